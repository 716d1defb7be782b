// The admin audit log's vocabulary and its filter form (issue 18, ADR 017). Every admin change names
// one action from this list; the audit screen filters by actor, action and target.
import { z } from "zod";

/** Every action an admin can take that changes something. Add new admin mutations here. */
export const AUDIT_ACTIONS = [
  "user.ban",
  "user.unban",
  "user.plan",
  "user.role",
  "payment.reconcile",
  "prize.create",
  "prize.update",
  "prize.cancel",
  "prize.disqualify",
  "prize.confirm",
  "text.create",
  "text.update",
  "text.retire",
  "coupon.batch",
  "banner.create",
  "banner.move",
  "banner.activate",
  "banner.deactivate",
  "certificate.revoke",
  // Class mode (issue 30): an admin's decision on a teacher request, a teacher's changes to a class
  // and to its students (ADR 037–039).
  "teacher.approve",
  "teacher.refuse",
  "class.roster.import",
  "class.student.reset",
  "class.student.remove",
  "class.student.erase",
  "class.code",
  "class.lock",
  "class.archive",
  "class.assignment.create",
  "class.assignment.remove",
  "class.grading",
  // School plans (issue 31, ADR 041): an admin extends or refunds a class's licence.
  "school.extend",
  "school.refund",
  // The script curriculum's review (issue 32, ADR 043): an admin records or withdraws a reviewer's sign-off.
  "curriculum.review.sign",
  "curriculum.review.withdraw",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ["user", "invoice", "prize_race", "text", "coupon", "banner", "certificate", "class", "curriculum"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_PAGE_SIZE = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "admin.error.tooLong" })
    .optional()
    .transform((v) => (v ? v : undefined));

/** The audit screen's filter (a GET form): every field optional, empty means "any". */
export const AuditFilterSchema = z.object({
  /** The actor's e-mail (or part of it) or user id. */
  actor: optionalText(254),
  action: z.enum(AUDIT_ACTIONS, { error: "admin.error.unknownAction" }).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: "admin.error.unknownTarget" }).optional(),
  targetId: optionalText(64),
  page: z.coerce
    .number({ error: "admin.error.page" })
    .int({ error: "admin.error.page" })
    .min(1, { error: "admin.error.page" })
    .max(10_000, { error: "admin.error.page" })
    .optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

/** A search-params object (empty fields dropped, so "any" is simply absent) for the filter schema. */
export function filterInput(params: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (value.trim() !== "") out[key] = value;
  return out;
}

/** Absent on one side (the field was not recorded there). */
export const ABSENT = Symbol("absent");
export type AuditValue = unknown;

/** The before/after JSON of a row, lined up field by field (ABSENT where a side lacks the field). */
export function auditChanges(before: string | null, after: string | null): { field: string; before: AuditValue; after: AuditValue }[] {
  const parse = (json: string | null): Record<string, unknown> => {
    if (!json) return {};
    try {
      const value: unknown = JSON.parse(json);
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
    } catch {
      return { value: json };
    }
  };
  const b = parse(before);
  const a = parse(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => ({ field, before: field in b ? b[field] : ABSENT, after: field in a ? a[field] : ABSENT }));
}

/** A value as the audit screen shows it; `date` formats epoch-ms fields (names ending in "At"). */
export function showAuditValue(field: string, value: AuditValue, date: (epochMs: number) => string): string {
  if (value === ABSENT) return "—";
  if (value === null) return "∅";
  if (typeof value === "number" && /At$/.test(field)) return date(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}
