// A lesson's keystroke log ([key, t] pairs) as per-key presses (issue 19 §3): the log is replayed
// through the lesson engine so each press knows the character that was due at that moment.
import type { Press } from "../typing/key-stats";
import { createLessonState, expectedChar, typeKey, type Keystroke } from "./lesson-engine";

export function pressesOfLessonLog(text: string, log: readonly Keystroke[]): Press[] {
  const presses: Press[] = [];
  let state = createLessonState(text);
  let previous: number | null = null;
  for (const [key, t] of log) {
    const expected = expectedChar(state);
    const before = state;
    state = typeKey(state, key, t);
    if (state === before || expected === null) continue;
    presses.push({ pressed: key, expected, sinceMs: previous === null ? null : t - previous });
    previous = t;
  }
  return presses;
}
