const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Ulaanbaatar",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A race's date and time in Ulaanbaatar as "2026.11.24 19:45" — the way Mongolian dates are written;
 * browsers without Mongolian locale data would otherwise fall back to "11/24/2026, 07:45 PM".
 */
export function formatRaceDate(ms: number): string {
  const part = Object.fromEntries(PARTS.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${part.year}.${part.month}.${part.day} ${part.hour}:${part.minute}`;
}
