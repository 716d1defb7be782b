// A prize race's standings in D1 (the record): the board the live object loads, and the close that
// writes final places and one notification per participant, exactly once.
import { sql } from "drizzle-orm";
import { notificationKey } from "~/core/social/notifications";
import type { PrizeRow } from "~/core/races/prize-race";
import { avatarUrl } from "~/utils/avatar";
import type { Db } from "~/db/client.server";

/** Board order: best WPM, then the earlier best, then the lower id (app/core/races/prize-race.ts compareEntries). */
const BOARD_ORDER_SQL = `r.best_wpm DESC, r.best_at ASC, r.user_id ASC`;
const BOARD_ORDER = sql.raw(BOARD_ORDER_SQL);

/** The race's end and whether it is closed; null when there is no such race. */
export async function prizeRaceWindow(db: Db, raceId: number): Promise<{ endAt: number; closed: boolean } | null> {
  const row = await db.get<{ end_at: number; closed_at: number | null }>(sql`SELECT end_at, closed_at FROM prize_races WHERE id = ${raceId}`);
  return row ? { endAt: row.end_at, closed: row.closed_at !== null } : null;
}

/**
 * Every participant's best, in board order, with place and lesson stage (lessons finished). The
 * /ranking/:raceId loader sends the first rows of this as the board's initial rows.
 */
export async function prizeBoardRows(db: Db, raceId: number, limit = 100_000): Promise<PrizeRow[]> {
  const rows = await db.all<{ id: number; name: string; image: string | null; stage: number; wpm: number; at: number }>(sql`
    SELECT r.user_id AS id, u.name AS name, u.image AS image, r.best_wpm AS wpm, r.best_at AS at,
           (SELECT count(*) FROM user_lessons l WHERE l.user_id = r.user_id) AS stage
    FROM prize_race_results r JOIN users u ON u.id = r.user_id
    WHERE r.race_id = ${raceId} AND u.active = 1 AND r.disqualified_at IS NULL
    ORDER BY ${BOARD_ORDER}
    LIMIT ${limit}`);
  return rows.map((r, i) => ({ ...r, image: avatarUrl(r.image), place: i + 1 }));
}

/** What a participant is told when the race closes (Mongolian, as every notification): the parts around name and place. */
const NOTICE = { title: "Шагналт уралдаан дууслаа", before: "«", middle: "» уралдаанд та ", after: "-р байр эзэллээ." };

export function raceClosedNotice(raceName: string, place: number): { title: string; message: string } {
  return { title: NOTICE.title, message: `${NOTICE.before}${raceName}${NOTICE.middle}${place}${NOTICE.after}` };
}

/**
 * Closes a race whose end has come: the claim (closed_at still null) and everything it writes are one
 * D1 batch (a transaction), so a second or concurrent call, from the object's alarm or the cron,
 * changes nothing. Returns whether this call closed it.
 */
export async function closePrizeRace(db: Db, raceId: number, now: number): Promise<{ closed: boolean }> {
  const d1 = db.$client;
  // Only this call's stamp lets the next statements write: a call that lost the claim writes nothing.
  const claimed = `EXISTS (SELECT 1 FROM prize_races WHERE id = ?1 AND closed_at = ?2)`;
  const [claim] = await d1.batch<{ id: number }>([
    d1.prepare(`UPDATE prize_races SET closed_at = ?2, active = 0 WHERE id = ?1 AND closed_at IS NULL AND end_at <= ?2 RETURNING id`).bind(raceId, now),
    d1
      .prepare(
        `UPDATE prize_race_results SET place = ranked.place
         FROM (SELECT r.user_id AS user_id, row_number() OVER (ORDER BY ${BOARD_ORDER_SQL}) AS place
               FROM prize_race_results r JOIN users u ON u.id = r.user_id WHERE r.race_id = ?1 AND u.active = 1 AND r.disqualified_at IS NULL) AS ranked
         WHERE prize_race_results.race_id = ?1 AND prize_race_results.user_id = ranked.user_id AND ${claimed}`,
      )
      .bind(raceId, now),
    // One per participant, with the key createNotification would use (notificationKey.prizeRace); the
    // unique (user_id, ckey) index makes a repeat a no-op as well. It is SQL rather than
    // createNotification so that the places and the notifications commit together with the claim.
    d1
      .prepare(
        `INSERT OR IGNORE INTO notifications (user_id, type, title, message, race_id, ckey, value, params, seen, created_at)
         SELECT r.user_id, 'race', ?3, ?4 || p.name || ?5 || r.place || ?6, r.race_id, ?7, r.place,
                json_object('name', p.name, 'place', r.place), 0, ?2
         FROM prize_race_results r JOIN prize_races p ON p.id = r.race_id
         WHERE r.race_id = ?1 AND r.place IS NOT NULL AND ${claimed}`,
      )
      .bind(raceId, now, NOTICE.title, NOTICE.before, NOTICE.middle, NOTICE.after, notificationKey.prizeRace(raceId)),
  ]);
  return { closed: (claim.results?.length ?? 0) > 0 };
}

/** Races past their end that nobody closed yet (the cron's safety net). */
export async function racesDueToClose(db: Db, now: number): Promise<number[]> {
  const rows = await db.all<{ id: number }>(sql`SELECT id FROM prize_races WHERE closed_at IS NULL AND end_at <= ${now}`);
  return rows.map((r) => r.id);
}

/** A learner's lesson stage: how many lessons they have finished. */
export async function learnerStage(db: Db, userId: number): Promise<number> {
  const row = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM user_lessons WHERE user_id = ${userId}`);
  return row?.n ?? 0;
}
