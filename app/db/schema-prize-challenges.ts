// Prize results held for a challenge (docs/decisions/033-prize-result-challenge.md). Re-exported by
// schema.ts. One row per held attempt: the attempt itself (counted on the board only once the
// challenge is passed) and the challenge's text, which never leaves the server except as an image.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./schema-accounts";
import { prizeRaces } from "./schema";

export const prizeChallenges = sqliteTable(
  "prize_challenges",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    raceId: integer("race_id")
      .notNull()
      .references(() => prizeRaces.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The held attempt: the race text it typed, the server's figures and its log ([[key, expected, t], …]). */
    textId: integer("text_id").notNull(),
    wpm: integer("wpm").notNull(),
    cpm: integer("cpm").notNull(),
    accuracy: integer("accuracy").notNull(),
    durationMs: integer("duration_ms").notNull(),
    log: text("log").notNull(),
    /** The attempt's log key (its fingerprint, already claimed in point_grants). */
    logKey: text("log_key").notNull(),
    /** When the attempt finished: its place on the board if it counts. */
    heldAt: integer("held_at").notNull(),
    /** The challenge: its text (server-side only) and the last moment it may be answered. */
    challengeText: text("challenge_text").notNull(),
    expiresAt: integer("expires_at").notNull(),
    /** pending until answered; passed (counted), failed, or expired (answered too late). */
    status: text("status", { enum: ["pending", "passed", "failed", "expired"] })
      .notNull()
      .default("pending"),
    answeredAt: integer("answered_at"),
    answerWpm: integer("answer_wpm"),
    answerAccuracy: integer("answer_accuracy"),
    /** Why it failed (ChallengeFailure in app/core/races/prize-challenge.ts), or "admin" when confirmed by hand. */
    reason: text("reason"),
  },
  (t) => [index("prize_challenges_race_idx").on(t.raceId, t.status), index("prize_challenges_user_idx").on(t.userId, t.status)],
);
