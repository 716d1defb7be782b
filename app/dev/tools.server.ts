// Development-only functions (ADR 028), in one module that only the /dev routes import; those routes
// are 404 on a deployed Worker (workers/entry.ts) and check isLocal themselves too.
//  - bot accounts with bearer sessions for the race load test (tests/load/race-load.mjs; /dev/race-bots);
//  - throw-away prize races, paid bots and attempts without the keystroke check (/dev/prize-race).
import { sql } from "drizzle-orm";
import { DAY_MS } from "~/core/billing/subscription";
import { createDb, type Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { learnerStage, prizeRaceWindow } from "~/models/races/prize-standings.server";
import { prizeRaceObject } from "~/models/races/prize-live.server";
import { createSession } from "~/models/accounts/sessions.server";
import { avatarUrl } from "~/utils/avatar";

// Bots have no password and a reserved e-mail domain.
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

/**
 * Local tools only (/dev/prize-race): a race open for everyone (points 0..1e6, no WPM cap) ending in
 * `endInMs`, with `text` as its pool; paid plans for bots; and an attempt recorded the way the
 * upgrade-gift-race-wpm call does after its checks (best kept in D1 first, then the race's object told).
 */
export async function createDevPrizeRace(db: Db, name: string, endInMs: number, now: number, text?: string): Promise<number> {
  const row = await db.get<{ id: number }>(sql`
    INSERT INTO prize_races (name, min_point, max_point, limit_wpm, start_at, end_at, active)
    VALUES (${name}, 0, 1000000, 1000, ${now - 60_000}, ${now + endInMs}, 1) RETURNING id`);
  const raceId = row.id;
  if (text) {
    await db.run(sql`INSERT INTO texts (level, language, body) VALUES ('prize', 'mn', ${text}) ON CONFLICT (body) DO NOTHING`);
    await db.run(sql`INSERT INTO prize_race_texts (race_id, text_id) SELECT ${raceId}, id FROM texts WHERE body = ${text}`);
  }
  return raceId;
}

export async function payDevBots(db: Db, userIds: readonly number[], until: number): Promise<void> {
  // A proven 250 WPM as well: the load test's bots speed up attempt after attempt, and a result held for
  // its image challenge (ADR 033) would never reach the board they measure.
  for (const id of userIds) await db.run(sql`UPDATE users SET end_at = ${until}, record_wpm = 250 WHERE id = ${id} AND email LIKE ${`%@${BOT_EMAIL_DOMAIN}`}`);
}

export async function recordDevPrizeAttempt(env: Env, raceId: number, userId: number, wpm: number, now: number) {
  const db = createDb(env.DB);
  const race = await prizeRaceWindow(db, raceId);
  const user = await db.get<{ name: string; image: string | null }>(sql`SELECT name, image FROM users WHERE id = ${userId}`);
  if (!race || !user) return { ok: false as const };
  await db.run(sql`
    INSERT INTO prize_race_results (race_id, user_id, best_wpm, best_at, updated_at) VALUES (${raceId}, ${userId}, ${wpm}, ${now}, ${now})
    ON CONFLICT (race_id, user_id) DO UPDATE SET attempts = attempts + 1, updated_at = excluded.updated_at,
      best_wpm = max(best_wpm, excluded.best_wpm),
      best_at = CASE WHEN excluded.best_wpm > best_wpm THEN excluded.best_at ELSE best_at END`);
  return prizeRaceObject(env, raceId).attemptRecorded({
    raceId,
    endAt: race.endAt,
    user: { id: userId, name: user.name, image: avatarUrl(user.image), stage: await learnerStage(db, userId) },
    wpm,
    at: now,
  });
}
