import { describe, expect, it } from "vitest";
import { cpm, lessonAccuracy, lessonWpm, rawWpm, testAccuracy, testWpm } from "./metrics";

describe("WPM", () => {
  it("is characters / 5 / minutes", () => {
    expect(rawWpm(300, 60_000)).toBe(60);
    expect(rawWpm(150, 30_000)).toBe(60);
  });
  it("is zero with zero elapsed time, negative time or no characters", () => {
    expect(rawWpm(100, 0)).toBe(0);
    expect(rawWpm(100, -5)).toBe(0);
    expect(rawWpm(100, Number.NaN)).toBe(0);
    expect(rawWpm(0, 60_000)).toBe(0);
  });
  it("rounds down in lessons and to the nearest in tests", () => {
    // 299 characters in a minute = 59.8 WPM
    expect(lessonWpm(299, 60_000)).toBe(59);
    expect(testWpm(299, 60_000)).toBe(60);
    expect(testWpm(296, 60_000)).toBe(59);
  });
});

describe("CPM", () => {
  it("is characters per minute", () => {
    expect(cpm(300, 60_000)).toBe(300);
    expect(cpm(100, 30_000)).toBe(200);
  });
  it("is zero with no time or no characters", () => {
    expect(cpm(50, 0)).toBe(0);
    expect(cpm(0, 1_000)).toBe(0);
  });
});

describe("accuracy", () => {
  it("test accuracy is typed / (typed + errors) as a whole percent", () => {
    expect(testAccuracy(9, 1)).toBe(90);
    expect(testAccuracy(2, 1)).toBe(67);
    expect(testAccuracy(10, 0)).toBe(100);
    expect(testAccuracy(0, 4)).toBe(0);
  });
  it("lesson accuracy rounds down", () => {
    expect(lessonAccuracy(2, 1)).toBe(66);
    expect(lessonAccuracy(199, 1)).toBe(99);
    expect(lessonAccuracy(100, 0)).toBe(100);
  });
  it("is zero when nothing was typed", () => {
    expect(testAccuracy(0, 0)).toBe(0);
    expect(lessonAccuracy(0, 0)).toBe(0);
  });
});
