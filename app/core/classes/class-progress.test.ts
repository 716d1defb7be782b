import { describe, expect, it } from "vitest";
import { classKeyStats, practiceKeysParam, sortProgress, ubWeekStart, wpmChart, type ProgressRow } from "./class-progress";
import { mergeTiming, addSample, EMPTY_TIMING } from "../typing/key-stats";

const row = (id: number, name: string, over: Partial<ProgressRow> = {}): ProgressRow => ({
  id,
  name,
  studentNumber: null,
  lessonsDone: 0,
  stars: 0,
  bestWpm: null,
  avgWpm: null,
  accuracy: null,
  minutesThisWeek: 0,
  lastActive: null,
  ...over,
});

describe("class progress", () => {
  it("starts the week on Monday 00:00 in Ulaanbaatar", () => {
    // Wednesday 2026-11-25 10:00 UB = 02:00 UTC; Monday 2026-11-23 00:00 UB = Sunday 16:00 UTC.
    expect(ubWeekStart(Date.UTC(2026, 10, 25, 2))).toBe(Date.UTC(2026, 10, 22, 16));
    // Sunday 23:30 UB still belongs to that week; Monday 00:00 UB starts the next one.
    expect(ubWeekStart(Date.UTC(2026, 10, 29, 15, 30))).toBe(Date.UTC(2026, 10, 22, 16));
    expect(ubWeekStart(Date.UTC(2026, 10, 29, 16))).toBe(Date.UTC(2026, 10, 29, 16));
  });

  it("sorts with missing figures last and filters by name or student number", () => {
    const rows = [row(1, "Болд", { bestWpm: 20, studentNumber: "7A-02" }), row(2, "Анар"), row(3, "Цэцэг", { bestWpm: 35 })];
    expect(sortProgress(rows, "bestWpm", true).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortProgress(rows, "bestWpm", false).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortProgress(rows, "name", false).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortProgress(rows, "name", false, "7a").map((r) => r.id)).toEqual([1]);
    expect(sortProgress(rows, "name", false, "цэ").map((r) => r.id)).toEqual([3]);
  });

  it("merges the students' timing exactly as one learner's would be", () => {
    const a = [200, 240, 260].reduce(addSample, EMPTY_TIMING);
    const b = [300, 420].reduce(addSample, EMPTY_TIMING);
    const sums = [a, b].reduce(
      (s, t) => ({ n: s.n + t.n, sumMean: s.sumMean + t.n * t.mean, sumMeanSq: s.sumMeanSq + t.n * t.mean ** 2, sumM2: s.sumM2 + t.m2 }),
      {
        n: 0,
        sumMean: 0,
        sumMeanSq: 0,
        sumM2: 0,
      },
    );
    const [stat] = classKeyStats([{ code: "KeyA", hits: 9, misses: 1, ...sums }]);
    const both = mergeTiming(a, b);
    expect(stat.timing.n).toBe(5);
    expect(stat.timing.mean).toBeCloseTo(both.mean, 9);
    expect(stat.timing.m2).toBeCloseTo(both.m2, 6);
    expect(stat).toMatchObject({ code: "KeyA", hits: 9, misses: 1, confusions: {} });
  });

  it("names the keys for the assignments link without spaces or repeats", () => {
    expect(practiceKeysParam(["ө", "ү", " ", "ө", "ж"])).toBe("өүж");
  });

  it("draws a bar per day with tests, scaled to a round top", () => {
    const chart = wpmChart([{ day: 100, best: 42, average: 30 }], 100, 30, 300, 100);
    expect(chart.top).toBe(50);
    expect(chart.bars).toHaveLength(1);
    expect(chart.bars[0]).toMatchObject({ day: 100, bestY: 16, averageY: 40 });
    expect(chart.bars[0].x).toBeCloseTo(29 * 10 + 1.5);
  });
});
