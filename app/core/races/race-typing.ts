// The typing-test engine driven for a 180-second race. The engine ends itself 60 s after the first
// key (TEST_DURATION_MS); in a race the room's clock decides when time is up, so the engine is fed
// a clock that never reaches its own limit. Only its text-side figures are used here (words done,
// correct characters, word results); speed is measured on the room's clock.
import { testAccuracy } from "../typing/metrics";
import type { RoomClientMessage } from "./protocol";
import { applyKey, BACKSPACE, createEngine, SELECT_ALL, TEST_DURATION_MS, type EngineState, type KeyEvent } from "../typing/typing-engine";

export function createRaceEngine(text: string): EngineState {
  return createEngine(text);
}

/** One key into the engine; the time it sees stays inside its 60-second window. */
export function raceKey(state: EngineState, event: KeyEvent): EngineState {
  const ceiling = state.startedAt === null ? event.time : state.startedAt + TEST_DURATION_MS - 1;
  return applyKey(state, { ...event, time: Math.min(event.time, ceiling) });
}

/** Back to where the room says this player was (a reload): the first `words` words, typed as correct. */
export function fastForward(state: EngineState, words: number, time: number): EngineState {
  let s = state;
  const target = Math.min(words, s.words.length);
  while (s.index < target && s.status !== "finished") {
    for (const ch of s.words[s.index]) s = raceKey(s, { key: ch, time });
    if (s.index < target && s.status !== "finished") s = raceKey(s, { key: " ", time });
  }
  return s;
}

/** Words done: what the room turns into the progress percent. */
export const wordsDone = (state: EngineState) => state.index;

/** Accuracy sent on finishing: correct words over all words typed (SPEC §9 test accuracy). */
export const raceAccuracy = (state: EngineState) => testAccuracy(state.correctWords, state.errorWords);

/** The text is used up: time to send finishPlayer. */
export const isTextDone = (state: EngineState) => state.status === "finished" && state.endedBy === "text";

/**
 * What was typed for each word completed between two states of the same engine (the room judges each
 * word against its text: a report carries these). Follows the keys logged since `before` as the
 * engine did: Backspace, Ctrl+A, a space completing a word, the last word ending the text.
 */
export function wordsTypedBetween(before: EngineState, after: EngineState): string[] {
  const typed: string[] = [];
  let input = before.input;
  let selectAll = before.selectAll;
  let index = before.index;
  for (const entry of after.log.slice(before.log.length)) {
    if (entry.key === SELECT_ALL) {
      selectAll = true;
    } else if (entry.key === BACKSPACE) {
      input = selectAll ? "" : Array.from(input).slice(0, -1).join("");
      selectAll = false;
    } else if (entry.key === " ") {
      typed.push(input);
      input = "";
      selectAll = false;
      index++;
    } else {
      input = selectAll ? entry.key : input + entry.key;
      selectAll = false;
      if (index === before.words.length - 1 && input === before.words[index]) {
        typed.push(input);
        index++;
      }
    }
  }
  return typed;
}

/** What a race page keeps of its own reports: what was typed for each word (by index), and how far it got. */
export interface ReportLog {
  typed: (string | undefined)[];
  words: number;
  done: boolean;
}

/** Words a report may carry (the protocol's TypedWords). */
const REPORT_WORDS = 20;

/**
 * After a reconnect: the reports a room that came back from a crash no longer has (ADR 021). The room
 * says where it has this player (`roomWords`, `roomFinished`); the page sends what it reported since,
 * as writes of at most 20 words each, then the finish if the text is done. Nothing when the room is
 * level with the page (every ordinary reconnect).
 */
export function catchUpReports(
  roomId: string,
  roomWords: number,
  roomFinished: boolean,
  log: ReportLog,
  totalWords: number,
): Extract<RoomClientMessage, { type: "write" | "finishPlayer" }>[] {
  if (roomFinished) return [];
  const frames: Extract<RoomClientMessage, { type: "write" | "finishPlayer" }>[] = [];
  const target = log.done ? totalWords - 1 : log.words;
  // A word the page has no record of (typed before a reload) is sent as "", which the room counts as wrong.
  const typedOf = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => log.typed[from + i] ?? "");
  for (let from = roomWords; from < target; from += REPORT_WORDS) {
    const to = Math.min(target, from + REPORT_WORDS);
    frames.push({ type: "write", roomId, words: to, typed: typedOf(from, to) });
  }
  if (log.done) frames.push({ type: "finishPlayer", roomId, typed: typedOf(Math.max(roomWords, totalWords - 1), totalWords) });
  return frames;
}
