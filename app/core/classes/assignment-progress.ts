// How far a student is with an assignment (issue 30 §3, ADR 039), from their own results:
// - lessons: the lessons of the range whose best result meets the target, out of the lessons in the range;
// - test: done by a 60-second test made after the assignment that meets both speed and accuracy;
//   before that, the best such test's share of the target (the weaker of its speed and accuracy shares);
// - keys: the picked keys typed since the assignment whose accuracy (all presses of that key) meets the target.
import { starsForScore } from "../lessons/stars";
import { codeOf, type KeyStatsLayout } from "../typing/key-stats";
import type { AssignmentKind } from "./assignments";

export interface AssignmentRef {
  id: number;
  kind: AssignmentKind;
  lessonFrom: number | null;
  lessonTo: number | null;
  targetStars: number | null;
  targetWpm: number | null;
  targetAccuracy: number | null;
  keys: string | null;
  dueAt: number;
  createdAt: number;
}

/** A student's results in the class's curriculum (lesson levels, tests and key rows of its language). */
export interface StudentResults {
  lessons: readonly { level: number; bestScore: number; bestWpm: number; bestAccuracy: number }[];
  tests: readonly { wpm: number; accuracy: number; createdAt: number }[];
  keys: readonly { code: string; hits: number; misses: number; updatedAt: number }[];
}

export interface AssignmentProgress {
  /** Lessons meeting the target, 1 for a passed test, keys meeting the target. */
  done: number;
  total: number;
  /** 0..1, 1 only when done === total. */
  fraction: number;
}

export type AssignmentStatus = "done" | "in_progress" | "not_started" | "overdue";

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

export function lessonMeetsTarget(a: AssignmentRef, lesson: StudentResults["lessons"][number]): boolean {
  if (lesson.bestScore <= 0) return false;
  if (a.targetStars !== null) return starsForScore(lesson.bestScore) >= a.targetStars;
  return lesson.bestWpm >= (a.targetWpm ?? 0) && lesson.bestAccuracy >= (a.targetAccuracy ?? 0);
}

/** The characters of a keys assignment, each a key of the layout. */
export function assignmentKeys(a: Pick<AssignmentRef, "keys">): string[] {
  return [...(a.keys ?? "")];
}

export function keyAccuracy(row: { hits: number; misses: number }): number {
  const total = row.hits + row.misses;
  return total === 0 ? 0 : (row.hits / total) * 100;
}

export function assignmentProgress(a: AssignmentRef, results: StudentResults, layout: KeyStatsLayout): AssignmentProgress {
  if (a.kind === "lessons") {
    const from = a.lessonFrom ?? 1;
    const to = a.lessonTo ?? from;
    const total = Math.max(0, to - from + 1);
    const done = results.lessons.filter((l) => l.level >= from && l.level <= to && lessonMeetsTarget(a, l)).length;
    return { done, total, fraction: total === 0 ? 0 : done / total };
  }
  if (a.kind === "test") {
    const wpm = a.targetWpm ?? 1;
    const accuracy = a.targetAccuracy ?? 100;
    const after = results.tests.filter((t) => t.createdAt >= a.createdAt);
    if (after.some((t) => t.wpm >= wpm && t.accuracy >= accuracy)) return { done: 1, total: 1, fraction: 1 };
    // Never 1 without a passing test: the share is below 1 whenever either figure is short.
    const best = Math.max(0, ...after.map((t) => Math.min(t.wpm / wpm, t.accuracy / accuracy)));
    return { done: 0, total: 1, fraction: Math.min(clamp01(best), 0.99) };
  }
  const keys = assignmentKeys(a);
  const rows = new Map(results.keys.map((k) => [k.code, k]));
  const target = a.targetAccuracy ?? 100;
  const done = keys.filter((ch) => {
    const row = rows.get(codeOf(layout, ch) ?? "");
    return row !== undefined && row.updatedAt >= a.createdAt && keyAccuracy(row) >= target;
  }).length;
  return { done, total: keys.length, fraction: keys.length === 0 ? 0 : done / keys.length };
}

export function assignmentStatus(progress: AssignmentProgress, dueAt: number, now: number): AssignmentStatus {
  if (progress.total > 0 && progress.done >= progress.total) return "done";
  if (now > dueAt) return "overdue";
  return progress.fraction > 0 ? "in_progress" : "not_started";
}

/** Whole percent for bars and tables (rounded down, so 100 means done). */
export function progressPercentOf(progress: AssignmentProgress): number {
  return Math.floor(clamp01(progress.fraction) * 100);
}

/** The first lesson level of the range not yet meeting the target (the range's first when all do). */
export function firstUnfinishedLevel(a: AssignmentRef, results: StudentResults): number {
  const from = a.lessonFrom ?? 1;
  const to = a.lessonTo ?? from;
  const met = new Set(results.lessons.filter((l) => lessonMeetsTarget(a, l)).map((l) => l.level));
  for (let level = from; level <= to; level++) if (!met.has(level)) return level;
  return from;
}

/**
 * The highest lesson level a class with the lock opens: the top of its assignments' lesson ranges, or
 * null (no cap) while it has none — a lock with nothing assigned would close the whole curriculum.
 */
export function classLessonCap(assignments: readonly Pick<AssignmentRef, "kind" | "lessonTo">[]): number | null {
  const tops = assignments.filter((a) => a.kind === "lessons" && a.lessonTo !== null).map((a) => a.lessonTo as number);
  return tops.length === 0 ? null : Math.max(...tops);
}
