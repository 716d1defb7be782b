// Calendar months as the product counts them: in Mongolia (Asia/Ulaanbaatar), whatever the server's zone.
const MONTH_FORMAT = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ulaanbaatar", year: "numeric", month: "2-digit" });

/** "YYYY-MM" of the instant `epochMs` in Asia/Ulaanbaatar. */
export function ulaanbaatarMonth(epochMs: number): string {
  const parts = MONTH_FORMAT.formatToParts(new Date(epochMs));
  const year = parts.find((p) => p.type === "year")?.value;
  const month = parts.find((p) => p.type === "month")?.value;
  return `${year}-${month}`;
}
