// The admin's coupon export (issue 18 §3): one CSV row per coupon, who used it and when. Opened in a
// spreadsheet, so every cell goes through csvCell: quoted as RFC 4180 says, formulas defused.
import { csvCell } from "../shared/csv-cell";
import { formatCouponCode } from "./coupons";

export interface CouponRow {
  code: string;
  months: number;
  /** A school coupon's seats (ADR 041); null for a personal coupon. */
  seats?: number | null;
  createdAt: number;
  usedAt: number | null;
  usedById: number | null;
  usedByName: string | null;
  usedByEmail: string | null;
}

export const COUPON_CSV_HEADER = ["code", "months", "created_at", "status", "used_at", "user_id", "user_name", "user_email"] as const;

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
