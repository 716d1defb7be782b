// The typing engine's keystroke log as it travels and as the server replays it: typing tests,
// prize races and the certificate exam all post this log, and the server recomputes every figure
// from it with the very reducer the browser used.
import { z } from "zod";
import { BACKSPACE, SELECT_ALL, TEST_DURATION_MS, applyKey, createEngine, type EngineState, type KeyEvent, type Keystroke } from "./typing-engine";

/** A typing test's log: 60 s at the key-rate limit, plus slack. */
export const MAX_LOG_ENTRIES = 2_000;

/** One logged key on the wire (typing-engine's Keystroke). */
export const KeystrokeSchema = z.object({
  key: z.string().min(1).max(16),
  expected: z.string().max(4),
  t: z.number().int().min(0).max(120_000),
});

/** Every key is a character, Backspace or SelectAll; times are whole ms from 0, never going back, at most maxT. */
export function isWellFormedLog(log: unknown, maxEntries: number, maxT: number): log is Keystroke[] {
  if (!Array.isArray(log) || log.length > maxEntries) return false;
  let previousT = 0;
  for (const entry of log as Keystroke[]) {
    if (typeof entry?.key !== "string" || typeof entry.expected !== "string" || typeof entry.t !== "number") return false;
    if (!Number.isInteger(entry.t) || entry.t < previousT || entry.t > maxT) return false;
    if (!(entry.key === BACKSPACE || entry.key === SELECT_ALL || [...entry.key].length === 1)) return false;
    previousT = entry.t;
  }
  return log.length === 0 || (log as Keystroke[])[0].t === 0;
}

const toEvent = (entry: Keystroke, time: number): KeyEvent =>
  entry.key === SELECT_ALL ? { key: "a", code: "KeyA", ctrlKey: true, time } : { key: entry.key, time };

/**
 * Replays a log through the engine. `untimed` keeps the engine's own 60-second clock out of it (a
 * prize race or an exam may last longer): only the text-side figures of the result are then used,
 * and the duration is the log's own.
 */
export function replayLog(text: string, log: readonly Keystroke[], untimed = false): EngineState {
  let state = createEngine(text);
  for (const entry of log) {
    if (state.status === "finished") break;
    state = applyKey(state, toEvent(entry, untimed ? Math.min(entry.t, TEST_DURATION_MS - 1) : entry.t));
  }
  return state;
}

/**
 * One key of a timed attempt longer than the engine's minute (prize race, exam): the engine sees a
 * clock that never reaches its own limit, and the log keeps the real milliseconds since the first key,
 * which is what the server judges.
 */
export function attemptKey(state: EngineState, event: KeyEvent): EngineState {
  const ceiling = state.startedAt === null ? event.time : state.startedAt + TEST_DURATION_MS - 1;
  const next = applyKey(state, { ...event, time: Math.min(event.time, ceiling) });
  if (next.log.length === state.log.length || next.startedAt === null) return next;
  const last = next.log[next.log.length - 1];
  const t = Math.max(0, Math.round(event.time - next.startedAt));
  return { ...next, log: [...next.log.slice(0, -1), { ...last, t }], finishedAt: next.finishedAt === null ? null : t };
}
