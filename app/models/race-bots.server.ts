// Local-only: accounts and bearer sessions for the race load test's bots (tests/load/race-load.mjs).
// Bots have no password and a reserved e-mail domain; the route that calls this is 404 outside local/test.
import { sql } from "drizzle-orm";
import { DAY_MS } from "~/core/billing/subscription";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { createSession } from "./sessions.server";

export const BOT_EMAIL_DOMAIN = "bots.bichee.test";

export async function mintBots(db: Db, from: number, count: number): Promise<{ id: number; token: string }[]> {
  // Rooms need an active plan (ADR 016): bots get a day of it, renewed whenever they are minted again.
  const paidUntil = Date.now() + DAY_MS;
  // One statement per bot in one batch: a multi-row insert binds every column and passes D1's 100-parameter limit.
  const inserts = Array.from({ length: count }, (_, i) =>
    db
      .insert(users)
      .values({ name: `Бот ${from + i}`, email: `bot-${from + i}@${BOT_EMAIL_DOMAIN}`, emailVerifiedAt: Date.now(), endAt: paidUntil })
      .onConflictDoUpdate({ target: users.email, set: { name: sql`excluded.name`, endAt: sql`excluded.end_at` } })
      .returning({ id: users.id }),
  );
  const [first, ...rest] = inserts;
  const results = await db.batch([first, ...rest]);
  const ids = results.map((rows) => rows[0].id);
  return Promise.all(ids.map(async (id) => ({ id, token: (await createSession(db, id, "bearer")).token })));
}
