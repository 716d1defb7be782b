import { describe, expect, it } from "vitest";
import {
  BOX_SIZE,
  NBSP,
  boxesOf,
  createLessonState,
  currentBox,
  errorLimit,
  expectedChar,
  isFlashing,
  liveFigures,
  timerSeconds,
  recomputeLessonResult,
  typeKey,
  type Keystroke,
  type LessonState,
} from "./lesson-engine";

const typeAll = (state: LessonState, keys: string, start: number, gapMs: number) => [...keys].reduce((s, key, i) => typeKey(s, key, start + i * gapMs), state);

/** A log that types `text` perfectly, one key every `gapMs`. */
const perfectLog = (text: string, gapMs: number): Keystroke[] => [...text].map((key, i) => [key, i * gapMs] as const);

describe("typeKey", () => {
  it("advances on the right character and counts a wrong one without moving", () => {
    let s = createLessonState("ор");
    s = typeKey(s, "о", 1000);
    expect(s.position).toBe(1);
    s = typeKey(s, "ш", 1100);
    expect(s).toMatchObject({ position: 1, errors: 1, mistakes: [1], status: "running" });
    expect(s.lastWrong).toEqual({ key: "ш", at: 1100 });
    s = typeKey(s, "р", 1200);
    expect(s).toMatchObject({ position: 2, status: "finished", finishedAt: 1200 });
    expect(typeKey(s, "р", 1300)).toBe(s); // finished: further keys change nothing
  });

  it("starts the timer on the first key, right or wrong", () => {
    let s = createLessonState("бол");
    expect(s.startedAt).toBeNull();
    expect(liveFigures(s, 5000)).toEqual({ wpm: 0, accuracy: 100, progress: 0 });
    s = typeKey(s, "ш", 5000);
    expect(s.startedAt).toBe(5000);
    s = typeKey(s, "б", 5400);
    expect(s.log).toEqual([
      ["ш", 0],
      ["б", 400],
    ]);
  });

  it("takes a non-breaking space as a space, typed or in the text", () => {
    let s = createLessonState("ө р");
    s = typeKey(s, "ө", 0);
    s = typeKey(s, NBSP, 100);
    expect(s.position).toBe(2);
    const t = typeKey(createLessonState(`ө${NBSP}`), "ө", 0);
    expect(expectedChar(t)).toBe(" ");
    expect(typeKey(t, " ", 10).status).toBe("finished");
  });

  it("ignores keys that are not one character", () => {
    const s = createLessonState("а");
    expect(typeKey(s, "Shift", 0)).toBe(s);
    expect(typeKey(s, "Backspace", 0)).toBe(s);
    expect(typeKey(s, "", 0)).toBe(s);
  });

  it("fails the attempt at more errors than half the text length", () => {
    const text = "бороо бол"; // 9 characters: limit 4
    expect(errorLimit(text)).toBe(4);
    let s = createLessonState(text);
    for (let i = 0; i < 4; i++) s = typeKey(s, "ш", i);
    expect(s.status).toBe("running");
    s = typeKey(s, "ш", 10);
    expect(s.status).toBe("failed");
    expect(typeKey(s, "б", 20)).toBe(s);
  });

  it("flashes the wrong key for 300 ms", () => {
    const s = typeKey(createLessonState("а"), "б", 1000);
    expect(isFlashing(s, 1299)).toBe(true);
    expect(isFlashing(s, 1300)).toBe(false);
  });

  it("reports live wpm, accuracy and progress rounded down", () => {
    let s = createLessonState("ааааа ааааа"); // 11 characters
    s = typeAll(s, "ааааа ааааа", 0, 1000); // 10 s from first to last key
    expect(liveFigures(s, 99_999)).toEqual({ wpm: 13, accuracy: 100, progress: 100 }); // 11/5/(10/60) = 13.2
  });
});

describe("boxes", () => {
  it("cuts the text into chunks of ten characters", () => {
    expect(BOX_SIZE).toBe(10);
    const text = "өрөө өөрөө бороо бол дор";
    expect(boxesOf(text)).toEqual(["өрөө өөрөө", " бороо бол", " дор"]);
    let s = createLessonState(text);
    expect(currentBox(s)).toBe(0);
    s = typeAll(s, text.slice(0, 10), 0, 100);
    expect(currentBox(s)).toBe(1);
    s = typeAll(s, text.slice(10), 2000, 100);
    expect(currentBox(s)).toBe(2);
  });
});

describe("recomputeLessonResult", () => {
  const text = "ааааа ааааа ааааа ааааа ааааа ааааа ааааа ааааа ааааа ааааа"; // 59 characters

  it("recomputes wpm, accuracy and score from the log alone", () => {
    // 59 characters, 58 gaps of 200 ms = 11.6 s: 59 / 5 / (11.6 / 60) = 61.03 → 61 wpm.
    const result = recomputeLessonResult(text, perfectLog(text, 200), "review", 30);
    expect(result).toEqual({ ok: true, wpm: 61, accuracy: 100, errors: 0, elapsedMs: 11_600, score: 200, stars: 5, passed: true, failReason: null });
  });

  it("counts wrong keys in accuracy and uses the boxed scale for boxed lessons", () => {
    const log: Keystroke[] = [...perfectLog(text, 500)];
    // Ten wrong keys before the last character: accuracy 59 / 69 = 85 %.
    const wrong: Keystroke[] = Array.from({ length: 10 }, (_, i) => ["б", 28_900 + i] as const);
    const withErrors = [...log.slice(0, -1), ...wrong, log[log.length - 1]];
    const boxed = recomputeLessonResult(text, withErrors, "boxed", 20);
    expect(boxed).toMatchObject({ ok: true, errors: 10, accuracy: 85, wpm: 24, passed: true });
    if (boxed.ok) expect(boxed.score).toBe(150); // speed 100 + boxed accuracy 50
    const review = recomputeLessonResult(text, withErrors, "review", 20);
    expect(review).toMatchObject({ ok: true, accuracy: 85, score: 125 }); // 100 + 25
  });

  it("scores a slow attempt 0 with the reason", () => {
    const result = recomputeLessonResult(
      "ор",
      [
        ["о", 0],
        ["р", 60_000],
      ],
      "review",
      20,
    );
    expect(result).toMatchObject({ ok: true, wpm: 0, score: 0, stars: 0, passed: false, failReason: "slow" });
  });

  it("reports an attempt that hit the error limit as failed on errors", () => {
    const log: Keystroke[] = Array.from({ length: 6 }, (_, i) => ["ш", i * 100] as const);
    expect(recomputeLessonResult("өрөө бол", log, "review", 20)).toMatchObject({ ok: true, passed: false, failReason: "errors", score: 0 });
  });

  it("refuses incomplete, disordered, oversized and superhuman logs", () => {
    expect(recomputeLessonResult(text, perfectLog(text, 200).slice(0, -1), "review", 30)).toEqual({ ok: false, problem: "incomplete" });
    const disordered = perfectLog(text, 200);
    disordered[5] = ["а", 10];
    expect(recomputeLessonResult(text, disordered, "review", 30)).toEqual({ ok: false, problem: "invalid_log" });
    const oversized: Keystroke[] = Array.from({ length: 200 }, (_, i) => ["а", i] as const);
    expect(recomputeLessonResult(text, oversized, "review", 30)).toEqual({ ok: false, problem: "invalid_log" });
    expect(recomputeLessonResult(text, perfectLog(text, 10), "review", 30)).toEqual({ ok: false, problem: "implausible" });
    expect(recomputeLessonResult(text, [["а", 1.5]], "review", 30)).toEqual({ ok: false, problem: "invalid_log" });
  });

  it("refuses a metronome above 130 WPM and accepts the same speed typed unevenly (ADR 012)", () => {
    // 70 ms a key: 59 characters in 4.06 s = 174 WPM.
    expect(recomputeLessonResult(text, perfectLog(text, 70), "review", 30)).toEqual({ ok: false, problem: "implausible" });
    const gaps = [55, 90, 40, 100, 70, 62, 85, 48, 95, 65];
    let t = 0;
    const uneven: Keystroke[] = [...text].map((key, i) => [key, i === 0 ? 0 : (t += gaps[i % gaps.length])] as const);
    expect(recomputeLessonResult(text, uneven, "review", 30)).toMatchObject({ ok: true, wpm: 171 });
  });

  it("gives the advice lesson its fixed 30 / 100 / 200 without a log", () => {
    expect(recomputeLessonResult("…", [], "start", 20)).toMatchObject({ ok: true, wpm: 30, accuracy: 100, score: 200, stars: 5, passed: true });
  });
});

describe("timerSeconds", () => {
  it("shows 0 before the first key, then starts at 1 and counts whole seconds", () => {
    const ready = createLessonState("өр");
    expect(timerSeconds(ready, 5000)).toBe(0);
    const running = typeKey(ready, "ө", 1000);
    expect(timerSeconds(running, 1000)).toBe(1);
    expect(timerSeconds(running, 1999)).toBe(1);
    expect(timerSeconds(running, 2000)).toBe(2);
  });
});
