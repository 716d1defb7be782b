// The lesson typing engine (SPEC §4 Lesson): character by character, a correct key advances, a wrong
// key counts an error and stays put, a non-breaking space counts as a space, the timer starts on the
// first key, and more errors than half the text ends the attempt. Pure: the browser feeds it keys
// with its clock; the server replays the posted keystroke log through the same code.
import { endsLayoutPause, expectedScript, isWrongLayout, textScript, type LayoutPause, type Script } from "../typing/layout-guard";
import { lessonAccuracy, lessonWpm, rawWpm } from "../typing/metrics";
import { LIMITS, exceedsWpm, isTooEven } from "../typing/plausibility";
import { acceptsLookAlike } from "../typing/script-text";
import { ADVICE_RESULT, failReason, lessonScore, type FailReason, type LessonType } from "./scoring";
import { starsForScore } from "./stars";

export const NBSP = "\u00a0";
/** Boxed lessons show the text in chunks of this many characters. */
export const BOX_SIZE = 10;
/** How long the wrong key stays highlighted. */
export const ERROR_FLASH_MS = 300;
/** A log faster than this is not a person typing (plausibility.ts, shared by every mode). */
export const MAX_PLAUSIBLE_WPM = LIMITS.lesson.maxWpm;

/** One key as logged: the character and milliseconds since the first key of the attempt. */
export type Keystroke = readonly [key: string, t: number];

export type LessonStatus = "ready" | "running" | "finished" | "failed";

export interface LessonState {
  readonly text: string;
  /** Index of the next character to type. */
  readonly position: number;
  readonly errors: number;
  readonly status: LessonStatus;
  /** Caller's clock (ms) at the first key, and at the last correct key of the text. */
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  /** Positions where at least one wrong key was pressed: per-character feedback in boxed lessons. */
  readonly mistakes: readonly number[];
  /** The last wrong key and when, for the 300 ms flash and the error sound. */
  readonly lastWrong: { readonly key: string; readonly at: number } | null;
  readonly log: readonly Keystroke[];
  /**
   * The caller's clock when a key of the other layout arrived (typing/layout-guard.ts): the lesson
   * waits, its timer stands still, and such keys are neither errors nor logged; null otherwise.
   */
  readonly layoutPause: LayoutPause | null;
  /** The script most of the text is in, worked out once. */
  readonly script: Script | null;
  /** Milliseconds spent waiting for the right layout, kept out of the logged times and the timer. */
  readonly pausedMs: number;
}

const normalise = (ch: string) => (ch === NBSP ? " " : ch);

export function createLessonState(text: string): LessonState {
  return {
    text,
    position: 0,
    errors: 0,
    status: "ready",
    startedAt: null,
    finishedAt: null,
    mistakes: [],
    lastWrong: null,
    log: [],
    layoutPause: null,
    script: textScript(text),
    pausedMs: 0,
  };
}

/** More errors than this ends the attempt (half the text length). */
export function errorLimit(text: string): number {
  return Math.floor(text.length / 2);
}

/** The character the learner must type next (a non-breaking space is shown and taken as a space). */
export function expectedChar(state: LessonState): string | null {
  return state.position < state.text.length ? normalise(state.text[state.position]) : null;
}

/** Feeds one typed character. Anything that is not a single character (Shift, Backspace …) is ignored. */
export function typeKey(current: LessonState, key: string, now: number): LessonState {
  if (current.status === "finished" || current.status === "failed") return current;
  if ([...key].length !== 1) return current;
  const typed = normalise(key);
  const guarded = guardLayout(current, typed, now);
  if (guarded.layoutPause !== null) return guarded;
  const state = guarded;
  const startedAt = state.startedAt ?? now;
  const log = [...state.log, [typed, Math.max(0, now - startedAt - state.pausedMs)] as const];
  // A look-alike encoding of the expected character (typing/script-text.ts) is as good as the character.
  if (typed === expectedChar(state) || acceptsLookAlike(state.text, state.position, typed)) {
    const position = state.position + 1;
    const done = position === state.text.length;
    return { ...state, position, startedAt, log, status: done ? "finished" : "running", finishedAt: done ? now : null };
  }
  const errors = state.errors + 1;
  const mistakes = state.mistakes.includes(state.position) ? state.mistakes : [...state.mistakes, state.position];
  return {
    ...state,
    errors,
    mistakes,
    startedAt,
    log,
    lastWrong: { key: typed, at: now },
    status: errors > errorLimit(state.text) ? "failed" : "running",
  };
}

/**
 * The wrong-layout guard (typing/layout-guard.ts) for one key: a key of the other script starts a
 * pause; while paused, only a key showing the right layout ends it (the waited time then joins
 * pausedMs) and every other key returns the very same state.
 */
function guardLayout(state: LessonState, typed: string, now: number): LessonState {
  const expected = expectedChar(state);
  const script = expectedScript(expected, wordAt(state.text, state.position), state.script);
  if (state.layoutPause !== null) {
    if (!endsLayoutPause(typed, expected, script)) return state;
    const waited = state.startedAt === null ? 0 : Math.max(0, now - state.layoutPause.at);
    return { ...state, layoutPause: null, pausedMs: state.pausedMs + waited };
  }
  return script !== null && isWrongLayout(typed, script) ? { ...state, layoutPause: { at: now, want: script } } : state;
}

/** The word around a position of the text (between whitespace). */
function wordAt(text: string, position: number): string {
  let start = position;
  while (start > 0 && !/\s/.test(text[start - 1])) start--;
  let end = position;
  while (end < text.length && !/\s/.test(text[end])) end++;
  return text.slice(start, end);
}

export function elapsedMs(state: LessonState, now: number): number {
  if (state.startedAt === null) return 0;
  return Math.max(0, (state.finishedAt ?? state.layoutPause?.at ?? now) - state.startedAt - state.pausedMs);
}

/** Live figures for the lesson screen: WPM of the characters done so far and accuracy, both rounded down. */
export function liveFigures(state: LessonState, now: number): { wpm: number; accuracy: number; progress: number } {
  return {
    wpm: lessonWpm(state.position, elapsedMs(state, now)),
    accuracy: state.position + state.errors === 0 ? 100 : lessonAccuracy(state.position, state.errors),
    progress: state.text.length === 0 ? 0 : Math.floor((state.position * 100) / state.text.length),
  };
}

/** Seconds on the lesson's timer: 0 before the first key, then it starts at 1 (SPEC §4). */
export function timerSeconds(state: LessonState, now: number): number {
  return state.startedAt === null ? 0 : Math.floor(elapsedMs(state, now) / 1000) + 1;
}

export function isFlashing(state: LessonState, now: number): boolean {
  return state.lastWrong !== null && now - state.lastWrong.at < ERROR_FLASH_MS;
}

/** The text in boxes of ten characters. */
export function boxesOf(text: string): string[] {
  const boxes: string[] = [];
  for (let i = 0; i < text.length; i += BOX_SIZE) boxes.push(text.slice(i, i + BOX_SIZE));
  return boxes;
}

export function currentBox(state: LessonState): number {
  return Math.min(Math.floor(state.position / BOX_SIZE), Math.max(0, boxesOf(state.text).length - 1));
}

export type RecomputeProblem = "invalid_log" | "incomplete" | "implausible";

export type RecomputedResult =
  | { ok: false; problem: RecomputeProblem }
  | {
      ok: true;
      wpm: number;
      accuracy: number;
      errors: number;
      elapsedMs: number;
      score: number;
      stars: number;
      passed: boolean;
      failReason: FailReason | null;
    };

/**
 * What the server stores for a posted attempt: the keystroke log replayed through the engine, the
 * figures recomputed, the score from the spec's formula. A posted score is never read.
 */
export function recomputeLessonResult(text: string, keystrokeLog: readonly Keystroke[], lessonType: LessonType, targetWpm: number): RecomputedResult {
  if (lessonType === "start") {
    const { wpm, accuracy, score } = ADVICE_RESULT;
    return { ok: true, wpm, accuracy, errors: 0, elapsedMs: 0, score, stars: starsForScore(score), passed: true, failReason: null };
  }
  // A finished attempt has at most text + half the text keys; a failed one stops one key later.
  if (keystrokeLog.length > text.length + errorLimit(text) + 1) return { ok: false, problem: "invalid_log" };
  let state = createLessonState(text);
  let previous = 0;
  for (const entry of keystrokeLog) {
    const [key, t] = entry;
    if (typeof key !== "string" || !Number.isInteger(t) || t < previous) return { ok: false, problem: "invalid_log" };
    previous = t;
    state = typeKey(state, key, t);
    // The browser never logs a key of the wrong layout (typing/layout-guard.ts): such a log was not typed here.
    if (state.layoutPause !== null) return { ok: false, problem: "invalid_log" };
  }
  if (state.status === "failed") {
    const accuracy = lessonAccuracy(state.position, state.errors);
    return { ok: true, wpm: 0, accuracy, errors: state.errors, elapsedMs: elapsedMs(state, previous), score: 0, stars: 0, passed: false, failReason: "errors" };
  }
  if (state.status !== "finished") return { ok: false, problem: "incomplete" };
  const elapsed = elapsedMs(state, previous);
  // Raw WPM (every character of the text over the time): the lesson's own figure rounds it down.
  if (text.length > 1 && (elapsed <= 0 || exceedsWpm("lesson", rawWpm(text.length, elapsed)))) return { ok: false, problem: "implausible" };
  if (
    isTooEven(
      "lesson",
      rawWpm(text.length, elapsed),
      keystrokeLog.map(([, t]) => t),
    )
  )
    return { ok: false, problem: "implausible" };
  const wpm = lessonWpm(text.length, elapsed);
  const accuracy = lessonAccuracy(text.length, state.errors);
  const figures = { type: lessonType, wpm, accuracy, targetWpm };
  const score = lessonScore(figures);
  const reason = failReason(figures);
  return { ok: true, wpm, accuracy, errors: state.errors, elapsedMs: elapsed, score, stars: starsForScore(score), passed: reason === null, failReason: reason };
}
