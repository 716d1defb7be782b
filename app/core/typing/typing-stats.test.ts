import { describe, expect, it } from "vitest";
import type { Keystroke } from "./typing-engine";
import { isMiss, missedKeys, perSecondSeries } from "./typing-stats";

const k = (key: string, expected: string, t: number): Keystroke => ({ key, expected, t });

describe("isMiss", () => {
  it("is a typed character that differs from an expected one", () => {
    expect(isMiss(k("б", "а", 0))).toBe(true);
    expect(isMiss(k("а", "а", 0))).toBe(false);
    expect(isMiss(k("б", "", 0))).toBe(false); // input was already wrong
    expect(isMiss(k("Backspace", "", 0))).toBe(false);
    expect(isMiss(k("с", " ", 0))).toBe(true); // a letter where a space was due
  });
});

describe("perSecondSeries", () => {
  it("gives cumulative WPM and the misses of each second", () => {
    const log = [
      k("н", "н", 0),
      k("а", "а", 300),
      k("р", "р", 600),
      k(" ", " ", 900),
      k("с", "с", 1_200),
      k("о", "а", 1_500),
      k("Backspace", "", 1_800),
      k("а", "а", 2_100),
      k("р", "р", 2_400),
      k(" ", " ", 2_700),
    ];
    const series = perSecondSeries("нар сар гар", log, 3_000);
    expect(series).toEqual([
      { second: 1, wpm: 48, errors: 0 }, // 4 characters in 1 s = 48 WPM
      { second: 2, wpm: 24, errors: 1 },
      { second: 3, wpm: 32, errors: 0 }, // 8 characters in 3 s
    ]);
  });
  it("has one point per second of the test, even with no keys", () => {
    expect(perSecondSeries("нар", [k("н", "н", 0)], 60_000)).toHaveLength(60);
    expect(perSecondSeries("нар", [], 2_500).map((p) => p.second)).toEqual([1, 2, 3]);
  });
});

describe("missedKeys", () => {
  it("counts misses per expected character, most first", () => {
    const log = [k("б", "а", 0), k("в", "а", 1), k("с", "о", 2), k("о", "о", 3), k("x", "", 4), k("л", " ", 5), k("д", "о", 6), k("з", "а", 7)];
    expect(missedKeys(log)).toEqual([
      ["а", 3],
      ["о", 2],
      [" ", 1],
    ]);
    expect(missedKeys(log, 1)).toEqual([["а", 3]]);
  });
});
