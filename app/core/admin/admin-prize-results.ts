// The admin's actions on a prize race's results (ADR 033): disqualify a result, or confirm a held one
// by hand (the alternative route for a learner who cannot read the challenge image). One form each.
import { z } from "zod";

const Id = z.coerce.number({ error: "admin.error.id" }).int({ error: "admin.error.id" }).positive({ error: "admin.error.id" });

export const PrizeResultActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("disqualify"), userId: Id }),
  z.object({ intent: z.literal("confirm"), challengeId: Id }),
]);
export type PrizeResultAction = z.infer<typeof PrizeResultActionSchema>;
