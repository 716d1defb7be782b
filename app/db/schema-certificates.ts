// The certificate exam and the certificates it earns (SPEC §3 Certificate; ADR 015). Re-exported by
// schema.ts. One certificate per learner (unique user_id); the token is 128 random bits.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-accounts";

/**
 * One exam sitting: the server picks the text when it opens the sitting; the posted keystroke log
 * closes it with the server's own figures. Only a passing sitting keeps its log (for the replay).
 */
export const certificateExams = sqliteTable(
  "certificate_exams",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A texts row of level 'certificate' (no foreign key: texts are reseeded by body). */
    textId: integer("text_id").notNull(),
    createdAt: createdAt(),
    finishedAt: integer("finished_at"),
    passed: integer("passed", { mode: "boolean" }),
    /** Why it did not pass (ExamFailure in app/core/certificates/certificate.ts). */
    reason: text("reason"),
    wpm: integer("wpm"),
    cpm: integer("cpm"),
    accuracy: integer("accuracy"),
    durationMs: integer("duration_ms"),
    /** The passing sitting's keystroke log as JSON [[key, expected, t], …]; null otherwise. */
    log: text("log"),
  },
  (t) => [index("certificate_exams_user_idx").on(t.userId, t.finishedAt)],
);

export const certificates = sqliteTable(
  "certificates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Public verification token for /check-certificate?token=: 16 random bytes, base64url. */
    token: text("token").notNull(),
    wpm: integer("wpm").notNull(),
    /** The first lesson's day. */
    startAt: integer("start_at").notNull(),
    /** The passing exam's day. */
    endAt: integer("end_at").notNull(),
    createdAt: createdAt(),
    /** The passing sitting, whose log the verification page replays. */
    examId: integer("exam_id").references(() => certificateExams.id),
    accuracy: integer("accuracy"),
    /** Set by an admin: the verification page then says the certificate was revoked. */
    revokedAt: integer("revoked_at"),
  },
  (t) => [uniqueIndex("certificates_user_unique").on(t.userId), uniqueIndex("certificates_token_unique").on(t.token)],
);
