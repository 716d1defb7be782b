// The traditional script's per-key rows and weak-key practice (issue 32): the same functions, the
// script's keyboard as a parameter.
import { describe, expect, it } from "vitest";
import { KEY_STATS_LAYOUTS, codeOf, keyDeltas, layoutOfStats } from "./key-stats";
import { statsCodes } from "./key-stats-api";
import { MONG_STANDARD } from "./layouts";
import { generateExercise, practiceWords } from "./practice";

describe("key statistics on the script's keyboard", () => {
  it("is a layout of its own, on the Standard layout's keys", () => {
    expect(KEY_STATS_LAYOUTS).toContain("mn-Mong");
    expect(layoutOfStats("mn-Mong")).toBe(MONG_STANDARD);
    expect(codeOf("mn-Mong", "ᠠ")).toBe("KeyA");
    // C is one of the keys where the two Windows layouts differ: the Standard one's key counts.
    expect(codeOf("mn-Mong", "ᠴ")).toBe("KeyC");
    // A sign only the older layout has is counted on its own key there.
    expect(codeOf("mn-Mong", "—")).toBe("Digit4");
    expect(codeOf("mn-Mong", "ф")).toBeNull();
    expect(statsCodes("mn-Mong").has("Minus")).toBe(true);
  });

  it("folds presses of letters and invisible keys, misses with what was pressed", () => {
    const deltas = keyDeltas("mn-Mong", [
      { pressed: "ᠠ", expected: "ᠠ", sinceMs: null },
      { pressed: "\u180e", expected: "\u180e", sinceMs: 300 },
      { pressed: "ᠡ", expected: "ᠠ", sinceMs: 250 },
    ]);
    expect(deltas).toEqual([
      { code: "KeyA", hits: 1, misses: 1, timing: { n: 0, mean: 0, m2: 0 }, confusions: { ᠡ: 1 } },
      { code: codeOf("mn-Mong", "\u180e"), hits: 1, misses: 0, timing: { n: 1, mean: 300, m2: 0 }, confusions: {} },
    ]);
  });

  it("practises with script words only (MVS inside a word kept), aimed at the weak key", () => {
    const words = practiceWords("mn-Mong", "ᠠᠮᠪᠠ\nᠭᠡᠷ\u180eᠢᠶᠠᠷ\nамба\nᠠ\nᠡᠪ");
    expect(words).toEqual(["ᠠᠮᠪᠠ", "ᠭᠡᠷ\u180eᠢᠶᠠᠷ", "ᠡᠪ"]);
    const weakB = { code: codeOf("mn-Mong", "ᠪ")!, hits: 2, misses: 8, timing: { n: 0, mean: 0, m2: 0 }, confusions: {} };
    const exercise = generateExercise("mn-Mong", words, [weakB], 7, 30);
    expect(exercise.targets).toEqual([weakB.code]);
    expect(exercise.text.split(" ").filter((w) => w.includes("ᠪ")).length).toBeGreaterThan(15);
  });
});
