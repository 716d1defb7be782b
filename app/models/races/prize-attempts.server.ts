// One finished prize-race attempt (SPEC §4 Prize race, §7 upgrade-gift-race-wpm, §9 +5 points).
// The server judges the attempt only from its keystroke log, replayed with the race's own text; the
// leaderboard keeps each learner's best; the +5 is granted once per learner per race through the
// point_grants unique key (prize, raceId, user), in the same D1 transaction as the points.
import { and, eq, sql } from "drizzle-orm";
import { PRIZE_FINISH_POINTS, racePhase } from "~/core/races/eligibility";
import { judgeTextAttempt, type AttemptRefusal, type AttemptResult } from "~/core/typing/plausibility";
import type { UpgradePrizeRequest, UpgradePrizeResponse } from "~/core/races/prize-api";
import type { HeldPrizeResponse } from "~/core/races/prize-challenge-api";
import type { Db } from "~/db/client.server";
import { pointGrants, prizeRaceResults, users } from "~/db/schema";
import { avatarUrl } from "~/utils/avatar";
import { copiedLog, keepAcceptedLog } from "../typing/accepted-logs.server";
import { attemptKeyStatsWrites } from "../typing/key-stats.server";
import { holdIfUnproven } from "./prize-challenges.server";
import { prizeEligibilityOf, prizeRaceById, prizeRaceTextById, type PrizeRaceRow } from "./prize-races.server";

/** An attempt may not claim to have begun before the race opened (clock skew and network allowed). */
const START_TOLERANCE_MS = 2_000;

/** A refusal names its domain error kind; its HTTP status follows from STATUS_OF_ERROR alone (ADR 024). */
export type PrizeAttemptRefusal =
  | { kind: "invalid"; reason: AttemptRefusal | "text" | "started-early" }
  | { kind: "payment"; reason: "payment" }
  | { kind: "forbidden"; reason: "login" | "classAccount" | "pointsHigh" | "pointsLow" | "wpmHigh" | "disqualified" }
  | { kind: "missing"; reason: "race" }
  | { kind: "conflict"; reason: "upcoming" | "finished" | "replay" | "copied" };

export type PrizeAttemptOutcome =
  | { ok: true; response: UpgradePrizeResponse; race: PrizeRaceRow; user: { id: number; name: string; image: string | null; stage: number }; bestAt: number }
  | ({ ok: false } & PrizeAttemptRefusal)
  /** Stored, but off the board until the learner passes a challenge (ADR 033). */
  | { ok: "held"; held: HeldPrizeResponse["data"] };

/** SHA-256 of the log as posted: the same log posted twice is a replay, refused the second time. */
async function logFingerprint(input: UpgradePrizeRequest): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(input.keystrokes.map((k) => [k.key, k.expected, k.t])));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function recordPrizeAttempt(db: Db, userId: number, input: UpgradePrizeRequest, now = Date.now()): Promise<PrizeAttemptOutcome> {
  const race = await prizeRaceById(db, input.raceId);
  if (!race) return { ok: false, kind: "missing", reason: "race" };
  const eligibility = await prizeEligibilityOf(db, userId, race, now);
  if (!eligibility.ok) {
    if (eligibility.reason === "payment") return { ok: false, kind: "payment", reason: "payment" };
    return { ok: false, kind: "forbidden", reason: eligibility.reason };
  }
  const phase = racePhase(race, now);
  if (phase !== "open") return { ok: false, kind: "conflict", reason: phase };

  const text = await prizeRaceTextById(db, race.id, input.textId);
  if (!text) return { ok: false, kind: "invalid", reason: "text" };
  const judged = judgeTextAttempt(text.text, input.keystrokes, input.durationMs, "prize");
  if (!judged.ok) return { ok: false, kind: "invalid", reason: judged.reason };
  const r = judged.result;
  // The whole attempt must fit inside the window: it cannot have begun before the race opened.
  if (now - r.durationMs < race.startAt - START_TOLERANCE_MS) return { ok: false, kind: "invalid", reason: "started-early" };

  // A copy of an accepted log is no new attempt (ADR 032): the learner's own earlier one is a replay.
  const copied = await copiedLog(db, text.id, input.keystrokes);
  if (copied) return { ok: false, kind: "conflict", reason: copied.userId === userId ? "replay" : "copied" };

  // The attempt's own key: a second post of the very same log (a replay) stores nothing. One
  // statement, so of concurrent identical posts exactly one gets the row.
  const fingerprint = await logFingerprint(input);
  const claimed = await db
    .insert(pointGrants)
    .values({ userId, source: "prize", sourceId: `${race.id}:log:${fingerprint}`, points: 0, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: pointGrants.id });
  if (claimed.length === 0) return { ok: false, kind: "conflict", reason: "replay" };
  // Faster than the learner has proven: held off the board until a challenge confirms it (ADR 033).
  const held = await holdIfUnproven(db, { userId, race, text, keystrokes: input.keystrokes, result: r, logKey: fingerprint, now });
  if (held) return { ok: "held", held };
  return countPrizeAttempt(db, userId, race, text, input, r, fingerprint, now);
}

/** The best attempt's text and log, kept for the admin's replay (ADR 033). */
const bestReplay = (text: { id: number }, input: Pick<UpgradePrizeRequest, "keystrokes">) => ({
  bestTextId: text.id,
  bestLog: JSON.stringify(input.keystrokes.map((k) => [k.key, k.expected, k.t])),
});

/** A judged attempt onto the board: the best, the +5 once, the points and the key figures, one transaction. */
export async function countPrizeAttempt(
  db: Db,
  userId: number,
  race: PrizeRaceRow,
  text: { id: number; text: string; language: "mn" | "en" },
  input: Pick<UpgradePrizeRequest, "keystrokes">,
  r: AttemptResult,
  fingerprint: string,
  now: number,
): Promise<Extract<PrizeAttemptOutcome, { ok: true }>> {
  const raceKey = String(race.id);
  const granted = sql`EXISTS (SELECT 1 FROM point_grants g WHERE g.source = 'prize' AND g.source_id = ${raceKey} AND g.user_id = ${userId})`;
  // One transaction: the best (kept as the max; best_at moves only when it improves), the +5 and the
  // points. The points move only while the race's grant row does not exist yet, so 20 concurrent
  // finishes of one learner add 5 exactly once.
  // The per-key rows move in the same transaction, once per posted log (key-stats.server.ts).
  const keyWrites = attemptKeyStatsWrites(db, userId, text.language, `prize:${race.id}:${fingerprint}`, text.text, input.keystrokes, now);
  const [, points, grant, [result], [user]] = await db.batch([
    db
      .insert(prizeRaceResults)
      .values({
        raceId: race.id,
        userId,
        bestWpm: r.wpm,
        bestCpm: r.cpm,
        bestAccuracy: r.accuracy,
        attempts: 1,
        bestAt: now,
        updatedAt: now,
        ...bestReplay(text, input),
      })
      .onConflictDoUpdate({
        target: [prizeRaceResults.raceId, prizeRaceResults.userId],
        set: {
          attempts: sql`${prizeRaceResults.attempts} + 1`,
          updatedAt: now,
          bestCpm: sql`CASE WHEN excluded.best_wpm > ${prizeRaceResults.bestWpm} THEN excluded.best_cpm ELSE ${prizeRaceResults.bestCpm} END`,
          bestAccuracy: sql`CASE WHEN excluded.best_wpm > ${prizeRaceResults.bestWpm} THEN excluded.best_accuracy ELSE ${prizeRaceResults.bestAccuracy} END`,
          bestAt: sql`CASE WHEN excluded.best_wpm > ${prizeRaceResults.bestWpm} THEN excluded.best_at ELSE ${prizeRaceResults.bestAt} END`,
          bestTextId: sql`CASE WHEN excluded.best_wpm > ${prizeRaceResults.bestWpm} THEN excluded.best_text_id ELSE ${prizeRaceResults.bestTextId} END`,
          bestLog: sql`CASE WHEN excluded.best_wpm > ${prizeRaceResults.bestWpm} THEN excluded.best_log ELSE ${prizeRaceResults.bestLog} END`,
          // Last: the CASEs above compare with the old best.
          bestWpm: sql`MAX(${prizeRaceResults.bestWpm}, excluded.best_wpm)`,
        },
      }),
    db
      .update(users)
      .set({ points: sql`${users.points} + ${PRIZE_FINISH_POINTS}` })
      .where(and(eq(users.id, userId), sql`NOT ${granted}`))
      .returning({ id: users.id }),
    db
      .insert(pointGrants)
      .values({ userId, source: "prize", sourceId: raceKey, points: PRIZE_FINISH_POINTS, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: pointGrants.id }),
    db
      .select()
      .from(prizeRaceResults)
      .where(and(eq(prizeRaceResults.raceId, race.id), eq(prizeRaceResults.userId, userId))),
    db
      .select({
        id: users.id,
        name: users.name,
        image: users.image,
        points: users.points,
        stage: sql<number>`(SELECT count(*) FROM user_lessons l WHERE l.user_id = ${userId})`,
      })
      .from(users)
      .where(eq(users.id, userId)),
    ...keyWrites,
    keepAcceptedLog(db, { kind: "prize", textId: text.id, userId, sourceId: race.id }, input.keystrokes, now),
  ]);
  const grantedPoints = points.length > 0 && grant.length > 0 ? PRIZE_FINISH_POINTS : 0;
  return {
    ok: true,
    race,
    user: { id: user.id, name: user.name, image: avatarUrl(user.image), stage: user.stage },
    bestAt: result.bestAt,
    response: {
      result: true,
      data: {
        raceId: race.id,
        wpm: r.wpm,
        cpm: r.cpm,
        accuracy: r.accuracy,
        best: result.bestWpm,
        attempts: result.attempts,
        granted: grantedPoints,
        point: user.points,
      },
    },
  };
}
