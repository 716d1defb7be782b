// The admin dashboard's arithmetic (issue 18): days counted in Ulaanbaatar time (UTC+8, no daylight
// saving), series with the empty days filled in, and the bar chart's geometry.
export const DAY_MS = 86_400_000;
export const UB_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DASHBOARD_DAYS = 14;
/** "Active" learners typed a test or a lesson in this many days. */
export const ACTIVE_DAYS = 7;

/** The day number (days since 1970-01-01 in Ulaanbaatar) of an instant; SQL uses the same formula. */
export function ubDay(epochMs: number): number {
  return Math.floor((epochMs + UB_OFFSET_MS) / DAY_MS);
}

/** The instant a Ulaanbaatar day begins. */
export function ubDayStart(day: number): number {
  return day * DAY_MS - UB_OFFSET_MS;
}

export interface DayValue {
  day: number;
  value: number;
}

/** `days` values ending with `lastDay`, oldest first; days without a row are 0. */
export function fillDays(rows: readonly DayValue[], lastDay: number, days = DASHBOARD_DAYS): DayValue[] {
  const byDay = new Map(rows.map((r) => [r.day, r.value]));
  return Array.from({ length: days }, (_, i) => {
    const day = lastDay - days + 1 + i;
    return { day, value: byDay.get(day) ?? 0 };
  });
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A readable top for the axis: 1, 2 or 5 times a power of ten, at least the largest value (and 1). */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Bars for a chart `width` × `height` (SVG units), a quarter of each slot left as a gap. */
export function barChart(values: readonly number[], width: number, height: number): { bars: Bar[]; top: number } {
  const top = niceMax(Math.max(0, ...values));
  const slot = values.length ? width / values.length : width;
  const barWidth = slot * 0.75;
  const bars = values.map((value, i) => {
    const h = (Math.max(0, value) / top) * height;
    return { x: i * slot + (slot - barWidth) / 2, y: height - h, width: barWidth, height: h };
  });
  return { bars, top };
}
