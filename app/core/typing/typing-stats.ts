// After-test statistics from the keystroke log: WPM and misses per second, and the most-missed keys.
import { testWpm } from "./metrics";
import { BACKSPACE, SELECT_ALL, applyKey, createEngine, type Keystroke } from "./typing-engine";

export interface SecondPoint {
  /** 1-based: the point for second s covers (s-1 s, s s]. */
  second: number;
  /** WPM so far (characters of correct words up to the end of this second over the time so far). */
  wpm: number;
  /** Keys that did not match what was expected during this second. */
  errors: number;
}

/** A keystroke is a miss when something was expected and a different character was typed. */
export function isMiss(entry: Keystroke): boolean {
  return entry.expected !== "" && entry.key !== BACKSPACE && entry.key !== SELECT_ALL && entry.key !== entry.expected;
}

export function perSecondSeries(text: string, log: readonly Keystroke[], durationMs: number): SecondPoint[] {
  const seconds = Math.max(0, Math.ceil(durationMs / 1000));
  const points: SecondPoint[] = [];
  let state = createEngine(text);
  let i = 0;
  for (let second = 1; second <= seconds; second++) {
    const until = second * 1000;
    let errors = 0;
    // A key at exactly 0 ms belongs to the first second, a key at 1000 ms to the first as well.
    while (i < log.length && log[i].t <= until) {
      const entry = log[i++];
      if (isMiss(entry)) errors++;
      state =
        entry.key === SELECT_ALL
          ? applyKey(state, { key: "a", code: "KeyA", ctrlKey: true, time: entry.t })
          : applyKey(state, { key: entry.key, time: entry.t });
    }
    points.push({ second, wpm: testWpm(state.characters, Math.min(until, durationMs)), errors });
  }
  return points;
}

/** Misses per expected character, most-missed first (ties in keyboard-independent code-point order). */
export function missedKeys(log: readonly Keystroke[], limit = 10): [char: string, count: number][] {
  const counts = new Map<string, number>();
  for (const entry of log) if (isMiss(entry)) counts.set(entry.expected, (counts.get(entry.expected) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, limit);
}
