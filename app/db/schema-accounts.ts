// Accounts and sign-in: users, their sessions, refresh tokens and one-time e-mail links (SPEC §3 User).
// Times are epoch milliseconds; tokens are stored only as SHA-256 hashes.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** Stored lower-cased and trimmed. A class account made by a teacher has a placeholder under
     * the reserved ".invalid" domain until the learner adds a real one (ADR 036). */
    email: text("email").notNull(),
    /** Login name of a class account (issue 30); null for accounts that log in by e-mail. */
    username: text("username"),
    /** Made by a teacher for a child without e-mail: never shown outside its class (ADR 036). */
    classAccount: integer("class_account", { mode: "boolean" }).notNull().default(false),
    emailVerifiedAt: integer("email_verified_at"),
    phone: text("phone"),
    /** R2 key of the avatar, or an absolute URL from a social profile. */
    image: text("image"),
    role: text("role", { enum: ["user", "teacher", "admin"] })
      .notNull()
      .default("user"),
    /** PBKDF2 parameters live beside the hash so the cost can be raised later. Null for social-only accounts. */
    passwordHash: text("password_hash"),
    passwordSalt: text("password_salt"),
    passwordIterations: integer("password_iterations"),
    passwordAlgorithm: text("password_algorithm"),
    facebookId: text("facebook_id"),
    points: integer("points").notNull().default(0),
    avgWpm: integer("avg_wpm").notNull().default(0),
    avgPercent: integer("avg_percent").notNull().default(0),
    recordWpm: integer("record_wpm").notNull().default(0),
    /** Finished 60-second tests, the weight of the running averages. */
    testsCount: integer("tests_count").notNull().default(0),
    /** Subscription end (epoch ms); null = never paid. */
    endAt: integer("end_at"),
    /** 0 = the account is disabled by an admin. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_facebook_id_unique").on(t.facebookId),
    uniqueIndex("users_username_unique").on(t.username),
    index("users_record_wpm_idx").on(t.recordWpm),
    index("users_points_idx").on(t.points),
    /** The cron's "ends within 3 days" look-up (issue 17). */
    index("users_end_at_idx").on(t.endAt),
    // The admin dashboard's sign-ups per day.
    index("users_created_idx").on(t.createdAt),
  ],
);

/** Browser sessions (cookie) and API sessions (bearer). The id is the SHA-256 of the secret token. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["cookie", "bearer"] }).notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    lastSeenAt: integer("last_seen_at"),
    revokedAt: integer("revoked_at"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** The login this session belongs to: a bearer session shares it with its refresh tokens, so logout
     * or a replayed refresh token ends the whole login. */
    familyId: text("family_id"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt), index("sessions_family_idx").on(t.familyId)],
);

/** Rotating refresh tokens: one family per login; using a token marks it used and issues the next. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("refresh_tokens_user_idx").on(t.userId), index("refresh_tokens_family_idx").on(t.familyId)],
);

/** Single-use e-mail links (verification, password reset, login, a class account's added address), stored hashed. */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password", "login_link", "add_email"] }).notNull(),
    /** add_email only: the address a class account asked to add; it becomes the login address when the link is opened. */
    newEmail: text("new_email"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);
