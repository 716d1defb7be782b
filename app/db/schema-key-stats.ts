// Per-key statistics (issue 19 §3): one row per learner, layout ("mn" | "en" | "mn-Mong") and physical key, the
// wrong keys pressed instead in their own rows, and the results already folded in, so a retried post
// is folded in once. Written only in the same D1 batch as the result they come from.
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./schema-accounts";

export const keyStats = sqliteTable(
  "key_stats",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    layout: text("layout", { enum: ["mn", "en", "mn-Mong"] }).notNull(),
    /** KeyboardEvent.code of the physical key. */
    code: text("code").notNull(),
    hits: integer("hits").notNull(),
    misses: integer("misses").notNull(),
    /** Welford over the timed hits: count, mean (ms) and sum of squared deviations. */
    timedN: integer("timed_n").notNull(),
    meanMs: real("mean_ms").notNull(),
    m2: real("m2").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.layout, t.code] })],
);

export const keyConfusions = sqliteTable(
  "key_confusions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    layout: text("layout", { enum: ["mn", "en", "mn-Mong"] }).notNull(),
    code: text("code").notNull(),
    /** The character pressed instead. */
    pressed: text("pressed").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.layout, t.code, t.pressed] })],
);

/** Every log folded into key_stats, by source ("test:<id>", "lesson:<id>", "practice:<id>", "guest:<id>"). */
export const keyStatSources = sqliteTable(
  "key_stat_sources",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("key_stat_sources_user_idx").on(t.userId)],
);
