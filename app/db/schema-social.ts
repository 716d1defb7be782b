// Friend requests (SPEC §3 Friend; issue 17). A pending request is one row per (from, to); accepting
// deletes it and writes the friendship both ways, declining just deletes it.
import { index, integer, primaryKey, sqliteTable } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-accounts";

export const friendRequests = sqliteTable(
  "friend_requests",
  {
    fromId: integer("from_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toId: integer("to_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fromId, t.toId] }), index("friend_requests_to_idx").on(t.toId)],
);
