// The admin's coupon export (issue 18 §3): one CSV row per coupon, who used it and when. Opened in a
// spreadsheet, so cells are quoted as RFC 4180 says and a cell that would start a formula is defused.
import { formatCouponCode } from "./coupons";

export interface CouponRow {
  code: string;
  months: number;
  createdAt: number;
  usedAt: number | null;
  usedById: number | null;
  usedByName: string | null;
  usedByEmail: string | null;
}

export const COUPON_CSV_HEADER = ["code", "months", "created_at", "status", "used_at", "user_id", "user_name", "user_email"] as const;

/** One cell: quoted when it holds a comma, quote or line break; `=+-@` at the start made inert. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function couponsCsv(rows: readonly CouponRow[]): string {
  const lines = [COUPON_CSV_HEADER.join(",")];
  for (const r of rows) {
    const used = r.usedAt !== null;
    lines.push(
      [formatCouponCode(r.code), r.months, iso(r.createdAt), used ? "used" : "unused", iso(r.usedAt), r.usedById, r.usedByName, r.usedByEmail]
        .map(csvCell)
        .join(","),
    );
  }
  // CRLF as RFC 4180; a BOM so spreadsheet programs read the Cyrillic names as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
