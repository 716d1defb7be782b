// The server's side of a finished test: replay the posted keystroke log through the same reducer the
// browser used, and refuse results no person could have produced.
import { BACKSPACE, SELECT_ALL, TEST_DURATION_MS, applyKey, createEngine, figures, type EngineState, type Keystroke, type TestFigures } from "./typing-engine";

/** A test that ran out of time reports 60 s; allow for timer jitter on a busy device. */
export const DURATION_TOLERANCE_MS = 1_500;
/** 30 keystrokes a second is 360 WPM of raw key presses, well beyond any human burst over a test. */
export const MAX_KEYS_PER_SECOND = 30;
export const MAX_WPM = 250;
/** An upper bound on what is worth replaying (60 s at the key-rate limit, plus slack). */
export const MAX_LOG_ENTRIES = 2_000;

export type RefusalReason = "malformed" | "empty" | "duration" | "too-many-keys" | "wpm" | "accuracy";

export type RecomputeOutcome =
  | { ok: true; result: TestFigures & { durationMs: number; endedBy: "time" | "text" } }
  | { ok: false; reason: RefusalReason };

function isValidEntry(entry: Keystroke, previousT: number): boolean {
  if (typeof entry?.key !== "string" || typeof entry.expected !== "string" || typeof entry.t !== "number") return false;
  if (!Number.isInteger(entry.t) || entry.t < previousT || entry.t > TEST_DURATION_MS) return false;
  return entry.key === BACKSPACE || entry.key === SELECT_ALL || [...entry.key].length === 1;
}

function replay(text: string, log: readonly Keystroke[]): EngineState {
  let state = createEngine(text);
  for (const entry of log) {
    if (state.status === "finished") break;
    state =
      entry.key === SELECT_ALL
        ? applyKey(state, { key: "a", code: "KeyA", ctrlKey: true, time: entry.t })
        : applyKey(state, { key: entry.key, time: entry.t });
  }
  return state;
}

/**
 * Recomputes a test from its text and keystroke log. `claimedDurationMs` is what the browser says the
 * test lasted; it must be ~60 s unless the log itself shows the text was used up earlier.
 */
export function recomputeTestResult(text: string, log: readonly Keystroke[], claimedDurationMs: number): RecomputeOutcome {
  if (!Array.isArray(log) || log.length > MAX_LOG_ENTRIES || !Number.isFinite(claimedDurationMs)) return { ok: false, reason: "malformed" };
  let previousT = 0;
  for (const entry of log) {
    if (!isValidEntry(entry, previousT)) return { ok: false, reason: "malformed" };
    previousT = entry.t;
  }
  if (log.length === 0) return { ok: false, reason: "empty" };
  if (log[0].t !== 0) return { ok: false, reason: "malformed" };

  const state = replay(text, log);
  // Keys logged after the text was used up cannot have been typed in this test.
  if (state.log.length !== log.length) return { ok: false, reason: "malformed" };

  let durationMs: number;
  let endedBy: "time" | "text";
  if (state.endedBy === "text" && state.finishedAt !== null) {
    durationMs = state.finishedAt;
    endedBy = "text";
    if (Math.abs(claimedDurationMs - durationMs) > DURATION_TOLERANCE_MS) return { ok: false, reason: "duration" };
  } else {
    if (Math.abs(claimedDurationMs - TEST_DURATION_MS) > DURATION_TOLERANCE_MS) return { ok: false, reason: "duration" };
    durationMs = TEST_DURATION_MS;
    endedBy = "time";
  }
  if (durationMs <= 0) return { ok: false, reason: "duration" };
  if (log.length > Math.ceil((durationMs / 1000) * MAX_KEYS_PER_SECOND)) return { ok: false, reason: "too-many-keys" };

  const result = figures(state.status === "finished" ? state : { ...state, finishedAt: durationMs }, durationMs);
  if (result.wpm > MAX_WPM) return { ok: false, reason: "wpm" };
  if (!(result.accuracy >= 0 && result.accuracy <= 100)) return { ok: false, reason: "accuracy" };
  return { ok: true, result: { ...result, durationMs, endedBy } };
}
