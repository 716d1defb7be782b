import { describe, expect, it } from "vitest";
import { lessonPoints, ADVICE_RESULT, GUEST_RESULT, accuracyScore, failReason, lessonScore, speedScore } from "./scoring";

describe("speedScore = 100 × (wpm − (target − 18)) / 18, capped at 100", () => {
  it.each([
    [20, 20, 100],
    [25, 20, 100], // capped
    [11, 20, 50],
    [2, 20, 0], // exactly target − 18
    [0, 20, 0], // never below zero
    [3, 20, 100 / 18],
    [30, 30, 100],
  ])("wpm %i at target %i is %d", (wpm, target, score) => {
    expect(speedScore(wpm, target)).toBeCloseTo(score, 10);
  });
});

describe("accuracyScore", () => {
  it.each([
    [80, 0], // exactly 80 earns nothing
    [81, 5],
    [90, 50],
    [100, 100],
    [79, 0],
  ])("accuracy %i scores %d", (accuracy, score) => {
    expect(accuracyScore(accuracy, "review")).toBe(score);
    expect(accuracyScore(accuracy, "intro")).toBe(score);
    expect(accuracyScore(accuracy, "hold")).toBe(score);
  });

  it.each([
    [70, 0], // exactly 70 earns nothing in a boxed lesson
    [71, 100 / 30],
    [85, 50],
    [100, 100],
  ])("boxed accuracy %i scores %d", (accuracy, score) => {
    expect(accuracyScore(accuracy, "boxed")).toBeCloseTo(score, 10);
  });
});

describe("pass rule", () => {
  const target = 20;
  it("fails on accuracy exactly 80 and passes on 81", () => {
    expect(failReason({ type: "review", wpm: 30, accuracy: 80, targetWpm: target })).toBe("errors");
    expect(failReason({ type: "review", wpm: 30, accuracy: 81, targetWpm: target })).toBeNull();
  });

  it("fails on wpm exactly target − 18 and passes one above", () => {
    expect(failReason({ type: "review", wpm: 2, accuracy: 95, targetWpm: target })).toBe("slow");
    expect(failReason({ type: "review", wpm: 3, accuracy: 95, targetWpm: target })).toBeNull();
    expect(failReason({ type: "hold", wpm: 2, accuracy: 95, targetWpm: target })).toBe("slow");
  });

  it("uses 70 for boxed lessons", () => {
    expect(failReason({ type: "boxed", wpm: 30, accuracy: 70, targetWpm: target })).toBe("errors");
    expect(failReason({ type: "boxed", wpm: 30, accuracy: 71, targetWpm: target })).toBeNull();
    expect(failReason({ type: "boxed", wpm: 2, accuracy: 71, targetWpm: target })).toBe("slow");
  });

  it("names too many errors first when both fail", () => {
    expect(failReason({ type: "review", wpm: 0, accuracy: 50, targetWpm: target })).toBe("errors");
  });

  it("has no speed bar for intro lessons and cannot fail an advice lesson", () => {
    expect(failReason({ type: "intro", wpm: 0, accuracy: 81, targetWpm: target })).toBeNull();
    expect(failReason({ type: "intro", wpm: 50, accuracy: 80, targetWpm: target })).toBe("errors");
    expect(failReason({ type: "start", wpm: 0, accuracy: 0, targetWpm: target })).toBeNull();
  });
});

describe("lessonScore", () => {
  it("sums speed and accuracy scores, rounded down to whole points", () => {
    expect(lessonScore({ type: "review", wpm: 20, accuracy: 100, targetWpm: 20 })).toBe(200);
    expect(lessonScore({ type: "review", wpm: 11, accuracy: 90, targetWpm: 20 })).toBe(100);
    expect(lessonScore({ type: "review", wpm: 3, accuracy: 87, targetWpm: 20 })).toBe(40); // 5.56 + 35
    expect(lessonScore({ type: "hold", wpm: 3, accuracy: 95, targetWpm: 20 })).toBe(80); // 5.56 + 75
    expect(lessonScore({ type: "review", wpm: 27, accuracy: 94, targetWpm: 36 })).toBe(120); // 50 + 70
    expect(lessonScore({ type: "review", wpm: 40, accuracy: 92, targetWpm: 36 })).toBe(160); // 100 + 60
  });

  it("gives intro lessons a base of 100 plus the accuracy bonus", () => {
    expect(lessonScore({ type: "intro", wpm: 1, accuracy: 90, targetWpm: 20 })).toBe(150);
    expect(lessonScore({ type: "intro", wpm: 60, accuracy: 100, targetWpm: 20 })).toBe(200);
    expect(lessonScore({ type: "intro", wpm: 60, accuracy: 80, targetWpm: 20 })).toBe(0);
  });

  it("scores boxed accuracy on the 70 / 30 scale", () => {
    expect(lessonScore({ type: "boxed", wpm: 20, accuracy: 85, targetWpm: 20 })).toBe(150);
  });

  it("scores 0 for a lesson that does not pass", () => {
    expect(lessonScore({ type: "review", wpm: 2, accuracy: 100, targetWpm: 20 })).toBe(0);
    expect(lessonScore({ type: "review", wpm: 40, accuracy: 80, targetWpm: 20 })).toBe(0);
  });

  it("gives the advice lesson its fixed 200 (sent as 30 / 100 / 200)", () => {
    expect(lessonScore({ type: "start", wpm: 0, accuracy: 0, targetWpm: 20 })).toBe(200);
    expect(ADVICE_RESULT).toEqual({ wpm: 30, accuracy: 100, score: 200 });
    expect(GUEST_RESULT).toEqual({ score: 100, accuracy: 100, wpm: 30 });
  });
});

describe("lessonPoints: a passed lesson pays 50–200 by its score (SPEC §1, §9)", () => {
  it("pays 50 for the narrowest pass, 200 for a perfect one and nothing for a fail", () => {
    expect(lessonPoints(0, true)).toBe(50);
    expect(lessonPoints(1, true)).toBe(50);
    expect(lessonPoints(100, true)).toBe(125);
    expect(lessonPoints(200, true)).toBe(200);
    expect(lessonPoints(150, false)).toBe(0);
  });

  it("stays within 50–200 and never falls as the score rises", () => {
    let before = lessonPoints(0, true);
    for (let score = 0; score <= 200; score += 1) {
      const points = lessonPoints(score, true);
      expect(points).toBeGreaterThanOrEqual(Math.max(50, before));
      expect(points).toBeLessThanOrEqual(200);
      before = points;
    }
  });

  it("pays the advice lesson's fixed 200", () => {
    expect(lessonPoints(lessonScore({ type: "start", wpm: 30, accuracy: 100, targetWpm: 30 }), true)).toBe(200);
  });
});
