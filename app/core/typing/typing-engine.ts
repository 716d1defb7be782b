// The 60-second typing test as a pure reducer over key events (SPEC §4 "Typing test", §9).
// The browser feeds it keydown events; the server replays the recorded keystroke log through the
// very same reducer (see typing-result.ts), so both sides agree on every figure.
import { expectedScript, endsLayoutPause, isWrongLayout, textScript, type LayoutPause, type Script } from "./layout-guard";
import { cpm, testAccuracy, testWpm } from "./metrics";
import { acceptsLookAlike } from "./script-text";

export const TEST_DURATION_MS = 60_000;
/** The current word plus the next 14 (SPEC §9). */
export const VISIBLE_WORDS = 15;

export type WordResult = "correct" | "wrong";
export type EngineStatus = "idle" | "running" | "finished";

/** Log entries: a typed character (space included), "Backspace", or "SelectAll" (Ctrl/Meta+A). */
export const BACKSPACE = "Backspace";
export const SELECT_ALL = "SelectAll";

export interface Keystroke {
  key: string;
  /** What should have been typed at that moment; "" when the input was already wrong or for edits. */
  expected: string;
  /** Milliseconds since the first keystroke. */
  t: number;
}

export interface KeyEvent {
  /** KeyboardEvent.key ("а", " ", "Backspace", "Shift" …). */
  key: string;
  /** KeyboardEvent.code, used to recognise Ctrl+A on non-Latin layouts (where key is "ф"). */
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The caller's clock in milliseconds (performance.now() in the browser, log time on the server). */
  time: number;
}

export interface EngineState {
  readonly words: readonly string[];
  /** Index of the current word. */
  readonly index: number;
  readonly input: string;
  /** Ctrl/Meta+A selected the input: the next Backspace clears it, the next character replaces it. */
  readonly selectAll: boolean;
  /** One result per completed word. */
  readonly results: readonly WordResult[];
  /** Characters of correctly typed words, each with the space that completed it. */
  readonly characters: number;
  readonly correctWords: number;
  readonly errorWords: number;
  readonly status: EngineStatus;
  /** The caller's clock at the first keystroke. */
  readonly startedAt: number | null;
  /** Elapsed milliseconds when the test finished. */
  readonly finishedAt: number | null;
  /** How the test ended: the clock ran out, or the text was used up. */
  readonly endedBy: "time" | "text" | null;
  readonly log: readonly Keystroke[];
  /** The script most of the text is in (layout-guard.ts), worked out once. */
  readonly script: Script | null;
  /**
   * The caller's clock when a key of the other layout arrived (layout-guard.ts): the attempt waits and
   * its clock stands still until a key of the right script; null while typing normally.
   */
  readonly layoutPause: LayoutPause | null;
  /** Milliseconds spent waiting for the right layout, kept out of every logged time and of the clock. */
  readonly pausedMs: number;
}

export function splitWords(text: string): string[] {
  return text.split(/[\s\u00a0]+/).filter(Boolean);
}

export function createEngine(text: string): EngineState {
  return {
    words: splitWords(text),
    index: 0,
    input: "",
    selectAll: false,
    results: [],
    characters: 0,
    correctWords: 0,
    errorWords: 0,
    status: "idle",
    startedAt: null,
    finishedAt: null,
    endedBy: null,
    log: [],
    script: textScript(text),
    layoutPause: null,
    pausedMs: 0,
  };
}

const MODIFIERS = new Set(["Shift", "Control", "Alt", "AltGraph", "Meta", "OS", "CapsLock", "Fn", "FnLock", "Hyper", "Super", "NumLock", "ScrollLock", "Dead"]);

/** Milliseconds since the first keystroke (0 while idle, frozen once finished). */
export function elapsedMs(state: EngineState, now: number): number {
  if (state.finishedAt !== null) return state.finishedAt;
  if (state.startedAt === null) return 0;
  return Math.min(TEST_DURATION_MS, Math.max(0, (state.layoutPause?.at ?? now) - state.startedAt - state.pausedMs));
}

/** Ends the test when the 60 seconds are up; otherwise returns the state unchanged. */
export function tick(state: EngineState, now: number): EngineState {
  if (state.status !== "running" || state.startedAt === null || state.layoutPause !== null) return state;
  if (now - state.startedAt - state.pausedMs < TEST_DURATION_MS) return state;
  return { ...state, status: "finished", finishedAt: TEST_DURATION_MS, endedBy: "time", selectAll: false };
}

/** How much of `word` the input has typed correctly; -1 once the input is no longer its prefix. */
export function typedPrefix(word: string, input: string): number {
  return word.startsWith(input) ? input.length : -1;
}

export function isCorrectPrefix(state: EngineState): boolean {
  return typedPrefix(state.words[state.index] ?? "", state.input) >= 0;
}

function expectedNow(state: EngineState, position: number): string {
  const word = state.words[state.index] ?? "";
  if (!word.startsWith(state.input.slice(0, position))) return "";
  return word[position] ?? " ";
}

function stamp(state: EngineState, time: number): { state: EngineState; t: number } {
  if (state.startedAt === null) return { state: { ...state, status: "running", startedAt: time }, t: 0 };
  return { state, t: Math.max(0, Math.round(time - state.startedAt - state.pausedMs)) };
}

/**
 * The wrong-layout guard for one text key. `handled`: the key stops here (it starts a pause, or the
 * attempt is still waiting) and `state` is the answer. Otherwise the key goes on to the engine with
 * `state`, which, when the key ends a pause, has the waited time added to pausedMs.
 */
function guardLayout(state: EngineState, char: string, time: number): { state: EngineState; handled: boolean } {
  const expectedChar = nextChar(state);
  const script = expectedScript(expectedChar, state.words[state.index] ?? "", state.script);
  if (state.layoutPause !== null) {
    if (!endsLayoutPause(char, expectedChar, script)) return { state, handled: true };
    const waited = state.startedAt === null ? 0 : Math.max(0, time - state.layoutPause.at);
    return { state: { ...state, layoutPause: null, pausedMs: state.pausedMs + waited }, handled: false };
  }
  if (script === null || !isWrongLayout(char, script)) return { state, handled: false };
  return { state: { ...state, layoutPause: { at: time, want: script } }, handled: true };
}

function completeWord(state: EngineState, t: number, withSpace: boolean): EngineState {
  const word = state.words[state.index];
  const correct = state.input === word;
  const index = state.index + 1;
  const textUsedUp = index >= state.words.length;
  return {
    ...state,
    index,
    input: "",
    selectAll: false,
    results: [...state.results, correct ? "correct" : "wrong"],
    characters: correct ? state.characters + word.length + (withSpace ? 1 : 0) : state.characters,
    correctWords: state.correctWords + (correct ? 1 : 0),
    errorWords: state.errorWords + (correct ? 0 : 1),
    ...(textUsedUp ? { status: "finished" as const, finishedAt: t, endedBy: "text" as const } : {}),
  };
}

/** Applies one key event. Ignored keys return the very same state object. */
export function applyKey(current: EngineState, event: KeyEvent): EngineState {
  let state = tick(current, event.time);
  if (state.status === "finished") return state;
  const { key } = event;
  if (MODIFIERS.has(key)) return state;
  // Waiting for the right layout: edits and shortcuts wait too (see endsLayoutPause).
  if (state.layoutPause !== null && ([...key].length !== 1 || event.ctrlKey || event.metaKey)) return state;

  if ((event.ctrlKey || event.metaKey) && !event.altKey) {
    const isA = event.code === "KeyA" || key === "a" || key === "A";
    if (!isA || state.input === "") return state;
    const { state: s, t } = stamp(state, event.time);
    return { ...s, selectAll: true, log: [...s.log, { key: SELECT_ALL, expected: "", t }] };
  }

  if (key === BACKSPACE) {
    if (state.input === "") return state;
    const { state: s, t } = stamp(state, event.time);
    const input = s.selectAll ? "" : Array.from(s.input).slice(0, -1).join("");
    return { ...s, input, selectAll: false, log: [...s.log, { key: BACKSPACE, expected: "", t }] };
  }

  const char = key === "Spacebar" || key === "\u00a0" ? " " : key;
  // Named keys (Enter, Tab, arrows …) are not text; they also drop a pending select-all like an input does.
  if ([...char].length !== 1) return state.selectAll ? { ...state, selectAll: false } : state;

  const guarded = guardLayout(state, char, event.time);
  if (guarded.handled) return guarded.state;
  state = guarded.state;

  if (char === " ") {
    if (state.input === "") return state;
    const { state: s, t } = stamp(state, event.time);
    const logged = { ...s, log: [...s.log, { key: " ", expected: expectedNow(s, s.input.length), t }] };
    return completeWord(logged, t, true);
  }

  const { state: s, t } = stamp(state, event.time);
  const position = s.selectAll ? 0 : s.input.length;
  const word = s.words[s.index] ?? "";
  const expected = s.selectAll ? (word[0] ?? " ") : expectedNow(s, position);
  // The traditional script: an encoding that looks the same as the word's (script-text.ts LOOK_ALIKES)
  // enters the input as the word's own character. The log keeps the key as typed and, as what was
  // expected, the look-alike it accepted, so the per-key figures and missed keys count it as right.
  const lookAlike = expected !== "" && expected !== " " && acceptsLookAlike(word, position, char);
  const input = (s.selectAll ? "" : s.input) + (lookAlike ? expected : char);
  const next: EngineState = { ...s, input, selectAll: false, log: [...s.log, { key: char, expected: lookAlike ? char : expected, t }] };
  // The last word needs no space: the test ends as soon as it is typed exactly.
  const isLastWord = next.index === next.words.length - 1;
  if (isLastWord && input === next.words[next.index]) return completeWord(next, t, false);
  return next;
}

/** Indexes of the words on screen: the current word and the next 14. */
export function visibleRange(state: EngineState): { from: number; to: number } {
  return { from: state.index, to: Math.min(state.words.length, state.index + VISIBLE_WORDS) };
}

/** The character the learner should type next, or null when the input is wrong or the test is over. */
export function nextChar(state: EngineState): string | null {
  if (state.status === "finished") return null;
  const word = state.words[state.index];
  if (word === undefined || !word.startsWith(state.input)) return null;
  return word[state.input.length] ?? " ";
}

export interface TestFigures {
  wpm: number;
  cpm: number;
  accuracy: number;
  characters: number;
  correctWords: number;
  errorWords: number;
  elapsedMs: number;
}

/** The figures shown on screen and stored: WPM and CPM over the elapsed time, accuracy by words. */
export function figures(state: EngineState, now: number): TestFigures {
  const elapsed = elapsedMs(state, now);
  return {
    wpm: testWpm(state.characters, elapsed),
    cpm: cpm(state.characters, elapsed),
    accuracy: testAccuracy(state.correctWords, state.errorWords),
    characters: state.characters,
    correctWords: state.correctWords,
    errorWords: state.errorWords,
    elapsedMs: elapsed,
  };
}
