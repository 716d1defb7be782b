// Paid access (ADR 041, DESIGN "One writer per grant"): a ledger of personal grants and the schools'
// licences. users.end_at is only the effective end computed from these two (app/models/billing/access.server.ts).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-accounts";
import { classes } from "./schema-classes";

/**
 * One row per personal grant (a paid bill, a coupon, an admin's change, the pre-ledger end date).
 * The unique key makes a grant idempotent; endAfter is the personal end after it, so the latest row
 * (highest id) is the learner's personal end.
 */
export const accessGrants = sqliteTable(
  "access_grants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["payment", "coupon", "admin", "legacy"] }).notNull(),
    key: text("key").notNull(),
    /** Days added (negative: an admin shortened the plan; 0 for the legacy row). */
    days: integer("days").notNull(),
    endBefore: integer("end_before"),
    endAfter: integer("end_after").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("access_grants_key_unique").on(t.key), index("access_grants_user_idx").on(t.userId, t.id)],
);

/**
 * A school's licence for one class: the first `seats` current members (by joining order) have paid
 * access from startAt to endAt. Bought with a QPay bill (invoiceId) or a school coupon (couponCode).
 */
export const schoolLicences = sqliteTable(
  "school_licences",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    /** The teacher who bought it. */
    buyerId: integer("buyer_id").notNull(),
    source: text("source", { enum: ["payment", "coupon"] }).notNull(),
    /** The idempotency key: invoice:<id> or coupon:<code>. */
    key: text("key").notNull(),
    seats: integer("seats").notNull(),
    months: integer("months").notNull(),
    amount: integer("amount").notNull().default(0),
    startAt: integer("start_at").notNull(),
    endAt: integer("end_at").notNull(),
    /** An admin refunded it: it grants nothing from then on. */
    refundedAt: integer("refunded_at"),
    /** The teacher was told it ends in 3 days. */
    warnedAt: integer("warned_at"),
    /** Its seats were applied: at once when it starts on purchase; by the cron when a renewal starts later. */
    begunAt: integer("begun_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("school_licences_key_unique").on(t.key),
    index("school_licences_class_idx").on(t.classId, t.endAt),
    index("school_licences_end_idx").on(t.endAt),
  ],
);
