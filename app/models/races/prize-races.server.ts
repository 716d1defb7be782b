// Prize races in D1 (SPEC §2 Prize race list / Prize race, §7): the list with its statistics, one
// race's page, the text a learner gets and the board. Eligibility and the window are app/core rules.
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { prizeEligibility, racePhase, type Eligibility, type RacePhase } from "~/core/races/eligibility";
import type { PrizeBoardRow, PrizeRaceItem, PrizeText } from "~/core/races/prize-api";
import type { Db } from "~/db/client.server";
import { prizeRaces, prizeRaceTexts, texts, mnOrEnTextLanguage, users } from "~/db/schema";
import { PRIZE_FINISH_POINTS } from "~/core/races/eligibility";
import { avatarUrl } from "~/utils/avatar";
import { prizeBoardRows } from "./prize-standings.server";

export type PrizeRaceRow = typeof prizeRaces.$inferSelect;

/** At most this many races in the list (newest start first). */
const LIST_LIMIT = 100;
/** The page shows the first rows of the board (and the viewer's own row below them). */
export const BOARD_TOP = 50;

/** A race learners may see: one an admin cancelled is no longer there. */
export async function prizeRaceById(db: Db, raceId: number): Promise<PrizeRaceRow | null> {
  return (
    (await db
      .select()
      .from(prizeRaces)
      .where(and(eq(prizeRaces.id, raceId), isNull(prizeRaces.cancelledAt)))
      .get()) ?? null
  );
}

function listItem(race: PrizeRaceRow, stats: { users: number; wpm: number; top: string | null }, now: number): PrizeRaceItem {
  const phase = racePhase(race, now);
  return {
    raceId: race.id,
    name: race.name,
    image: race.image,
    minPoint: race.minPoint,
    maxPoint: race.maxPoint,
    limitWpm: race.limitWpm,
    start_at: race.startAt,
    end_at: race.endAt,
    active: phase === "finished" ? 0 : 1,
    phase,
    ...stats,
  };
}

/** SPEC §7 get-all-ranking-text: every race with its participants, top WPM and leader. */
export async function prizeRaceList(db: Db, now = Date.now()): Promise<PrizeRaceItem[]> {
  const rows = await db.all<PrizeRaceRow & { users: number; wpm: number; top: string | null }>(sql`
    SELECT p.id AS id, p.name AS name, p.image AS image, p.min_point AS minPoint, p.max_point AS maxPoint,
           p.limit_wpm AS limitWpm, p.start_at AS startAt, p.end_at AS endAt, p.closed_at AS closedAt,
           (SELECT count(*) FROM prize_race_results r JOIN users u ON u.id = r.user_id WHERE r.race_id = p.id AND u.active = 1 AND r.disqualified_at IS NULL) AS users,
           COALESCE((SELECT max(r.best_wpm) FROM prize_race_results r JOIN users u ON u.id = r.user_id WHERE r.race_id = p.id AND u.active = 1 AND r.disqualified_at IS NULL), 0) AS wpm,
           (SELECT u.name FROM prize_race_results r JOIN users u ON u.id = r.user_id WHERE r.race_id = p.id AND u.active = 1 AND r.disqualified_at IS NULL
             ORDER BY r.best_wpm DESC, r.best_at ASC, r.user_id ASC LIMIT 1) AS top
    FROM prize_races p
    WHERE p.cancelled_at IS NULL
    ORDER BY (p.closed_at IS NOT NULL OR p.end_at <= ${now}) ASC, p.start_at DESC
    LIMIT ${LIST_LIMIT}`);
  return rows.map(({ users: count, wpm, top, ...race }) => listItem(race, { users: count, wpm, top }, now));
}

/** The board in place order (best WPM, then the earlier best, then the lower id): the live object's own query. */
export function prizeBoard(db: Db, raceId: number, limit = BOARD_TOP): Promise<PrizeBoardRow[]> {
  return prizeBoardRows(db, raceId, limit);
}

/** The viewer's own row with its place, wherever it is on the board. */
export async function prizeBoardRowOf(db: Db, raceId: number, userId: number): Promise<PrizeBoardRow | null> {
  const row = await db.get<Omit<PrizeBoardRow, "place"> & { ahead: number }>(sql`
    SELECT r.user_id AS id, u.name AS name, u.image AS image, r.best_wpm AS wpm, r.best_at AS at,
           (SELECT count(*) FROM user_lessons l WHERE l.user_id = r.user_id) AS stage,
           (SELECT count(*) FROM prize_race_results o JOIN users ou ON ou.id = o.user_id WHERE o.race_id = r.race_id AND ou.active = 1 AND o.disqualified_at IS NULL AND
              (o.best_wpm > r.best_wpm OR (o.best_wpm = r.best_wpm AND (o.best_at < r.best_at OR (o.best_at = r.best_at AND o.user_id < r.user_id))))) AS ahead
    FROM prize_race_results r JOIN users u ON u.id = r.user_id
    WHERE r.race_id = ${raceId} AND r.user_id = ${userId} AND r.disqualified_at IS NULL`);
  if (!row) return null;
  const { ahead, ...rest } = row;
  return { ...rest, image: avatarUrl(rest.image), place: ahead + 1 };
}

/**
 * Eligibility from the user's own D1 row. Points this race already granted do not count against its
 * range, so a learner at exactly maxPoint may still race again after the first +5.
 */
export async function prizeEligibilityOf(db: Db, userId: number | null, race: PrizeRaceRow, now: number): Promise<Eligibility> {
  if (userId === null) return prizeEligibility(null, race, now);
  const row = await db
    .select({
      points: users.points,
      recordWpm: users.recordWpm,
      endAt: users.endAt,
      role: users.role,
      classAccount: users.classAccount,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which would bind user_id to point_grants.
      granted: sql<number>`EXISTS (SELECT 1 FROM point_grants g WHERE g.source = 'prize' AND g.source_id = ${String(race.id)} AND g.user_id = ${userId})`,
      disqualified: sql<number>`EXISTS (SELECT 1 FROM prize_race_results r WHERE r.race_id = ${race.id} AND r.user_id = ${userId} AND r.disqualified_at IS NOT NULL)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row) return prizeEligibility(null, race, now);
  return prizeEligibility({ ...row, points: row.points - (row.granted ? PRIZE_FINISH_POINTS : 0), disqualified: row.disqualified === 1 }, race, now);
}

/** A text from the race's own pool, avoiding `excludeId` when the pool has another. */
export async function prizeRaceText(db: Db, raceId: number, excludeId?: number): Promise<PrizeText | null> {
  const pick = (exclude?: number) =>
    db
      .select({ id: texts.id, text: texts.body, language: mnOrEnTextLanguage })
      .from(prizeRaceTexts)
      .innerJoin(texts, eq(texts.id, prizeRaceTexts.textId))
      .where(and(eq(prizeRaceTexts.raceId, raceId), eq(texts.level, "prize"), exclude ? ne(texts.id, exclude) : undefined))
      .orderBy(sql`random()`)
      .limit(1)
      .get();
  return (await pick(excludeId)) ?? (await pick()) ?? null;
}

/** A text of this race's pool by id, or null when the id is not in the pool. */
export async function prizeRaceTextById(db: Db, raceId: number, textId: number): Promise<PrizeText | null> {
  const row = await db
    .select({ id: texts.id, text: texts.body, language: mnOrEnTextLanguage })
    .from(prizeRaceTexts)
    .innerJoin(texts, eq(texts.id, prizeRaceTexts.textId))
    .where(and(eq(prizeRaceTexts.raceId, raceId), eq(prizeRaceTexts.textId, textId), eq(texts.level, "prize")))
    .get();
  return row ?? null;
}

export type ActiveText =
  | { kind: "missing" }
  | { kind: "refused"; reason: Exclude<Eligibility, { ok: true }>["reason"] | "upcoming" | "finished"; race: PrizeRaceRow }
  | { kind: "ok"; race: PrizeRaceRow; text: PrizeText };

/** SPEC §7 active-ranking-text: the race's window and a text from its pool, for an eligible learner while it is open. */
export async function activeRankingText(db: Db, raceId: number, userId: number | null, excludeId: number | undefined, now = Date.now()): Promise<ActiveText> {
  const race = await prizeRaceById(db, raceId);
  if (!race) return { kind: "missing" };
  const eligibility = await prizeEligibilityOf(db, userId, race, now);
  if (!eligibility.ok) return { kind: "refused", reason: eligibility.reason, race };
  const phase = racePhase(race, now);
  if (phase !== "open") return { kind: "refused", reason: phase, race };
  const text = await prizeRaceText(db, raceId, excludeId);
  return text ? { kind: "ok", race, text } : { kind: "missing" };
}

export interface PrizeRacePage {
  race: {
    raceId: number;
    name: string;
    image: string | null;
    minPoint: number;
    maxPoint: number;
    limitWpm: number;
    startAt: number;
    endAt: number;
    closedAt: number | null;
  };
  phase: RacePhase;
  eligibility: Eligibility;
  board: PrizeBoardRow[];
  /** The viewer's own row (also when it is below the top rows). */
  mine: PrizeBoardRow | null;
  viewerId: number | null;
  serverTime: number;
}

/** Everything /ranking/:raceId renders first: the race, the viewer's eligibility and the board. */
export async function prizeRacePage(db: Db, raceId: number, userId: number | null, now = Date.now()): Promise<PrizeRacePage | null> {
  const race = await prizeRaceById(db, raceId);
  if (!race) return null;
  const [eligibility, board, mine] = await Promise.all([
    prizeEligibilityOf(db, userId, race, now),
    prizeBoard(db, raceId),
    userId === null ? Promise.resolve(null) : prizeBoardRowOf(db, raceId, userId),
  ]);
  const { id, name, image, minPoint, maxPoint, limitWpm, startAt, endAt, closedAt } = race;
  return {
    race: { raceId: id, name, image, minPoint, maxPoint, limitWpm, startAt, endAt, closedAt },
    phase: racePhase(race, now),
    eligibility,
    board,
    mine,
    viewerId: userId,
    serverTime: now,
  };
}

/** The board, or null when there is no such race. */
export async function prizeBoardOrNull(db: Db, raceId: number): Promise<PrizeBoardRow[] | null> {
  const race = await prizeRaceById(db, raceId);
  return race ? prizeBoard(db, raceId) : null;
}
