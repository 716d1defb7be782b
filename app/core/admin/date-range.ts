// The admin's date-range picker (SPEC §9: "Date-picker default format 'D MMM, YYYY' (sets today, and
// a range a month later when not single)"). Days are calendar days in Ulaanbaatar (UTC+8 all year
// since 2017), written "YYYY-MM-DD" in forms; the picker shows them as "1 Dec, 2026".

export const UB_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Short month names, January first; the screens pass the interface language's (English by default). */
export type MonthNames = readonly string[];
const ENGLISH_MONTHS: MonthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type IsoDay = string;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day "YYYY-MM-DD" (no 31 April), or null. */
export function parseIsoDay(value: string): { year: number; month: number; day: number } | null {
  const m = ISO_DAY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

function isoOf(year: number, month: number, day: number): IsoDay {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Today in Ulaanbaatar. */
export function ubToday(now: number): IsoDay {
  const d = new Date(now + UB_OFFSET_MS);
  return isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** 'D MMM, YYYY': "1 Dec, 2026". */
export function formatPickerDay(iso: IsoDay, months: MonthNames = ENGLISH_MONTHS): string {
  const p = parseIsoDay(iso);
  return p ? `${p.day} ${months[p.month - 1]}, ${p.year}` : "";
}

/** The same day `months` later, kept inside the month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: IsoDay, months: number): IsoDay {
  const p = parseIsoDay(iso);
  if (!p) return iso;
  const first = new Date(Date.UTC(p.year, p.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOf(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(p.day, lastDay));
}

export function addDays(iso: IsoDay, days: number): IsoDay {
  const p = parseIsoDay(iso);
  if (!p) return iso;
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day) + days * DAY_MS);
  return isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The picker's starting range: today to a month later. */
export function defaultRange(now: number): { start: IsoDay; end: IsoDay } {
  const start = ubToday(now);
  return { start, end: addMonths(start, 1) };
}

/** The instant of a day and "HH:MM" in Ulaanbaatar, or null when either is not real. */
export function ubInstant(iso: IsoDay, time: string): number | null {
  const p = parseIsoDay(iso);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!p || !t) return null;
  return Date.UTC(p.year, p.month - 1, p.day, Number(t[1]), Number(t[2])) - UB_OFFSET_MS;
}

/** The day and "HH:MM" of an instant in Ulaanbaatar (to fill the edit form). */
export function ubDayAndTime(epochMs: number): { day: IsoDay; time: string } {
  const d = new Date(epochMs + UB_OFFSET_MS);
  return {
    day: isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()),
    time: `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`,
  };
}

/** A month's page: weeks Monday to Sunday, days outside the month as null. */
export function monthGrid(year: number, month: number): (IsoDay | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (IsoDay | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => isoOf(year, month, i + 1))];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "Dec 2026": the title over a month's page. */
/** The month's name for the calendar's heading, from the given names. */
export function monthName(month: number, months: MonthNames = ENGLISH_MONTHS): string {
  return months[month - 1] ?? "";
}

/**
 * A click on a day: the first click (or a click after a full range) starts a new range; the second
 * closes it, in order whichever was clicked first.
 */
export function pickDay(range: { start: IsoDay | null; end: IsoDay | null }, day: IsoDay): { start: IsoDay; end: IsoDay | null } {
  if (!range.start || range.end) return { start: day, end: null };
  return day < range.start ? { start: day, end: range.start } : { start: range.start, end: day };
}
