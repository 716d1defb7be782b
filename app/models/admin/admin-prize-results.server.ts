// A prize race's results as the admin sees them (ADR 033): every counted result with its replay, the
// held ones with their challenge, disqualify (the result leaves the board and the places) and confirm
// a held result by hand. Each change and its audit row commit in one D1 batch (ADR 017).
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Keystroke } from "~/core/typing/typing-engine";
import type { Db } from "~/db/client.server";
import { prizeChallenges, prizeRaceResults } from "~/db/schema";
import { recordAuditIf } from "~/models/admin/audit.server";
import type { AuthUser } from "~/models/accounts/sessions.server";
import { countHeld, parseStoredLog, type Counted } from "../races/prize-challenges.server";
import type { ChallengeStatus } from "~/core/races/prize-challenge-api";

export interface AdminPrizeResult {
  userId: number;
  name: string;
  email: string;
  wpm: number;
  accuracy: number;
  attempts: number;
  bestAt: number;
  /** The live place (or the final one once closed); null for a disqualified result. */
  place: number | null;
  disqualifiedAt: number | null;
  replay: { text: string; log: Keystroke[] } | null;
}

export interface AdminHeldResult {
  challengeId: number;
  userId: number;
  name: string;
  email: string;
  wpm: number;
  heldAt: number;
  expiresAt: number;
  status: ChallengeStatus;
  reason: string | null;
  answerWpm: number | null;
  answerAccuracy: number | null;
  replay: { text: string; log: Keystroke[] };
}

/** Board order first (places counted the board's way), disqualified results after them. */
export async function adminPrizeResults(db: Db, raceId: number, now = Date.now()): Promise<{ results: AdminPrizeResult[]; held: AdminHeldResult[] }> {
  const rows = await db.all<{
    user_id: number;
    name: string;
    email: string;
    best_wpm: number;
    best_accuracy: number;
    attempts: number;
    best_at: number;
    disqualified_at: number | null;
    body: string | null;
    best_log: string | null;
  }>(sql`
    SELECT r.user_id, u.name, u.email, r.best_wpm, r.best_accuracy, r.attempts, r.best_at, r.disqualified_at, t.body, r.best_log
    FROM prize_race_results r JOIN users u ON u.id = r.user_id LEFT JOIN texts t ON t.id = r.best_text_id
    WHERE r.race_id = ${raceId}
    ORDER BY r.disqualified_at IS NOT NULL, r.best_wpm DESC, r.best_at ASC, r.user_id ASC
    LIMIT 200`);
  let place = 0;
  const results = rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    wpm: r.best_wpm,
    accuracy: r.best_accuracy,
    attempts: r.attempts,
    bestAt: r.best_at,
    place: r.disqualified_at === null ? ++place : null,
    disqualifiedAt: r.disqualified_at,
    replay: r.body && r.best_log ? { text: r.body, log: parseStoredLog(r.best_log) } : null,
  }));
  const heldRows = await db.all<{
    id: number;
    user_id: number;
    name: string;
    email: string;
    wpm: number;
    held_at: number;
    expires_at: number;
    status: ChallengeStatus;
    reason: string | null;
    answer_wpm: number | null;
    answer_accuracy: number | null;
    body: string;
    log: string;
  }>(sql`
    SELECT c.id, c.user_id, u.name, u.email, c.wpm, c.held_at, c.expires_at, c.status, c.reason, c.answer_wpm, c.answer_accuracy, t.body, c.log
    FROM prize_challenges c JOIN users u ON u.id = c.user_id JOIN texts t ON t.id = c.text_id
    WHERE c.race_id = ${raceId} AND c.status <> 'passed'
    ORDER BY c.held_at DESC
    LIMIT 200`);
  const held = heldRows.map((c) => ({
    challengeId: c.id,
    userId: c.user_id,
    name: c.name,
    email: c.email,
    wpm: c.wpm,
    heldAt: c.held_at,
    expiresAt: c.expires_at,
    status: c.status === "pending" && now > c.expires_at ? ("expired" as const) : c.status,
    reason: c.reason,
    answerWpm: c.answer_wpm,
    answerAccuracy: c.answer_accuracy,
    replay: { text: c.body, log: parseStoredLog(c.log) },
  }));
  return { results, held };
}

export type Disqualified = { ok: true } | { ok: false; reason: "missing" };

/**
 * Takes a result off the board: disqualified_at set once (a second click writes nothing, not even an
 * audit row); a closed race's final places are counted again without it. The learner may not race
 * this race again (recordPrizeAttempt refuses).
 */
export async function disqualifyResult(db: Db, admin: AuthUser, raceId: number, userId: number, now = Date.now()): Promise<Disqualified> {
  const before = await db.get<{ best_wpm: number; place: number | null }>(
    sql`SELECT best_wpm, place FROM prize_race_results WHERE race_id = ${raceId} AND user_id = ${userId} AND disqualified_at IS NULL`,
  );
  if (!before) return { ok: false, reason: "missing" };
  const row = and(eq(prizeRaceResults.raceId, raceId), eq(prizeRaceResults.userId, userId));
  await db.batch([
    db
      .update(prizeRaceResults)
      .set({ disqualifiedAt: now, place: null })
      .where(and(row, isNull(prizeRaceResults.disqualifiedAt))),
    // changes(): the UPDATE just before it disqualified the result (a second admin's click writes no row).
    recordAuditIf(
      db,
      {
        actor: admin,
        action: "prize.disqualify",
        targetType: "prize_race",
        targetId: raceId,
        before: { userId, wpm: before.best_wpm, place: before.place },
        after: { userId, disqualifiedAt: now },
        at: now,
      },
      sql`changes() = 1`,
    ),
    // A closed race's places close the gap (an open race's are counted when it closes): one more than
    // the results ahead in board order (best WPM, the earlier best, the lower id). Spelled out: drizzle
    // leaves columns unqualified, which inside the subquery would bind to `o`.
    db
      .update(prizeRaceResults)
      .set({
        place: sql`(SELECT count(*) + 1 FROM prize_race_results o JOIN users ou ON ou.id = o.user_id
          WHERE o.race_id = prize_race_results.race_id AND ou.active = 1 AND o.disqualified_at IS NULL AND
            (o.best_wpm > prize_race_results.best_wpm OR (o.best_wpm = prize_race_results.best_wpm AND (o.best_at < prize_race_results.best_at OR (o.best_at = prize_race_results.best_at AND o.user_id < prize_race_results.user_id)))))`,
      })
      .where(
        and(
          eq(prizeRaceResults.raceId, raceId),
          isNull(prizeRaceResults.disqualifiedAt),
          sql`prize_race_results.user_id IN (SELECT id FROM users WHERE active = 1)`,
          sql`EXISTS (SELECT 1 FROM prize_races WHERE id = ${raceId} AND closed_at IS NOT NULL)`,
        ),
      ),
  ]);
  return { ok: true };
}

export type Confirmed = { ok: true; counted: Counted | null } | { ok: false; reason: "missing" | "closed" };

/**
 * Confirms a held result by hand after watching its replay: the way for a learner who cannot read the
 * challenge image (ADR 033). Only while the race is open and the challenge not passed or failed.
 */
export async function confirmHeldResult(db: Db, admin: AuthUser, raceId: number, challengeId: number, now = Date.now()): Promise<Confirmed> {
  const race = await db.get<{ end_at: number; closed_at: number | null }>(sql`SELECT end_at, closed_at FROM prize_races WHERE id = ${raceId}`);
  if (!race) return { ok: false, reason: "missing" };
  if (race.closed_at !== null || now >= race.end_at) return { ok: false, reason: "closed" };
  const [claimed] = await db.batch([
    db
      .update(prizeChallenges)
      .set({ status: "passed", reason: "admin", answeredAt: now })
      .where(and(eq(prizeChallenges.id, challengeId), eq(prizeChallenges.raceId, raceId), inArray(prizeChallenges.status, ["pending", "expired"])))
      .returning({ id: prizeChallenges.id }),
    recordAuditIf(
      db,
      {
        actor: admin,
        action: "prize.confirm",
        targetType: "prize_race",
        targetId: raceId,
        before: { challengeId, status: "pending" },
        after: { challengeId, status: "passed" },
        at: now,
      },
      sql`changes() = 1`,
    ),
  ]);
  if (claimed.length === 0) return { ok: false, reason: "missing" };
  return { ok: true, counted: await countHeld(db, challengeId) };
}
