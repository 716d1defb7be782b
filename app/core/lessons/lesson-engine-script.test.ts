// The lesson engine on traditional-script text (issue 32): code points in the canonical encoding, the
// invisible MVS and FVS typed as keys, NNBSP accepted for a particle's MVS, Cyrillic and Latin keys
// paused by the layout guard, and the server's replay agreeing with the browser.
import { describe, expect, it } from "vitest";
import { MONG_STANDARD } from "../typing/layouts";
import { charForCode } from "../typing/built-in-keyboard";
import { createLessonState, recomputeLessonResult, typeKey, type LessonState } from "./lesson-engine";

const ANAGA = "\u1820\u1828\u1820\u182d\u180e\u1820"; // a n a g mvs a
const UULACHA = "\u1824\u1824\u182f\u180e\u1820\u1834\u1820"; // u u l mvs a ch a
const KINO = "\u183a\u1822\u1828\u1823\u180b"; // k2 i n o fvs1
const TEXT = `${ANAGA} ${UULACHA} ${KINO}`;

const typeAll = (state: LessonState, keys: string, start: number, gapMs = 250) => [...keys].reduce((s, key, i) => typeKey(s, key, start + i * gapMs), state);

describe("a traditional-script lesson", () => {
  it("finishes with no error when every code point is typed, MVS and FVS1 included", () => {
    const s = typeAll(createLessonState(TEXT), TEXT, 0);
    expect(s).toMatchObject({ status: "finished", errors: 0, position: TEXT.length });
    const result = recomputeLessonResult(TEXT, s.log, "review", 5);
    expect(result).toMatchObject({ ok: true, errors: 0, accuracy: 100 });
  });

  it("counts a missing FVS as an error: the next letter is not the FVS", () => {
    const s = typeAll(createLessonState(KINO), "\u183a\u1822\u1828\u1823 ", 0);
    expect(s.errors).toBe(1);
    expect(s.status).toBe("running");
  });

  it("accepts NNBSP for the particle's MVS, but not for the chachlag's", () => {
    const particle = typeAll(createLessonState(UULACHA), UULACHA.replace("\u180e", "\u202f"), 0);
    expect(particle).toMatchObject({ status: "finished", errors: 0 });
    expect(recomputeLessonResult(UULACHA, particle.log, "review", 5)).toMatchObject({ ok: true, errors: 0 });
    // The NNBSP is wrong there, and so is the ᠠ after it: the text waits at the MVS.
    const chachlag = typeAll(createLessonState(ANAGA), ANAGA.replace("\u180e", "\u202f"), 0);
    expect(chachlag).toMatchObject({ errors: 2, position: 4, status: "running" });
  });

  it("pauses on Cyrillic or Latin keys without an error or a log entry", () => {
    let s = typeAll(createLessonState(TEXT), "\u1820", 0);
    s = typeAll(s, "фa", 500);
    expect(s).toMatchObject({ position: 1, errors: 0, layoutPause: { want: "mongolian" } });
    expect(s.log).toHaveLength(1);
    s = typeKey(s, "\u1828", 2_000);
    expect(s).toMatchObject({ position: 2, layoutPause: null, pausedMs: 1_500 });
  });

  it("takes the built-in keyboard's keys exactly like the installed layout's", () => {
    // ᠠᠨᠠᠭ + MVS + ᠠ on kbdmonst: A N A G Shift+Minus A.
    const presses: [string, boolean][] = [
      ["KeyA", false],
      ["KeyN", false],
      ["KeyA", false],
      ["KeyG", false],
      ["Minus", true],
      ["KeyA", false],
    ];
    const keys = presses.map(([code, shift]) => charForCode(MONG_STANDARD, code, shift) ?? "");
    const s = typeAll(createLessonState(ANAGA), keys.join(""), 0);
    expect(s).toMatchObject({ status: "finished", errors: 0 });
  });
});
