// The class's progress table and charts (ADR 040), the pure part: the week in Ulaanbaatar, sorting and
// filtering rows in the browser, the class's per-key figures merged from the students' sums, the keys
// for the "assign practice" link, and the WPM-per-day chart's geometry.
import { DAY_MS, UB_OFFSET_MS, ubDay } from "../admin/admin-dashboard";
import type { KeyStat } from "../typing/key-stats";

/** One student's row. WPM and accuracy come from 60-second tests since they joined; null: no test yet. */
export interface ProgressRow {
  id: number;
  name: string;
  studentNumber: string | null;
  lessonsDone: number;
  stars: number;
  bestWpm: number | null;
  avgWpm: number | null;
  accuracy: number | null;
  /** Whole minutes typed this week (Monday 00:00 in Ulaanbaatar), lessons and tests. */
  minutesThisWeek: number;
  /** The last lesson or test since joining (epoch ms), or null. */
  lastActive: number | null;
}

export const PROGRESS_SORT_KEYS = ["name", "lessonsDone", "stars", "bestWpm", "avgWpm", "accuracy", "minutesThisWeek", "lastActive"] as const;
export type ProgressSortKey = (typeof PROGRESS_SORT_KEYS)[number];

/** When this week began: Monday 00:00 in Ulaanbaatar (UTC+8, no daylight saving). */
export function ubWeekStart(now: number): number {
  const day = ubDay(now);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = day - ((day + 3) % 7);
  return monday * DAY_MS - UB_OFFSET_MS;
}

/** Rows whose name or student number contains the filter (case-insensitive), sorted; a missing figure sorts last. */
export function sortProgress(rows: readonly ProgressRow[], key: ProgressSortKey, descending: boolean, filter = ""): ProgressRow[] {
  const needle = filter.trim().toLocaleLowerCase();
  const kept = needle
    ? rows.filter((r) => r.name.toLocaleLowerCase().includes(needle) || (r.studentNumber ?? "").toLocaleLowerCase().includes(needle))
    : [...rows];
  const sign = descending ? -1 : 1;
  return kept.sort((a, b) => {
    if (key === "name") return sign * a.name.localeCompare(b.name) || a.id - b.id;
    const x = a[key];
    const y = b[key];
    if (x === y) return a.name.localeCompare(b.name) || a.id - b.id;
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y);
  });
}

/** One key's sums over the class (what the SQL adds up): counts, and the timing's n, Σn·mean, Σn·mean², Σm2. */
export interface KeySums {
  code: string;
  hits: number;
  misses: number;
  n: number;
  sumMean: number;
  sumMeanSq: number;
  sumM2: number;
}

/** The class's figures per key: every student's presses together (Welford's figures combined exactly). */
export function classKeyStats(sums: readonly KeySums[]): KeyStat[] {
  return sums.map((s) => {
    const mean = s.n === 0 ? 0 : s.sumMean / s.n;
    const m2 = s.n === 0 ? 0 : Math.max(0, s.sumM2 + s.sumMeanSq - s.n * mean * mean);
    return { code: s.code, hits: s.hits, misses: s.misses, timing: { n: s.n, mean, m2 }, confusions: {} };
  });
}

/** The assignments page's ?keys= value: the characters of the weakest keys, space left out. */
export function practiceKeysParam(characters: readonly string[]): string {
  return [...new Set(characters.filter((c) => c.trim() !== ""))].join("");
}

/** A student's page charts this many Ulaanbaatar days. */
export const STUDENT_CHART_DAYS = 30;

export interface DayPoint {
  day: number;
  best: number;
  average: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The highest WPM on the axis (a multiple of 10). */
  top: number;
  bars: { day: number; x: number; width: number; bestY: number; averageY: number; best: number; average: number }[];
}

/** A WPM-per-day bar chart of `days` days ending today: one bar per day (the day's average) and a tick at its best. */
export function wpmChart(points: readonly DayPoint[], today: number, days = 30, width = 600, height = 180): ChartGeometry {
  const byDay = new Map(points.map((p) => [p.day, p]));
  const top = Math.max(10, Math.ceil(Math.max(0, ...points.map((p) => p.best)) / 10) * 10);
  const slot = width / days;
  const y = (wpm: number) => height - (wpm / top) * height;
  const bars = [];
  for (let i = 0; i < days; i++) {
    const day = today - days + 1 + i;
    const point = byDay.get(day);
    if (!point) continue;
    bars.push({
      day,
      x: i * slot + slot * 0.15,
      width: slot * 0.7,
      bestY: y(point.best),
      averageY: y(point.average),
      best: point.best,
      average: point.average,
    });
  }
  return { width, height, top, bars };
}
