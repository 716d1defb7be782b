// The whole data model (SPEC §3); accounts and sign-in sit in schema-accounts.ts and are re-exported
// here. Times are epoch milliseconds, money is whole tugrik, points are whole numbers. Every table that
// records a grant has a unique key so a second attempt is a no-op.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-accounts";

export * from "./schema-accounts";
export * from "./schema-certificates";
export * from "./schema-social";
export * from "./schema-admin";
export * from "./schema-key-stats";
export * from "./schema-accepted-logs";
export * from "./schema-prize-challenges";
export * from "./schema-classes";
export * from "./schema-access";
export * from "./schema-billing";
export * from "./schema-reviews";

/** The curricula (app/core/lessons/curricula.ts); rows from before English lessons are Mongolian. */
const curriculum = () =>
  text("curriculum", { enum: ["mn", "en", "mn-Mong"] })
    .notNull()
    .default("mn");

export const lessonGroups = sqliteTable(
  "lesson_groups",
  {
    id: integer("id").primaryKey(),
    curriculum: curriculum(),
    /** 1..12 within the curriculum. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    /** Target speed for the group's lessons (SPEC §5 lesson pass). */
    targetWpm: integer("target_wpm").notNull(),
  },
  (t) => [uniqueIndex("lesson_groups_position_unique").on(t.curriculum, t.position)],
);

export const lessons = sqliteTable(
  "lessons",
  {
    id: integer("id").primaryKey(),
    curriculum: curriculum(),
    /** 1..278 (Mongolian), the order within the curriculum. */
    level: integer("level").notNull(),
    groupId: integer("group_id")
      .notNull()
      .references(() => lessonGroups.id),
    type: text("type", { enum: ["start", "intro", "hold", "boxed", "review"] }).notNull(),
    name: text("name").notNull(),
    text: text("text").notNull(),
    holdWord: text("hold_word"),
    image: text("image"),
  },
  (t) => [uniqueIndex("lessons_level_unique").on(t.curriculum, t.level), index("lessons_group_idx").on(t.groupId)],
);

/** A user's best result per lesson. */
export const userLessons = sqliteTable(
  "user_lessons",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id),
    bestScore: integer("best_score").notNull(),
    bestWpm: integer("best_wpm").notNull(),
    bestAccuracy: integer("best_accuracy").notNull(),
    attempts: integer("attempts").notNull().default(1),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** Every finished lesson attempt; the id comes from the client so a retried post is not counted twice. */
export const lessonAttempts = sqliteTable(
  "lesson_attempts",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id),
    wpm: integer("wpm").notNull(),
    accuracy: integer("accuracy").notNull(),
    score: integer("score").notNull(),
    /** Time from the first to the last key (the class's "minutes this week"); null before issue 30. */
    durationMs: integer("duration_ms"),
    createdAt: createdAt(),
  },
  (t) => [index("lesson_attempts_user_idx").on(t.userId, t.lessonId), index("lesson_attempts_created_idx").on(t.createdAt)],
);

/** Texts for tests and races by level and language; `certificate` holds the 12 certificate test texts. */
export const texts = sqliteTable(
  "texts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    level: text("level", { enum: ["begin", "middle", "advanced", "certificate", "prize"] }).notNull(),
    /** mn-Mong: the traditional script's test texts (issue 32; begin, middle and advanced only). */
    language: text("language", { enum: ["mn", "en", "mn-Mong"] }).notNull(),
    body: text("body").notNull(),
    /** Set when the admin retires the text: no longer handed out, kept for the results that used it. */
    retiredAt: integer("retired_at"),
  },
  (t) => [index("texts_level_language_idx").on(t.level, t.language), uniqueIndex("texts_body_unique").on(t.body)],
);

/**
 * The language of a certificate or prize-race text, read as what it is: Mongolian or English (the
 * traditional script has 60-second test texts only, issue 32; the admin forms offer no other).
 */
export const mnOrEnTextLanguage = sql<"mn" | "en">`${texts.language}`;

/** Finished 60-second tests; the id is the client's test id, so a retried post is stored once. */
export const testResults = sqliteTable(
  "test_results",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** mn-Mong results are the script's own figures: never in the averages, records or top lists. */
    language: text("language", { enum: ["mn", "en", "mn-Mong"] }).notNull(),
    level: text("level", { enum: ["begin", "middle", "advanced"] }).notNull(),
    wpm: integer("wpm").notNull(),
    cpm: integer("cpm").notNull(),
    accuracy: integer("accuracy").notNull(),
    characters: integer("characters").notNull(),
    errors: integer("errors").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** The text typed, so the draw can keep a learner's last 30 texts away (issue 35 §6); null before it. */
    textId: integer("text_id").references(() => texts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("test_results_user_idx").on(t.userId, t.createdAt),
    index("test_results_created_idx").on(t.createdAt),
    index("test_results_user_level_idx").on(t.userId, t.language, t.level, t.createdAt),
  ],
);

/** Best WPM per user per calendar month (Asia/Ulaanbaatar), so the monthly top list is an index read. */
export const monthlyRecords = sqliteTable(
  "monthly_records",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "YYYY-MM" in Asia/Ulaanbaatar. */
    month: text("month").notNull(),
    bestWpm: integer("best_wpm").notNull(),
    achievedAt: integer("achieved_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), index("monthly_records_month_wpm_idx").on(t.month, t.bestWpm)],
);

/** The points ledger. (source, source_id, user) is unique: the same grant can never be paid twice. */
export const pointGrants = sqliteTable(
  "point_grants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["test", "lesson", "room", "prize"] }).notNull(),
    sourceId: text("source_id").notNull(),
    points: integer("points").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("point_grants_source_unique").on(t.source, t.sourceId, t.userId)],
);

export const rooms = sqliteTable(
  "rooms",
  {
    id: text("id").primaryKey(),
    hostId: integer("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["mn", "en"] }).notNull(),
    status: text("status", { enum: ["waiting", "racing", "finished", "cancelled"] })
      .notNull()
      .default("waiting"),
    textId: integer("text_id").references(() => texts.id),
    createdAt: createdAt(),
    startedAt: integer("started_at"),
    endedAt: integer("ended_at"),
    /** A class race's class (issue 31; classes.id, kept without a foreign key across the schema files); null for a public room. */
    classId: integer("class_id"),
  },
  (t) => [index("rooms_status_idx").on(t.status, t.createdAt), index("rooms_class_idx").on(t.classId, t.createdAt)],
);

/** One row per player per room: written exactly once (SPEC §3 race result; place 0 = did not finish). */
export const roomResults = sqliteTable(
  "room_results",
  {
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    percent: integer("percent").notNull(),
    wpm: integer("wpm").notNull(),
    accuracy: integer("accuracy").notNull(),
    place: integer("place").notNull(),
    finishedAt: integer("finished_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index("room_results_user_idx").on(t.userId, t.finishedAt)],
);

export const prizeRaces = sqliteTable(
  "prize_races",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    image: text("image"),
    minPoint: integer("min_point").notNull().default(0),
    maxPoint: integer("max_point").notNull(),
    limitWpm: integer("limit_wpm").notNull(),
    textId: integer("text_id").references(() => texts.id),
    startAt: integer("start_at").notNull(),
    endAt: integer("end_at").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** Set once, when the final standings (places) and the participants' notifications are written. */
    closedAt: integer("closed_at"),
    /** Set when an admin cancels the race before its start: learners no longer see it anywhere. */
    cancelledAt: integer("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("prize_races_start_idx").on(t.startAt), index("prize_races_end_idx").on(t.closedAt, t.endAt)],
);

/** A prize race's own pool of texts (texts with level 'prize'); the refresh-text button picks another. */
export const prizeRaceTexts = sqliteTable(
  "prize_race_texts",
  {
    raceId: integer("race_id")
      .notNull()
      .references(() => prizeRaces.id, { onDelete: "cascade" }),
    textId: integer("text_id")
      .notNull()
      .references(() => texts.id),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.textId] })],
);

export const prizeRaceResults = sqliteTable(
  "prize_race_results",
  {
    raceId: integer("race_id")
      .notNull()
      .references(() => prizeRaces.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bestWpm: integer("best_wpm").notNull(),
    bestCpm: integer("best_cpm").notNull().default(0),
    bestAccuracy: integer("best_accuracy").notNull().default(0),
    attempts: integer("attempts").notNull().default(1),
    /** When the best WPM was reached (the earlier of two equal bests places higher). */
    bestAt: integer("best_at").notNull().default(0),
    updatedAt: integer("updated_at").notNull(),
    /** Final place, written once when the race closes; null while it is open. */
    place: integer("place"),
    /** The best attempt's text and keystroke log (JSON [[key, expected, t], …]), for the admin's replay. */
    bestTextId: integer("best_text_id"),
    bestLog: text("best_log"),
    /** Set by an admin (ADR 033): the result leaves the board and the places. */
    disqualifiedAt: integer("disqualified_at"),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.userId] }), index("prize_race_results_race_wpm_idx").on(t.raceId, t.bestWpm)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the notification is about (app/core/social/notifications.ts NOTIFICATION_TYPES). */
    type: text("type", { enum: ["race", "system", "friendRequest", "friendAccepted", "payment", "subscription", "certificate"] }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    raceId: integer("race_id").references(() => prizeRaces.id, { onDelete: "set null" }),
    /** The notification's key and value (SPEC §3: ckey, value = place). */
    ckey: text("ckey"),
    value: integer("value"),
    /** JSON of the words the message is built from (a name, a date), so either UI language can show it. */
    params: text("params"),
    seen: integer("seen", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt), uniqueIndex("notifications_ckey_unique").on(t.userId, t.ckey)],
);

/** Friendship is stored both ways (one row per direction) so "my friends" is an index read. */
export const friendships = sqliteTable(
  "friendships",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendId: integer("friend_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);

export const banners = sqliteTable("banners", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  image: text("image").notNull(),
  alt: text("alt").notNull(),
  link: text("link"),
  position: integer("position").notNull().default(0),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/** Local mailer target and the audit trail of what was sent. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);
