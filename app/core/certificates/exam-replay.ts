// The certificate exam played back from its stored keystroke log (issue 16 ★): the very reducer that
// judged the exam turns the log into one frame per key, and the page shows the frame due at the
// playback clock with the WPM at that moment.
import { testWpm } from "../typing/metrics";
import { SELECT_ALL, TEST_DURATION_MS, applyKey, createEngine, type EngineState, type Keystroke, type WordResult } from "../typing/typing-engine";

export interface ReplayFrame {
  /** Milliseconds since the first key. */
  t: number;
  /** Words completed so far, and how each went. */
  results: readonly WordResult[];
  /** What stood in the input box after this key. */
  input: string;
  /** Characters of correctly typed words (with their spaces), the WPM's numerator. */
  characters: number;
}

/** One frame per logged key, in order. The engine's own minute is kept out of it, as in replayLog. */
export function replayFrames(text: string, log: readonly Keystroke[]): { words: readonly string[]; frames: ReplayFrame[] } {
  let state: EngineState = createEngine(text);
  const frames: ReplayFrame[] = [];
  for (const entry of log) {
    if (state.status === "finished") break;
    const time = Math.min(entry.t, TEST_DURATION_MS - 1);
    const event = entry.key === SELECT_ALL ? { key: "a", code: "KeyA", ctrlKey: true, time } : { key: entry.key, time };
    state = applyKey(state, event);
    frames.push({ t: entry.t, results: state.results, input: state.input, characters: state.characters });
  }
  return { words: state.words, frames };
}

/** Index of the last frame due at `clockMs` (-1 before the first key). Binary search: frames are in time order. */
export function frameAt(frames: readonly ReplayFrame[], clockMs: number): number {
  let lo = 0;
  let hi = frames.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (frames[mid].t <= clockMs) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The live WPM at the playback clock: characters of correct words so far over the time so far. */
export function liveWpm(frames: readonly ReplayFrame[], clockMs: number): number {
  const i = frameAt(frames, clockMs);
  if (i < 0) return 0;
  const end = frames[frames.length - 1].t;
  return testWpm(frames[i].characters, Math.min(clockMs, end));
}

/** The playback speeds the page offers; 1 is the exam's real pace. */
export const REPLAY_SPEEDS = [1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
