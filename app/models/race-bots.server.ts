// Local-only: accounts and bearer sessions for the race load test's bots (tests/load/race-load.mjs).
// Bots have no password and a reserved e-mail domain; the route that calls this is 404 outside local/test.
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { createSession } from "./sessions.server";

export const BOT_EMAIL_DOMAIN = "bots.bichee.test";

export async function mintBots(db: Db, from: number, count: number): Promise<{ id: number; token: string }[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Бот ${from + i}`, email: `bot-${from + i}@${BOT_EMAIL_DOMAIN}`, emailVerifiedAt: Date.now() })))
    .onConflictDoUpdate({ target: users.email, set: { name: sql`excluded.name` } })
    .returning({ id: users.id });
  return Promise.all(rows.map(async ({ id }) => ({ id, token: (await createSession(db, id, "bearer")).token })));
}
