import { describe, expect, it } from "vitest";
import {
  assignmentProgress,
  assignmentStatus,
  classLessonCap,
  firstUnfinishedLevel,
  progressPercentOf,
  type AssignmentRef,
  type StudentResults,
} from "./assignment-progress";

const given = 1_000_000;
const base: AssignmentRef = {
  id: 1,
  kind: "lessons",
  lessonFrom: 1,
  lessonTo: 4,
  targetStars: 2,
  targetWpm: null,
  targetAccuracy: null,
  keys: null,
  dueAt: given + 100_000,
  createdAt: given,
};
const none: StudentResults = { lessons: [], tests: [], keys: [] };
const lesson = (level: number, bestScore: number, bestWpm = 30, bestAccuracy = 95) => ({ level, bestScore, bestWpm, bestAccuracy });

describe("lessons", () => {
  it("counts lessons of the range whose best meets the star target", () => {
    // 41 points is two stars, 40 one; level 5 is outside the range.
    const results = { ...none, lessons: [lesson(1, 41), lesson(2, 40), lesson(3, 200), lesson(5, 200)] };
    expect(assignmentProgress(base, results, "mn")).toEqual({ done: 2, total: 4, fraction: 0.5 });
    expect(firstUnfinishedLevel(base, results)).toBe(2);
  });
  it("counts WPM and accuracy together", () => {
    const a = { ...base, targetStars: null, targetWpm: 25, targetAccuracy: 90 };
    const results = { ...none, lessons: [lesson(1, 100, 25, 90), lesson(2, 100, 24, 99), lesson(3, 100, 40, 89)] };
    expect(assignmentProgress(a, results, "mn").done).toBe(1);
  });
  it("starts at the range's first lesson, and goes back to it once all are done", () => {
    expect(firstUnfinishedLevel(base, none)).toBe(1);
    const all = { ...none, lessons: [1, 2, 3, 4].map((l) => lesson(l, 100)) };
    expect(firstUnfinishedLevel(base, all)).toBe(1);
    expect(progressPercentOf(assignmentProgress(base, all, "mn"))).toBe(100);
  });
});

describe("the test", () => {
  const a: AssignmentRef = { ...base, kind: "test", targetStars: null, targetWpm: 25, targetAccuracy: 95 };
  it("is done by a test after the assignment meeting both figures", () => {
    expect(assignmentProgress(a, { ...none, tests: [{ wpm: 25, accuracy: 95, createdAt: given }] }, "mn")).toEqual({ done: 1, total: 1, fraction: 1 });
  });
  it("ignores tests made before it was given", () => {
    expect(assignmentProgress(a, { ...none, tests: [{ wpm: 90, accuracy: 100, createdAt: given - 1 }] }, "mn").fraction).toBe(0);
  });
  it("shows the weaker share of the best test, never 100 % without a pass", () => {
    const p = assignmentProgress(a, { ...none, tests: [{ wpm: 20, accuracy: 99, createdAt: given + 5 }] }, "mn");
    expect(p).toMatchObject({ done: 0, fraction: 0.8 });
    expect(progressPercentOf(assignmentProgress(a, { ...none, tests: [{ wpm: 60, accuracy: 94.9, createdAt: given + 5 }] }, "mn"))).toBe(99);
  });
});

describe("weak keys", () => {
  const a: AssignmentRef = { ...base, kind: "keys", targetStars: null, keys: "аэ", targetAccuracy: 95 };
  it("counts keys typed since the assignment at the target accuracy", () => {
    // On the Mongolian keyboard а is KeyG and э is KeyT.
    const results = {
      ...none,
      keys: [
        { code: "KeyG", hits: 95, misses: 5, updatedAt: given + 1 },
        { code: "KeyT", hits: 99, misses: 1, updatedAt: given - 1 },
      ],
    };
    expect(assignmentProgress(a, results, "mn")).toEqual({ done: 1, total: 2, fraction: 0.5 });
  });
});

describe("status", () => {
  const half = { done: 1, total: 2, fraction: 0.5 };
  it("is done, in progress, not started or overdue", () => {
    expect(assignmentStatus({ done: 2, total: 2, fraction: 1 }, 10, 20)).toBe("done");
    expect(assignmentStatus(half, 10, 10)).toBe("in_progress");
    expect(assignmentStatus({ done: 0, total: 2, fraction: 0 }, 10, 5)).toBe("not_started");
    expect(assignmentStatus(half, 10, 11)).toBe("overdue");
    expect(assignmentStatus({ done: 0, total: 0, fraction: 0 }, 10, 5)).toBe("not_started");
  });
});

describe("the class lock's cap", () => {
  it("is the top of the lesson ranges, or none", () => {
    expect(classLessonCap([])).toBeNull();
    expect(classLessonCap([{ kind: "test", lessonTo: null }])).toBeNull();
    expect(
      classLessonCap([
        { kind: "lessons", lessonTo: 3 },
        { kind: "lessons", lessonTo: 12 },
        { kind: "keys", lessonTo: null },
      ]),
    ).toBe(12);
  });
});
