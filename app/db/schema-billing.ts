// Bills, payments and coupons (SPEC §3, ADR 007): money is whole tugrik; a bill is credited once.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-accounts";

/** QPay bills. The callback token is stored hashed; a paid invoice is credited once (see payments). */
export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    amount: integer("amount").notNull(),
    days: integer("days").notNull(),
    /** A school plan's bill (ADR 041): the class whose seats it buys, and how many. Null for a personal plan. */
    classId: integer("class_id"),
    seats: integer("seats"),
    qpayInvoiceId: text("qpay_invoice_id"),
    callbackTokenHash: text("callback_token_hash").notNull(),
    qrText: text("qr_text"),
    status: text("status", { enum: ["created", "paid", "cancelled", "failed"] })
      .notNull()
      .default("created"),
    createdAt: createdAt(),
    paidAt: integer("paid_at"),
  },
  (t) => [
    uniqueIndex("invoices_qpay_invoice_unique").on(t.qpayInvoiceId),
    uniqueIndex("invoices_callback_token_unique").on(t.callbackTokenHash),
    index("invoices_user_idx").on(t.userId, t.createdAt),
    index("invoices_status_idx").on(t.status, t.createdAt),
  ],
);

/** Credited payments: the unique invoice id makes crediting idempotent. */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id),
    qpayPaymentId: text("qpay_payment_id"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    days: integer("days").notNull(),
    endAtBefore: integer("end_at_before"),
    endAtAfter: integer("end_at_after").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_invoice_unique").on(t.invoiceId),
    uniqueIndex("payments_qpay_payment_unique").on(t.qpayPaymentId),
    index("payments_created_idx").on(t.createdAt),
  ],
);

/** Coupons: 12 characters (three boxes of 4). used_by is set once, guarded by `used_by IS NULL`. */
export const coupons = sqliteTable("coupons", {
  code: text("code").primaryKey(),
  months: integer("months").notNull(),
  /** A school coupon (ADR 041): seats for one class, redeemed by its teacher. Null: a personal coupon. */
  seats: integer("seats"),
  /** The class a school coupon was redeemed for. */
  classId: integer("class_id"),
  createdAt: createdAt(),
  usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
  usedAt: integer("used_at"),
});
