import { describe, expect, it } from "vitest";
import { pressesOfLessonLog } from "../lessons/lesson-presses";
import {
  EMPTY_TIMING,
  MAX_PRESS_MS,
  accuracyOf,
  addSample,
  codeOf,
  keyDeltas,
  mergeKeyStat,
  mergeKeyStats,
  mergeTiming,
  pressesOfTestLog,
  spreadMs,
  topConfusions,
  weakestKeys,
  heatLevel,
  type KeyStat,
  type Timing,
} from "./key-stats";
import type { Keystroke } from "./typing-engine";

const k = (key: string, expected: string, t: number): Keystroke => ({ key, expected, t });
const samples = (xs: number[]): Timing => xs.reduce(addSample, EMPTY_TIMING);

function naive(xs: number[]) {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

describe("Welford timing", () => {
  it("gives the same mean and spread as the two-pass formula", () => {
    const xs = [180, 220, 150, 400, 260, 199, 310];
    const t = samples(xs);
    const { mean, sd } = naive(xs);
    expect(t.n).toBe(7);
    expect(t.mean).toBeCloseTo(mean, 9);
    expect(spreadMs(t)).toBeCloseTo(sd, 9);
  });

  it("merging two runs equals one run over all samples, in either order", () => {
    const a = [120, 340, 210];
    const b = [500, 90, 260, 275, 130];
    const whole = samples([...a, ...b]);
    for (const merged of [mergeTiming(samples(a), samples(b)), mergeTiming(samples(b), samples(a))]) {
      expect(merged.n).toBe(whole.n);
      expect(merged.mean).toBeCloseTo(whole.mean, 9);
      expect(merged.m2).toBeCloseTo(whole.m2, 6);
    }
    expect(mergeTiming(EMPTY_TIMING, EMPTY_TIMING)).toEqual(EMPTY_TIMING);
    expect(mergeTiming(EMPTY_TIMING, samples(a))).toEqual(samples(a));
  });

  it("has no spread with fewer than two samples", () => {
    expect(spreadMs(samples([300]))).toBe(0);
  });
});

describe("codeOf", () => {
  it("maps capitals, Shift symbols and both Mongolian number rows to the physical key", () => {
    expect(codeOf("mn", "а")).toBe("KeyG");
    expect(codeOf("mn", "А")).toBe("KeyG");
    expect(codeOf("mn", "1")).toBe("Digit1");
    expect(codeOf("mn", "№")).toBe("Digit1");
    expect(codeOf("mn", " ")).toBe("Space");
    expect(codeOf("en", "Q")).toBe("KeyQ");
    expect(codeOf("en", "?")).toBe("Slash");
    expect(codeOf("mn", "q")).toBeNull();
    expect(codeOf("en", "ж")).toBeNull();
  });
});

describe("keyDeltas from a typing-test log", () => {
  // "нар сар": н, а, р, space, then с mistyped as ы, Backspace, с, а (late), р.
  const log = [
    k("н", "н", 0),
    k("а", "а", 200),
    k("р", "р", 400),
    k(" ", " ", 600),
    k("ы", "с", 800),
    k("Backspace", "", 1_000),
    k("с", "с", 1_250),
    k("а", "а", 1_250 + MAX_PRESS_MS + 1),
    k("р", "р", 1_250 + MAX_PRESS_MS + 151),
  ];
  const deltas = keyDeltas("mn", pressesOfTestLog(log));
  const byCode = Object.fromEntries(deltas.map((d) => [d.code, d]));

  it("counts hits and misses per physical key and what was pressed instead", () => {
    expect(deltas.map((d) => d.code)).toEqual(["KeyG", "KeyJ", "KeyV", "KeyY", "Space"]);
    expect(byCode.KeyV).toMatchObject({ hits: 1, misses: 1, confusions: { ы: 1 } });
    expect(byCode.KeyG).toMatchObject({ hits: 2, misses: 0, confusions: {} });
    expect(byCode.KeyJ.hits).toBe(2);
  });

  it("times a hit from the key before it (an edit included), skipping the first key and pauses", () => {
    expect(byCode.KeyY.timing.n).toBe(0); // the very first key has no time
    expect(byCode.KeyV.timing).toEqual({ n: 1, mean: 250, m2: 0 }); // after the Backspace
    expect(byCode.KeyG.timing).toEqual({ n: 1, mean: 200, m2: 0 }); // the pause was left out
    expect(byCode.KeyJ.timing.n).toBe(2);
    expect(byCode.KeyJ.timing.mean).toBe(175);
  });

  it("leaves out keys typed while the input was already wrong and characters the layout lacks", () => {
    const deltas2 = keyDeltas("mn", pressesOfTestLog([k("ы", "н", 0), k("ы", "", 100), k("—", "—", 200)]));
    expect(deltas2).toEqual([{ code: "KeyY", hits: 0, misses: 1, timing: EMPTY_TIMING, confusions: { ы: 1 } }]);
  });
});

describe("keyDeltas from a lesson log", () => {
  it("replays the lesson so a wrong key is a miss on the character that was due", () => {
    const presses = pressesOfLessonLog("фыв", [
      ["ф", 0],
      ["а", 300],
      ["ы", 500],
      ["в", 700],
    ]);
    expect(presses).toEqual([
      { pressed: "ф", expected: "ф", sinceMs: null },
      { pressed: "а", expected: "ы", sinceMs: 300 },
      { pressed: "ы", expected: "ы", sinceMs: 200 },
      { pressed: "в", expected: "в", sinceMs: 200 },
    ]);
    const deltas = keyDeltas("mn", presses);
    expect(deltas.find((d) => d.code === "KeyS")).toMatchObject({ hits: 1, misses: 1, confusions: { а: 1 } });
  });
});

describe("merging rows", () => {
  const row: KeyStat = { code: "KeyG", hits: 10, misses: 2, timing: samples([200, 220]), confusions: { о: 2 } };
  const delta: KeyStat = { code: "KeyG", hits: 3, misses: 2, timing: samples([260]), confusions: { о: 1, х: 1 } };

  it("adds counts and confusions and merges timing", () => {
    const merged = mergeKeyStat(row, delta);
    expect(merged).toMatchObject({ hits: 13, misses: 4, confusions: { о: 3, х: 1 } });
    expect(merged.timing.n).toBe(3);
    expect(merged.timing.mean).toBeCloseTo(680 / 3, 9);
    expect(row.confusions).toEqual({ о: 2 }); // inputs untouched
  });

  it("keeps rows of other keys and adds new ones", () => {
    const other: KeyStat = { code: "KeyA", hits: 1, misses: 0, timing: EMPTY_TIMING, confusions: {} };
    expect(mergeKeyStats([row], [other, delta]).map((r) => [r.code, r.hits])).toEqual([
      ["KeyA", 1],
      ["KeyG", 13],
    ]);
  });

  it("names the most frequent confusions first and figures accuracy", () => {
    expect(topConfusions({ а: 1, о: 5, х: 5, у: 2 }, 3)).toEqual([
      { pressed: "о", count: 5 },
      { pressed: "х", count: 5 },
      { pressed: "у", count: 2 },
    ]);
    expect(accuracyOf({ hits: 0, misses: 0 })).toBeNull();
    expect(accuracyOf({ hits: 9, misses: 1 })).toBe(90);
  });
});

describe("weakestKeys", () => {
  const stat = (code: string, hits: number, misses: number, means: number[] = []): KeyStat => ({ code, hits, misses, timing: samples(means), confusions: {} });
  it("puts often-missed keys first, then slow ones, and ignores keys seldom typed and the space bar", () => {
    const stats = [
      stat("KeyA", 50, 0, [200, 200, 200]),
      stat("KeyB", 40, 10, [200, 210]),
      stat("KeyC", 45, 5, [210, 200]),
      stat("KeyD", 50, 0, [250, 250]),
      stat("KeyE", 1, 3),
      stat("Space", 10, 10),
    ];
    expect(weakestKeys(stats, 3).map((s) => s.code)).toEqual(["KeyB", "KeyC", "KeyD"]);
  });
});

describe("heatLevel", () => {
  const s = (hits: number, misses: number, means: number[] = []): KeyStat => ({ code: "KeyA", hits, misses, timing: samples(means), confusions: {} });
  it("bands accuracy and speed, and has no colour without figures", () => {
    expect(heatLevel(undefined, "accuracy")).toBe("none");
    expect(heatLevel(s(97, 3), "accuracy")).toBe("good");
    expect(heatLevel(s(90, 10), "accuracy")).toBe("fair");
    expect(heatLevel(s(8, 2), "accuracy")).toBe("poor");
    expect(heatLevel(s(5, 0), "speed")).toBe("none");
    expect(heatLevel(s(5, 0, [200, 300]), "speed")).toBe("good");
    expect(heatLevel(s(5, 0, [400]), "speed")).toBe("fair");
    expect(heatLevel(s(5, 0, [401]), "speed")).toBe("poor");
  });
});
