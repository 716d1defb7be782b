// POST /api/user/class-live: which class this learner's typing screens report to (ADR 040). A learner
// in no class gets null and their pages open no socket; the answer is asked once per page load.
import { z } from "zod";
import { defineContract, NoFieldsSchema } from "../contracts/contract";

export const ClassLiveMeResponseSchema = z.object({ result: z.literal(true), classId: z.number().int().positive().nullable() });

export const classLiveMeContract = defineContract({
  name: "user.class-live",
  path: "/api/user/class-live",
  access: "user",
  request: NoFieldsSchema,
  responses: { 200: ClassLiveMeResponseSchema },
});

export const CLASS_LIVE_CONTRACTS = [classLiveMeContract] as const;
