// A prize result faster than the learner has proven is held until they pass a short challenge typed
// from an image (TypeRacer's check above 100 WPM, adapted; docs/decisions/033-prize-result-challenge.md).
// The rule and the challenge's verdict are pure: the models read the figures, this file decides.
import { judgeTextAttempt, type AttemptRefusal } from "../typing/plausibility";
import { attemptKey } from "../typing/keystroke-log";
import { createEngine, type Keystroke } from "../typing/typing-engine";

/** Speed anyone may post without proof: an everyday typist's 40 WPM, plus the margin. */
export const CHALLENGE_FREE_BASE_WPM = 40;
/** How far above the proven speed a prize result may go before it is held. */
export const CHALLENGE_MARGIN_WPM = 15;
/** The challenge must be typed at this share of the held result's WPM … */
export const CHALLENGE_SPEED_SHARE = 0.8;
/** … and at least this accurate (correct words over words, SPEC §9). */
export const CHALLENGE_MIN_ACCURACY = 95;
/** From the hold to the answer (and never after the race's end). */
export const CHALLENGE_TIME_LIMIT_MS = 5 * 60_000;
/** The challenge text: whole words, this many characters. */
export const CHALLENGE_MIN_CHARS = 60;
export const CHALLENGE_MAX_CHARS = 100;

/**
 * The learner's proven speed: the best of their 60-second tests (users.record_wpm), their passed
 * certificate exams and the challenges they passed before; null when none of them exists (0 counts
 * as none: nothing was proven).
 */
export function provenWpm(sources: readonly (number | null | undefined)[]): number | null {
  const known = sources.filter((w): w is number => typeof w === "number" && Number.isFinite(w) && w > 0);
  return known.length === 0 ? null : Math.max(...known);
}

/** The fastest result that counts at once: the proven speed (at least the free base) plus the margin. */
export const heldAboveWpm = (proven: number | null) => Math.max(proven ?? 0, CHALLENGE_FREE_BASE_WPM) + CHALLENGE_MARGIN_WPM;

/** Whether a prize result of `wpm` waits for a challenge. */
export const needsChallenge = (wpm: number, proven: number | null) => wpm > heldAboveWpm(proven);

/** The WPM the challenge must reach for a held result of `claimedWpm`. */
export const challengeRequiredWpm = (claimedWpm: number) => Math.ceil(claimedWpm * CHALLENGE_SPEED_SHARE);

/** The last moment a challenge may be answered: the time limit, cut short by the race's end. */
export const challengeDeadline = (heldAt: number, raceEndAt: number) => Math.min(heldAt + CHALLENGE_TIME_LIMIT_MS, raceEndAt);

/**
 * Words from `source` (the race's texts) in a random run of CHALLENGE_MIN_CHARS..MAX characters.
 * `random` returns [0, 1) (crypto-backed on the server). Whole words only; a short source is used whole.
 */
export function pickChallengeText(source: readonly string[], random: () => number): string {
  const words = source.flatMap((t) => t.split(/\s+/)).filter((w) => w.length > 0);
  if (words.length === 0) return "";
  const start = Math.floor(random() * words.length);
  const out: string[] = [];
  let length = 0;
  for (let i = 0; i < words.length && length < CHALLENGE_MIN_CHARS; i++) {
    const word = words[(start + i) % words.length];
    const next = length + (out.length > 0 ? 1 : 0) + word.length;
    if (next > CHALLENGE_MAX_CHARS && out.length > 0) break;
    out.push(word);
    length = next;
  }
  return out.join(" ");
}

/**
 * The page cannot see the text, so it logs raw keys and sends the log when the learner presses Enter.
 * Replayed here with the engine (its layout guard and all), the log becomes what the typing engine
 * would have logged; an unfinished last word is submitted at the last key's time.
 */
export function challengeLog(text: string, raw: readonly Keystroke[]): Keystroke[] {
  let state = createEngine(text);
  for (const entry of raw) {
    if (state.status === "finished") break;
    state =
      entry.key === "SelectAll"
        ? attemptKey(state, { key: "a", code: "KeyA", ctrlKey: true, time: entry.t })
        : attemptKey(state, { key: entry.key, time: entry.t });
  }
  if (state.status !== "finished" && state.input !== "" && raw.length > 0) state = attemptKey(state, { key: " ", time: raw[raw.length - 1].t });
  return [...state.log];
}

export type ChallengeFailure = AttemptRefusal | "slow" | "inaccurate" | "expired" | "used";
export type ChallengeVerdict =
  { passed: true; wpm: number; accuracy: number } | { passed: false; reason: ChallengeFailure; wpm: number | null; accuracy: number | null };

/** The challenge judged by the one plausibility rule (ADR 012), then against the held result's speed. */
export function judgeChallenge(text: string, raw: readonly Keystroke[], durationMs: number, claimedWpm: number): ChallengeVerdict {
  const log = challengeLog(text, raw);
  const judged = judgeTextAttempt(text, log, log.length > 0 ? log[log.length - 1].t : durationMs, "prize");
  if (!judged.ok) return { passed: false, reason: judged.reason, wpm: null, accuracy: null };
  const { wpm, accuracy } = judged.result;
  if (accuracy < CHALLENGE_MIN_ACCURACY) return { passed: false, reason: "inaccurate", wpm, accuracy };
  if (wpm < challengeRequiredWpm(claimedWpm)) return { passed: false, reason: "slow", wpm, accuracy };
  return { passed: true, wpm, accuracy };
}
