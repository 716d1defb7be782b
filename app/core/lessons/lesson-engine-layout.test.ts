// The wrong-layout guard in a lesson (typing/layout-guard.ts): Latin keys in a Mongolian lesson are
// not errors, do not move the text, do not reach the log, and the timer waits for the right layout.
import { describe, expect, it } from "vitest";
import { createLessonState, elapsedMs, liveFigures, recomputeLessonResult, typeKey, type LessonState } from "./lesson-engine";

const typeAll = (state: LessonState, keys: string, start: number, gapMs = 200) => [...keys].reduce((s, key, i) => typeKey(s, key, start + i * gapMs), state);

describe("a Mongolian lesson typed on the Latin layout", () => {
  it("counts no error, keeps the position and the timer unstarted, and waits", () => {
    const s = typeAll(createLessonState("фыва олдж"), "fsdfsdfsdf", 1_000);
    expect(s).toMatchObject({
      position: 0,
      errors: 0,
      mistakes: [],
      lastWrong: null,
      status: "ready",
      startedAt: null,
      log: [],
      layoutPause: { at: 1_000, want: "cyrillic" },
    });
  });

  it("does not fail the attempt however many Latin keys arrive", () => {
    const s = typeAll(createLessonState("фыва"), "asdfasdfasdfasdf", 0, 10);
    expect(s.status).toBe("ready");
    expect(s.errors).toBe(0);
  });

  it("stops the timer mid-lesson and goes on with the right key; the result agrees with the server", () => {
    const text = "фыва олдж";
    let s = typeAll(createLessonState(text), "фыв", 0); // 0, 200, 400
    s = typeAll(s, "ad", 600); // the pause starts at 600
    expect(s.layoutPause?.at).toBe(600);
    expect(elapsedMs(s, 40_000)).toBe(600);
    expect(liveFigures(s, 40_000).progress).toBe(33);
    s = typeAll(s, "а олдж", 30_000);
    expect(s).toMatchObject({
      status: "finished",
      errors: 0,
      position: text.length,
      pausedMs: 29_400,
    });
    expect(s.log.map(([key]) => key).join("")).toBe(text);
    expect(s.log.map(([, t]) => t)).toEqual([0, 200, 400, 600, 800, 1_000, 1_200, 1_400, 1_600]);
    const browser = elapsedMs(s, 99_999);
    expect(browser).toBe(1_600);
    expect(recomputeLessonResult(text, s.log, "review", 10)).toMatchObject({
      ok: true,
      errors: 0,
      elapsedMs: browser,
      accuracy: 100,
    });
  });

  it("takes a Cyrillic typo after the pause as one error", () => {
    let s = typeAll(createLessonState("фыва"), "ф", 0);
    s = typeAll(s, "sss", 100);
    s = typeKey(s, "ш", 2_000);
    expect(s).toMatchObject({
      position: 1,
      errors: 1,
      mistakes: [1],
      layoutPause: null,
    });
    expect(s.lastWrong).toEqual({ key: "ш", at: 2_000 });
  });

  it("guards an English lesson against Cyrillic keys", () => {
    let s = typeAll(createLessonState("asdf jkl"), "фыва", 0);
    expect(s).toMatchObject({
      position: 0,
      errors: 0,
      log: [],
      layoutPause: { at: 0, want: "latin" },
    });
    s = typeAll(s, "asdf", 5_000);
    expect(s).toMatchObject({
      position: 4,
      errors: 0,
      layoutPause: null,
      startedAt: 5_000,
    });
  });

  it("refuses a posted log that holds a key of the wrong layout", () => {
    expect(
      recomputeLessonResult(
        "фыва",
        [
          ["ф", 0],
          ["s", 300],
          ["ы", 600],
          ["в", 900],
          ["а", 1_200],
        ],
        "review",
        10,
      ),
    ).toEqual({ ok: false, problem: "invalid_log" });
  });
});
