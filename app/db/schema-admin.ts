// The admin console's append-only audit log (issue 18, ADR 017). One row per admin change, written in
// the same D1 batch as the change. No foreign keys on purpose: deleting an account must not touch the
// log (a cascade or SET NULL would be an UPDATE/DELETE, which the migration's triggers refuse), so the
// actor's e-mail is kept beside the id.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** A name from AUDIT_ACTIONS (app/core/admin/audit.ts), e.g. "user.ban". */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** JSON of the changed fields before and after; null when there was nothing before (or after). */
    before: text("before"),
    after: text("after"),
    /** Epoch milliseconds. */
    at: integer("at")
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at),
  ],
);
