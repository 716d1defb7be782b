// One rule for "could a person have typed this?", used by typing tests, lessons, rooms, prize races
// and the certificate exam. The figures and why they were chosen: docs/decisions/012-one-plausibility-rule.md.
import { z } from "zod";
import { KeystrokeSchema, isWellFormedLog, replayLog } from "./keystroke-log";
import { cpm, testAccuracy, testWpm } from "./metrics";
import type { Keystroke } from "./typing-engine";

export { KeystrokeSchema, attemptKey } from "./keystroke-log";

export type PlausibilityMode = "test" | "lesson" | "room" | "prize" | "certificate";
export type AttemptRefusal = "malformed" | "empty" | "not-the-text" | "duration" | "too-many-keys" | "wpm" | "too-even" | "accuracy";

export interface ModeLimits {
  /** Above this WPM nobody is typing (the fastest sustained records are near 220). */
  maxWpm: number;
  /** Raw key presses per second over the attempt, corrections included (30/s = 360 WPM of keys). */
  maxKeysPerSecond: number;
  /** Results below this accuracy are refused (0: no floor; a lesson has its own error limit). */
  minAccuracy: number;
  /** Key-interval spread is judged at or above this WPM only (Monkeytype's 130). */
  evenFromWpm: number;
}

/** The one human ceiling: every mode shares it, so a result refused in one screen is refused in all. */
export const MAX_HUMAN_WPM = 250;

export const LIMITS: Readonly<Record<PlausibilityMode, ModeLimits>> = {
  test: { maxWpm: MAX_HUMAN_WPM, maxKeysPerSecond: 30, minAccuracy: 0, evenFromWpm: 130 },
  lesson: { maxWpm: MAX_HUMAN_WPM, maxKeysPerSecond: 30, minAccuracy: 0, evenFromWpm: 130 },
  // A room sees progress frames, not keys: its pace rule is paceCredit below.
  room: { maxWpm: MAX_HUMAN_WPM, maxKeysPerSecond: 30, minAccuracy: 0, evenFromWpm: 130 },
  prize: { maxWpm: MAX_HUMAN_WPM, maxKeysPerSecond: 30, minAccuracy: 75, evenFromWpm: 130 },
  certificate: { maxWpm: MAX_HUMAN_WPM, maxKeysPerSecond: 30, minAccuracy: 75, evenFromWpm: 130 },
};

/**
 * Below this coefficient of variation (sd / mean of the intervals between keys) the keys are too even
 * to be a person: 29,736 sentences typed by 2,065 people in the 136M-keystrokes study never went below
 * 0.178, and none above 120 WPM below 0.228 (ADR 012). A bot with ±25 % uniform jitter scores 0.144.
 */
export const MIN_INTERVAL_CV = 0.15;
/** Fewer intervals than this say nothing about a rhythm. */
export const MIN_INTERVALS_FOR_CV = 20;
/** A finished test within this much of its claimed duration agrees (timer jitter on a busy device). */
export const DURATION_TOLERANCE_MS = 1_500;
/** A prize race or exam attempt: at most this long and this many keys. */
export const ATTEMPT_MAX_MS = 30 * 60_000;
export const ATTEMPT_MAX_LOG_ENTRIES = 8_000;

export interface IntervalStats {
  count: number;
  meanMs: number;
  sdMs: number;
  /** sd / mean; 0 when there is no interval or the mean is 0. */
  cv: number;
}

/** Statistics of the gaps between consecutive key times (ms). */
export function intervalStats(times: readonly number[]): IntervalStats {
  const count = Math.max(0, times.length - 1);
  if (count === 0) return { count, meanMs: 0, sdMs: 0, cv: 0 };
  let sum = 0;
  for (let i = 1; i < times.length; i++) sum += times[i] - times[i - 1];
  const mean = sum / count;
  let squares = 0;
  for (let i = 1; i < times.length; i++) squares += (times[i] - times[i - 1] - mean) ** 2;
  const sd = Math.sqrt(squares / count);
  return { count, meanMs: mean, sdMs: sd, cv: mean > 0 ? sd / mean : 0 };
}

/** True when a fast attempt's keys come at intervals too regular for a person. */
export function isTooEven(mode: PlausibilityMode, wpm: number, times: readonly number[]): boolean {
  if (wpm < LIMITS[mode].evenFromWpm) return false;
  const stats = intervalStats(times);
  return stats.count >= MIN_INTERVALS_FOR_CV && stats.cv < MIN_INTERVAL_CV;
}

export const exceedsWpm = (mode: PlausibilityMode, wpm: number) => wpm > LIMITS[mode].maxWpm;
export const tooManyKeys = (mode: PlausibilityMode, keys: number, durationMs: number) =>
  keys > Math.ceil((Math.max(0, durationMs) / 1000) * LIMITS[mode].maxKeysPerSecond);
export const belowAccuracyFloor = (mode: PlausibilityMode, accuracy: number) => !(accuracy >= LIMITS[mode].minAccuracy && accuracy <= 100);

// ── rooms: progress frames judged by their pace ──────────────────────────────────────────────
/** Characters per millisecond at the human ceiling. */
const MAX_CHARS_PER_MS = (MAX_HUMAN_WPM * 5) / 60_000;
/**
 * A room's pace is a token bucket: credit for characters accrues at the human ceiling and is capped
 * at this many characters (about five seconds at the ceiling). It covers the first word, frames that
 * arrive together after a network stall, and nothing like 45 words at once.
 */
export const PACE_BURST_CHARS = 100;

export interface Pace {
  /** Characters the player may still report without waiting. */
  credit: number;
  /** When credit was last computed (the room's clock). */
  at: number;
}

/** The pace when typing opens: a full burst. */
export const openingPace = (startsAt: number): Pace => ({ credit: PACE_BURST_CHARS, at: startsAt });

/**
 * Progress of `chars` more characters at `now`: the pace after it, or null when no person could have
 * typed them since the last accepted report. A refused report changes nothing, so the credit keeps
 * growing and an honest client's next report catches up.
 */
export function spendPace(pace: Pace, chars: number, now: number): Pace | null {
  // The cap bounds what waiting saves up, not credit granted above it (paceAfterLoss).
  const credit = Math.min(Math.max(PACE_BURST_CHARS, pace.credit), pace.credit + Math.max(0, now - pace.at) * MAX_CHARS_PER_MS);
  if (chars > credit + 1e-9) return null;
  return { credit: credit - Math.max(0, chars), at: Math.max(now, pace.at) };
}

/**
 * The pace after a crash lost the reports accepted since the last durable write (ADR 021): the room
 * forgot how far the player got, and the player's next report carries the whole count at once. The
 * credit is what a person could have typed from the pace's last moment until `until` (the latest
 * moment the lost reports can date from), on top of a full burst; it is kept above the cap until spent.
 */
export function paceAfterLoss(pace: Pace, until: number): Pace {
  const credit = Math.max(PACE_BURST_CHARS, pace.credit) + Math.max(0, until - pace.at) * MAX_CHARS_PER_MS;
  return { credit, at: Math.max(until, pace.at) };
}

// ── whole-text attempts: prize races and the certificate exam ───────────────────────────────────
/** The wire form of an attempt's keystroke log (typing-api's keystroke, with an attempt's longer clock). */
export const AttemptLogSchema = z.array(KeystrokeSchema.extend({ t: z.number().int().min(0).max(ATTEMPT_MAX_MS) })).max(ATTEMPT_MAX_LOG_ENTRIES);

export interface AttemptResult {
  wpm: number;
  cpm: number;
  /** Correct words over all words, whole percent (SPEC §9 test accuracy). */
  accuracy: number;
  /** Characters of correctly typed words, each with its space. */
  characters: number;
  /** Words typed wrong. */
  errors: number;
  durationMs: number;
}

export type AttemptJudgement = { ok: true; result: AttemptResult } | { ok: false; reason: AttemptRefusal };

/**
 * A whole-text attempt (prize race, certificate exam) typed with app/core/typing/typing-engine and judged only
 * from its keystroke log: replayed against the server's own text, every word must be submitted (the text
 * used up), the claimed duration must match the log's, and the figures must be a person's.
 */
export function judgeTextAttempt(text: string, log: readonly Keystroke[], claimedDurationMs: number, mode: "prize" | "certificate"): AttemptJudgement {
  if (!Number.isFinite(claimedDurationMs) || !isWellFormedLog(log, ATTEMPT_MAX_LOG_ENTRIES, ATTEMPT_MAX_MS)) return { ok: false, reason: "malformed" };
  if (log.length === 0) return { ok: false, reason: "empty" };
  const state = replayLog(text, log, true);
  if (state.status !== "finished" || state.endedBy !== "text") return { ok: false, reason: "not-the-text" };
  // Keys logged after the last word cannot belong to this attempt.
  if (state.log.length !== log.length) return { ok: false, reason: "malformed" };
  const durationMs = log[log.length - 1].t;
  if (durationMs <= 0 || Math.abs(claimedDurationMs - durationMs) > DURATION_TOLERANCE_MS) return { ok: false, reason: "duration" };
  if (tooManyKeys(mode, log.length, durationMs)) return { ok: false, reason: "too-many-keys" };
  const result: AttemptResult = {
    wpm: testWpm(state.characters, durationMs),
    cpm: cpm(state.characters, durationMs),
    accuracy: testAccuracy(state.correctWords, state.errorWords),
    characters: state.characters,
    errors: state.errorWords,
    durationMs,
  };
  if (exceedsWpm(mode, result.wpm)) return { ok: false, reason: "wpm" };
  if (belowAccuracyFloor(mode, result.accuracy)) return { ok: false, reason: "accuracy" };
  if (
    isTooEven(
      mode,
      result.wpm,
      log.map((e) => e.t),
    )
  )
    return { ok: false, reason: "too-even" };
  return { ok: true, result };
}
