// Accepted keystroke logs (issue 29 §2; ADR 032): every passing certificate exam's and every accepted
// prize attempt's log, so a later log can be compared with the earlier ones of the same text and a
// copy refused. Re-exported by schema.ts. The candidates for a comparison are one indexed range: the
// same text and about as many keys.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-accounts";

export const acceptedLogs = sqliteTable(
  "accepted_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["certificate", "prize"] }).notNull(),
    /** The texts row typed (certificate or prize level). */
    textId: integer("text_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The certificate exam's sitting or the prize race the log was accepted in. */
    sourceId: integer("source_id").notNull(),
    keyCount: integer("key_count").notNull(),
    /** The log as JSON [[key, expected, t], …], the certificate exam's own form (certificate_exams.log). */
    log: text("log").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("accepted_logs_text_keys_idx").on(t.textId, t.keyCount)],
);
