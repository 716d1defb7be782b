// Columns every table writes the same way.
import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Epoch milliseconds, set by D1 when the row is inserted. */
export const createdAt = () =>
  integer("created_at")
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
