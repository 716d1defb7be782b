// The server's side of a finished test: replay the posted keystroke log through the same reducer the
// browser used, and refuse results no person could have produced (the rule: plausibility.ts).
import { MAX_LOG_ENTRIES, isWellFormedLog, replayLog } from "./keystroke-log";
import { DURATION_TOLERANCE_MS, LIMITS, belowAccuracyFloor, exceedsWpm, isTooEven, tooManyKeys, type AttemptRefusal } from "./plausibility";
import { TEST_DURATION_MS, figures, type Keystroke, type TestFigures } from "./typing-engine";

export { DURATION_TOLERANCE_MS, MAX_LOG_ENTRIES };
export const MAX_KEYS_PER_SECOND = LIMITS.test.maxKeysPerSecond;
export const MAX_WPM = LIMITS.test.maxWpm;

export type RefusalReason = Exclude<AttemptRefusal, "not-the-text">;

export type RecomputeOutcome = { ok: true; result: TestFigures & { durationMs: number; endedBy: "time" | "text" } } | { ok: false; reason: RefusalReason };

/**
 * Recomputes a test from its text and keystroke log. `claimedDurationMs` is what the browser says the
 * test lasted; it must be ~60 s unless the log itself shows the text was used up earlier.
 */
export function recomputeTestResult(text: string, log: readonly Keystroke[], claimedDurationMs: number): RecomputeOutcome {
  if (!Number.isFinite(claimedDurationMs) || !isWellFormedLog(log, MAX_LOG_ENTRIES, TEST_DURATION_MS)) return { ok: false, reason: "malformed" };
  if (log.length === 0) return { ok: false, reason: "empty" };

  const state = replayLog(text, log);
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
  if (tooManyKeys("test", log.length, durationMs)) return { ok: false, reason: "too-many-keys" };

  const result = figures(state.status === "finished" ? state : { ...state, finishedAt: durationMs }, durationMs);
  if (exceedsWpm("test", result.wpm)) return { ok: false, reason: "wpm" };
  if (belowAccuracyFloor("test", result.accuracy)) return { ok: false, reason: "accuracy" };
  if (
    isTooEven(
      "test",
      result.wpm,
      log.map((e) => e.t),
    )
  )
    return { ok: false, reason: "too-even" };
  return { ok: true, result: { ...result, durationMs, endedBy } };
}
