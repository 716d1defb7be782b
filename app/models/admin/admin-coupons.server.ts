// Coupons as the admin makes and follows them (issue 18 §3): a batch of new codes (months, count) with
// its audit row in the same D1 batch, the list used / unused with who used them, the CSV export.
import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { CouponBatch } from "~/core/admin/admin-content";
import type { CouponRow } from "~/core/billing/coupon-csv";
import { generateCouponCode } from "~/core/billing/coupons";
import type { Db } from "~/db/client.server";
import { coupons, users } from "~/db/schema";
import { recordAudit } from "~/models/admin/audit.server";
import type { AuthUser } from "~/models/accounts/sessions.server";

export type CouponFilter = "all" | "used" | "unused";
export const COUPON_LIST_LIMIT = 500;

/** Makes `count` new codes; a (vanishingly unlikely) clash with an old code is simply one code fewer, reported. */
export async function makeCouponBatch(db: Db, admin: AuthUser, batch: CouponBatch, now = Date.now()): Promise<string[]> {
  const codes = [...new Set(Array.from({ length: batch.count }, () => generateCouponCode((bytes) => crypto.getRandomValues(bytes))))];
  // 30 codes (3 parameters each) per INSERT: D1 binds at most 100 parameters in one statement.
  const chunks: string[][] = [];
  for (let i = 0; i < codes.length; i += 30) chunks.push(codes.slice(i, i + 30));
  const inserts = chunks.map((chunk) =>
    db
      .insert(coupons)
      .values(chunk.map((code) => ({ code, months: batch.months, seats: batch.seats ?? null, createdAt: now })))
      .onConflictDoNothing()
      .returning({ code: coupons.code }),
  );
  const results = await db.batch([
    inserts[0],
    ...inserts.slice(1),
    recordAudit(db, {
      actor: admin,
      action: "coupon.batch",
      targetType: "coupon",
      targetId: codes[0],
      after: { months: batch.months, seats: batch.seats ?? null, count: codes.length, codes },
    }),
  ]);
  return results.slice(0, inserts.length).flatMap((rows) => (rows as { code: string }[]).map((r) => r.code));
}

function usedWhere(filter: CouponFilter) {
  const used = or(isNotNull(coupons.usedAt), isNotNull(coupons.usedBy));
  return filter === "used" ? used : filter === "unused" ? and(isNull(coupons.usedAt), isNull(coupons.usedBy)) : undefined;
}

export async function couponRows(db: Db, filter: CouponFilter, limit = COUPON_LIST_LIMIT): Promise<CouponRow[]> {
  return db
    .select({
      code: coupons.code,
      months: coupons.months,
      seats: coupons.seats,
      createdAt: coupons.createdAt,
      usedAt: coupons.usedAt,
      usedById: coupons.usedBy,
      usedByName: users.name,
      usedByEmail: users.email,
    })
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.usedBy))
    .where(usedWhere(filter))
    .orderBy(desc(coupons.createdAt), desc(coupons.usedAt), coupons.code)
    .limit(limit);
}

export async function couponCounts(db: Db): Promise<{ used: number; unused: number }> {
  const row = await db
    .select({
      used: sql<number>`coalesce(sum(${coupons.usedAt} IS NOT NULL OR ${coupons.usedBy} IS NOT NULL), 0)`,
      unused: sql<number>`coalesce(sum(${coupons.usedAt} IS NULL AND ${coupons.usedBy} IS NULL), 0)`,
    })
    .from(coupons)
    .get();
  return row ?? { used: 0, unused: 0 };
}
