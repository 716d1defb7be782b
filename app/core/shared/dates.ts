// Dates as learners read them, in Mongolia's time zone whatever the server's or the browser's zone.
// Chromium's ICU has no mn-MN data (toLocaleDateString("mn-MN") falls back to US order), so the
// Mongolian form is assembled from parts: 2026.11.24. English reads 24 Nov 2026.
export type DateLanguage = "mn" | "en";

const ZONE = "Asia/Ulaanbaatar";
const NUMERIC = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function parts(epochMs: number) {
  const p = Object.fromEntries(NUMERIC.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]));
  return { year: p.year, month: p.month, day: p.day, time: `${p.hour}:${p.minute}` };
}

/** 2026.11.24 (mn) or 24 Nov 2026 (en), the day in Ulaanbaatar. */
export function formatDate(epochMs: number, language: DateLanguage): string {
  const { year, month, day } = parts(epochMs);
  return language === "mn" ? `${year}.${month}.${day}` : `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** 2026.11.24 19:45 (mn) or 24 Nov 2026, 19:45 (en), in Ulaanbaatar. */
export function formatDateTime(epochMs: number, language: DateLanguage): string {
  const { time } = parts(epochMs);
  return language === "mn" ? `${formatDate(epochMs, language)} ${time}` : `${formatDate(epochMs, language)}, ${time}`;
}
