// Prize results held for a challenge (ADR 033): the hold, the learner's proven speed, the image's
// text (server-side only), and the answer that counts the held attempt on the board or keeps it off.
import { secureRandom } from "~/utils/secure-random";
import { and, eq, sql } from "drizzle-orm";
import {
  CHALLENGE_MIN_ACCURACY,
  challengeDeadline,
  challengeRequiredWpm,
  judgeChallenge,
  needsChallenge,
  pickChallengeText,
  provenWpm,
  type ChallengeFailure,
} from "~/core/races/prize-challenge";
import type { ChallengeStatus, HeldPrizeResponse } from "~/core/races/prize-challenge-api";
import type { AttemptResult } from "~/core/typing/plausibility";
import type { Keystroke } from "~/core/typing/typing-engine";
import type { Db } from "~/db/client.server";
import { prizeChallenges, prizeRaceResults, prizeRaceTexts, texts, mnOrEnTextLanguage } from "~/db/schema";
import { countPrizeAttempt, type PrizeAttemptOutcome } from "./prize-attempts.server";
import { prizeRaceById, type PrizeRaceRow } from "./prize-races.server";

export type Counted = Extract<PrizeAttemptOutcome, { ok: true }>;

/** A log as stored: [[key, expected, t], …]. */
export const storedLog = (log: readonly Keystroke[]) => JSON.stringify(log.map((k) => [k.key, k.expected, k.t]));
export function parseStoredLog(json: string | null): Keystroke[] {
  if (!json) return [];
  return (JSON.parse(json) as [string, string, number][]).map(([key, expected, t]) => ({ key, expected, t }));
}

/** crypto-backed [0, 1): the challenge text must not be guessable from the time. */

/** The best of the learner's 60-second tests, passed certificate exams and passed challenges. */
export async function provenSpeedOf(db: Db, userId: number): Promise<number | null> {
  const row = await db.get<{ test: number | null; exam: number | null; challenge: number | null }>(sql`
    SELECT (SELECT record_wpm FROM users WHERE id = ${userId}) AS test,
           (SELECT max(wpm) FROM certificate_exams WHERE user_id = ${userId} AND passed = 1) AS exam,
           (SELECT max(wpm) FROM prize_challenges WHERE user_id = ${userId} AND status = 'passed') AS challenge`);
  return provenWpm([row?.test, row?.exam, row?.challenge]);
}

export async function isDisqualified(db: Db, raceId: number, userId: number): Promise<boolean> {
  const row = await db
    .select({ at: prizeRaceResults.disqualifiedAt })
    .from(prizeRaceResults)
    .where(and(eq(prizeRaceResults.raceId, raceId), eq(prizeRaceResults.userId, userId)))
    .get();
  return row?.at != null;
}

interface HoldInput {
  userId: number;
  race: PrizeRaceRow;
  text: { id: number; text: string; language: "mn" | "en" };
  keystrokes: readonly Keystroke[];
  result: AttemptResult;
  logKey: string;
  now: number;
}

/** Holds the attempt when it is faster than the learner has proven; null when it counts at once. */
export async function holdIfUnproven(db: Db, input: HoldInput): Promise<HeldPrizeResponse["data"] | null> {
  const proven = await provenSpeedOf(db, input.userId);
  if (!needsChallenge(input.result.wpm, proven)) return null;
  const pool = await db
    .select({ body: texts.body })
    .from(prizeRaceTexts)
    .innerJoin(texts, eq(texts.id, prizeRaceTexts.textId))
    .where(and(eq(prizeRaceTexts.raceId, input.race.id), eq(texts.language, input.text.language)));
  const challengeText = pickChallengeText(
    pool.map((t) => t.body),
    secureRandom,
  );
  const expiresAt = challengeDeadline(input.now, input.race.endAt);
  const [row] = await db
    .insert(prizeChallenges)
    .values({
      raceId: input.race.id,
      userId: input.userId,
      textId: input.text.id,
      wpm: input.result.wpm,
      cpm: input.result.cpm,
      accuracy: input.result.accuracy,
      durationMs: input.result.durationMs,
      log: storedLog(input.keystrokes),
      logKey: input.logKey,
      heldAt: input.now,
      challengeText,
      expiresAt,
    })
    .returning({ id: prizeChallenges.id });
  return {
    raceId: input.race.id,
    wpm: input.result.wpm,
    cpm: input.result.cpm,
    accuracy: input.result.accuracy,
    challengeId: row.id,
    provenWpm: proven,
    requiredWpm: challengeRequiredWpm(input.result.wpm),
    minAccuracy: CHALLENGE_MIN_ACCURACY,
    expiresAt,
  };
}

export interface ChallengeView {
  id: number;
  raceId: number;
  raceName: string;
  language: "mn" | "en";
  status: ChallengeStatus;
  reason: string | null;
  claimedWpm: number;
  requiredWpm: number;
  minAccuracy: number;
  answerWpm: number | null;
  answerAccuracy: number | null;
  expiresAt: number;
}

/** A pending challenge past its deadline reads as expired (it is written so when answered). */
const effectiveStatus = (status: ChallengeStatus, expiresAt: number, now: number): ChallengeStatus =>
  status === "pending" && now > expiresAt ? "expired" : status;

/** The learner's own challenge for its page; null for another learner's or none. */
export async function challengeView(db: Db, userId: number, id: number, now = Date.now()): Promise<ChallengeView | null> {
  const row = await db.get<{
    id: number;
    race_id: number;
    race_name: string;
    language: "mn" | "en" | null;
    status: ChallengeStatus;
    reason: string | null;
    wpm: number;
    answer_wpm: number | null;
    answer_accuracy: number | null;
    expires_at: number;
  }>(sql`
    SELECT c.id, c.race_id, p.name AS race_name, (SELECT language FROM texts WHERE id = c.text_id) AS language, c.status, c.reason,
           c.wpm, c.answer_wpm, c.answer_accuracy, c.expires_at
    FROM prize_challenges c JOIN prize_races p ON p.id = c.race_id
    WHERE c.id = ${id} AND c.user_id = ${userId}`);
  if (!row) return null;
  const status = effectiveStatus(row.status, row.expires_at, now);
  return {
    id: row.id,
    raceId: row.race_id,
    raceName: row.race_name,
    language: row.language ?? "mn",
    status,
    reason: status === "expired" ? "expired" : row.reason,
    claimedWpm: row.wpm,
    requiredWpm: challengeRequiredWpm(row.wpm),
    minAccuracy: CHALLENGE_MIN_ACCURACY,
    answerWpm: row.answer_wpm,
    answerAccuracy: row.answer_accuracy,
    expiresAt: row.expires_at,
  };
}

/** The text to draw, only for its own learner and only while the challenge may still be answered. */
export async function challengeTextForImage(db: Db, userId: number, id: number, now = Date.now()): Promise<string | null> {
  const row = await db
    .select({ text: prizeChallenges.challengeText, status: prizeChallenges.status, expiresAt: prizeChallenges.expiresAt })
    .from(prizeChallenges)
    .where(and(eq(prizeChallenges.id, id), eq(prizeChallenges.userId, userId)))
    .get();
  if (!row || effectiveStatus(row.status, row.expiresAt, now) !== "pending") return null;
  return row.text;
}

export type ChallengeAnswer =
  | { ok: true; status: "passed"; raceId: number; claimedWpm: number; wpm: number; accuracy: number; counted: Counted | null }
  | { ok: true; status: "failed" | "expired"; raceId: number; claimedWpm: number; reason: ChallengeFailure; wpm: number | null; accuracy: number | null }
  | { ok: false; kind: "missing" | "conflict"; reason: "challenge" | "used" };

/**
 * Judges the answer and decides the challenge once: the UPDATE that claims it (status still pending)
 * is the single use, so a second or concurrent answer finds it decided. A pass then counts the held
 * attempt on the board exactly as if it had counted at once, dated when it was typed.
 */
export async function answerChallenge(
  db: Db,
  userId: number,
  id: number,
  raw: readonly Keystroke[],
  durationMs: number,
  now = Date.now(),
): Promise<ChallengeAnswer> {
  const row = await db
    .select()
    .from(prizeChallenges)
    .where(and(eq(prizeChallenges.id, id), eq(prizeChallenges.userId, userId)))
    .get();
  if (!row) return { ok: false, kind: "missing", reason: "challenge" };
  if (row.status !== "pending") return { ok: false, kind: "conflict", reason: "used" };
  const base = { raceId: row.raceId, claimedWpm: row.wpm };
  if (now > row.expiresAt) {
    const decided = await decide(db, id, { status: "expired", reason: "expired", answeredAt: now });
    return decided ? { ok: true, status: "expired", ...base, reason: "expired", wpm: null, accuracy: null } : { ok: false, kind: "conflict", reason: "used" };
  }
  const verdict = judgeChallenge(row.challengeText, raw, durationMs, row.wpm);
  const decided = await decide(db, id, {
    status: verdict.passed ? "passed" : "failed",
    reason: verdict.passed ? null : verdict.reason,
    answeredAt: now,
    answerWpm: verdict.wpm,
    answerAccuracy: verdict.accuracy,
  });
  if (!decided) return { ok: false, kind: "conflict", reason: "used" };
  if (!verdict.passed) return { ok: true, status: "failed", ...base, reason: verdict.reason, wpm: verdict.wpm, accuracy: verdict.accuracy };
  return { ok: true, status: "passed", ...base, wpm: verdict.wpm, accuracy: verdict.accuracy, counted: await countHeld(db, row.id) };
}

type DecidedFields = Pick<typeof prizeChallenges.$inferInsert, "status" | "reason" | "answeredAt" | "answerWpm" | "answerAccuracy">;

async function decide(db: Db, id: number, fields: DecidedFields): Promise<boolean> {
  const claimed = await db
    .update(prizeChallenges)
    .set(fields)
    .where(and(eq(prizeChallenges.id, id), eq(prizeChallenges.status, "pending")))
    .returning({ id: prizeChallenges.id });
  return claimed.length === 1;
}

/** The held attempt onto the board (null when the race or its text is gone, or the learner was disqualified meanwhile). */
export async function countHeld(db: Db, challengeId: number): Promise<Counted | null> {
  const row = await db.select().from(prizeChallenges).where(eq(prizeChallenges.id, challengeId)).get();
  if (!row) return null;
  const race = await prizeRaceById(db, row.raceId);
  const text = await db.select({ id: texts.id, text: texts.body, language: mnOrEnTextLanguage }).from(texts).where(eq(texts.id, row.textId)).get();
  if (!race || !text || (await isDisqualified(db, race.id, row.userId))) return null;
  const result: AttemptResult = { wpm: row.wpm, cpm: row.cpm, accuracy: row.accuracy, characters: 0, errors: 0, durationMs: row.durationMs };
  return countPrizeAttempt(db, row.userId, race, text, { keystrokes: parseStoredLog(row.log) }, result, row.logKey, row.heldAt);
}
