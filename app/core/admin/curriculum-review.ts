// A script teacher's sign-off on a curriculum (issue 32, ADR 043): the admin's sign and withdraw forms
// (one zod schema each, run by conform in the browser and again by the action; messages are i18n
// keys) and what the learner's list shows from the standing record.
import { z } from "zod";
import { CURRICULA, CURRICULUM_IDS, type CurriculumId } from "../lessons/curricula";

/** The curricula that stay "beta" until a reviewer signs them off. */
export const REVIEWED_CURRICULA = CURRICULUM_IDS.filter((id) => CURRICULA[id].reviewRequired);

const curriculum = z.enum(CURRICULUM_IDS, { error: "review.error.curriculum" }).refine((id) => CURRICULA[id].reviewRequired, {
  error: "review.error.curriculum",
});

const required = (max: number) =>
  z.string({ error: "review.error.required" }).trim().min(1, { error: "review.error.required" }).max(max, { error: "review.error.tooLong" });

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "review.error.tooLong" })
    .optional()
    .transform((v) => (v ? v : null));

/** Record a reviewer's sign-off, as the admin types it. */
export const ReviewSignSchema = z.object({
  intent: z.literal("sign"),
  curriculum,
  reviewerName: required(120),
  reviewerRole: required(200),
  note: optional(1000),
});
export type ReviewSign = z.infer<typeof ReviewSignSchema>;

/** Withdraw the standing sign-off; the reason is kept with it. */
export const ReviewWithdrawSchema = z.object({
  intent: z.literal("withdraw"),
  curriculum,
  withdrawalNote: required(1000),
});
export type ReviewWithdraw = z.infer<typeof ReviewWithdrawSchema>;

/** What a curriculum's review stands at: no review asked, not (or no longer) signed, or signed. */
export type ReviewState = "not-required" | "beta" | "signed";

export function reviewState(id: CurriculumId, standing: boolean): ReviewState {
  if (!CURRICULA[id].reviewRequired) return "not-required";
  return standing ? "signed" : "beta";
}
