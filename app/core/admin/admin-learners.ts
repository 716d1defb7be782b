// The admin's learner screens (issue 18): one zod schema per form (used by conform in the browser and
// by the action), and the plan arithmetic. Messages are i18n keys.
import { ROLES } from "../accounts/roles";
import { z } from "zod";
import { DAY_MS } from "../billing/subscription";

/** An admin can move a plan's end by at most ten years at a time. */
export const PLAN_DAYS_MAX = 3650;
export const LEARNER_SEARCH_LIMIT = 50;

/** Search by name, e-mail or id; empty lists the newest learners. */
export const LearnerSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: "admin.error.tooLong" })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type LearnerSearch = z.infer<typeof LearnerSearchSchema>;

/** Extend (positive) or shorten (negative) the plan by whole days. */
export const PlanChangeSchema = z.object({
  intent: z.literal("plan"),
  days: z.coerce
    .number({ error: "admin.error.daysRequired" })
    .int({ error: "admin.error.daysWhole" })
    .min(-PLAN_DAYS_MAX, { error: "admin.error.daysRange" })
    .max(PLAN_DAYS_MAX, { error: "admin.error.daysRange" })
    .refine((d) => d !== 0, { error: "admin.error.daysZero" }),
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;

export const RoleChangeSchema = z.object({
  intent: z.literal("role"),
  role: z.enum(ROLES, { error: "admin.error.role" }),
});
export type RoleChange = z.infer<typeof RoleChangeSchema>;

export const BanSchema = z.object({ intent: z.enum(["ban", "unban"]) });
export type Ban = z.infer<typeof BanSchema>;

/** The learner page's action takes any of its three forms, told apart by `intent`. */
export const LearnerActionSchema = z.discriminatedUnion("intent", [PlanChangeSchema, RoleChangeSchema, BanSchema]);
export type LearnerAction = z.infer<typeof LearnerActionSchema>;

export type PlanChangeResult = { ok: true; endAt: number } | { ok: false; reason: "no_plan" };

/**
 * Extending starts from whichever is later, now or the current end (as a payment does); shortening
 * moves the current end back (it may fall in the past: the plan then ends). A learner without a
 * running plan has nothing to shorten.
 */
export function changePlanEnd(endAt: number | null, days: number, now: number): PlanChangeResult {
  if (!Number.isInteger(days) || days === 0) throw new RangeError("days must be a non-zero whole number");
  if (days > 0) return { ok: true, endAt: Math.max(now, endAt ?? 0) + days * DAY_MS };
  if (endAt === null || endAt <= now) return { ok: false, reason: "no_plan" };
  return { ok: true, endAt: endAt + days * DAY_MS };
}
