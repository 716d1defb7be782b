// The admin's payments screen (issue 18): its filter and its two per-bill forms, one zod schema each.
import { z } from "zod";

export const BILL_STATUSES = ["created", "paid", "cancelled", "failed"] as const;
export const BILLS_PAGE_SIZE = 50;

const optionalText = z
  .string()
  .trim()
  .max(254, { error: "admin.error.tooLong" })
  .optional()
  .transform((v) => (v ? v : undefined));

/** Bills by status and by bill id, QPay id or the payer's e-mail. */
export const BillFilterSchema = z.object({
  q: optionalText,
  status: z.enum(BILL_STATUSES, { error: "admin.error.unknownStatus" }).optional(),
  page: z.coerce
    .number({ error: "admin.error.page" })
    .int({ error: "admin.error.page" })
    .min(1, { error: "admin.error.page" })
    .max(10_000, { error: "admin.error.page" })
    .optional(),
});
export type BillFilter = z.infer<typeof BillFilterSchema>;

const invoiceId = z
  .string({ error: "admin.error.billRequired" })
  .trim()
  .min(1, { error: "admin.error.billRequired" })
  .max(100, { error: "admin.error.billRequired" });

/** Ask QPay about one bill (changes nothing). */
export const BillCheckSchema = z.object({ intent: z.literal("check"), invoiceId });
/** Credit one bill if QPay says it is paid, through the callback's own credit function (ADR 007). */
export const BillReconcileSchema = z.object({ intent: z.literal("reconcile"), invoiceId });
export const BillActionSchema = z.discriminatedUnion("intent", [BillCheckSchema, BillReconcileSchema]);
export type BillAction = z.infer<typeof BillActionSchema>;
