// Coupon redemption (SPEC §4 Coupon): check, then confirm. A coupon is used exactly once even when
// many confirmations race: the guarded UPDATE … WHERE used_by IS NULL decides, inside one batch with
// the extension it pays for.
import { and, eq, isNull, sql } from "drizzle-orm";
import { generateCouponCode, normalizeCouponCode } from "~/core/billing/coupons";
import { notificationKey } from "~/core/social/notifications";
import { DAYS_PER_COUPON_MONTH } from "~/core/billing/plans";
import { createDb } from "~/db/client.server";
import { coupons, users } from "~/db/schema";
import { notify } from "../social/notifications.server";
import { grantAccess } from "./access.server";

/** The coupon's months if it exists and is unused; null for a wrong or used code. */
export async function checkCoupon(d1: D1Database, input: string): Promise<{ code: string; months: number } | null> {
  const code = normalizeCouponCode(input);
  if (!code) return null;
  const row = await createDb(d1).query.coupons.findFirst({
    columns: { code: true, months: true },
    // used_at as well as used_by: deleting the redeeming account sets used_by back to NULL.
    // A school coupon (seats set) is its teacher's to redeem for a class, not a personal one.
    where: and(eq(coupons.code, code), isNull(coupons.usedBy), isNull(coupons.usedAt), isNull(coupons.seats)),
  });
  return row ?? null;
}

export type RedeemResult = { ok: true; months: number; endAt: number } | { ok: false };

/**
 * Uses the coupon for this user and extends their personal plan from max(now, its end) by its months.
 * The grant (ledger row keyed by the code) runs first, guarded by "still unused"; the coupon update
 * that follows in the same transaction needs that row: both happen, or neither.
 */
export async function redeemCoupon(d1: D1Database, userId: number, input: string, now = Date.now()): Promise<RedeemResult> {
  const code = normalizeCouponCode(input);
  if (!code) return { ok: false };
  const db = createDb(d1);
  const unused = sql`(SELECT months FROM coupons WHERE code = ${code} AND used_by IS NULL AND used_at IS NULL AND seats IS NULL)`;
  const grant = grantAccess(db, {
    userId,
    source: "coupon",
    key: `coupon:${code}`,
    days: sql`${unused} * ${DAYS_PER_COUPON_MONTH}`,
    guard: sql`${unused} IS NOT NULL`,
    now,
  });
  const [, , used, user] = await db.batch([
    ...grant,
    db
      .update(coupons)
      .set({ usedBy: userId, usedAt: now })
      .where(
        and(
          eq(coupons.code, code),
          isNull(coupons.usedBy),
          isNull(coupons.usedAt),
          isNull(coupons.seats),
          sql`EXISTS (SELECT 1 FROM access_grants WHERE key = ${`coupon:${code}`} AND user_id = ${userId})`,
        ),
      )
      .returning({ months: coupons.months }),
    db.select({ endAt: users.endAt }).from(users).where(eq(users.id, userId)),
  ]);
  if (used.length !== 1 || user[0]?.endAt == null) return { ok: false };
  return { ok: true, months: used[0].months, endAt: user[0].endAt };
}

/** New unused coupons (what `npm run coupons:create` does, for tests). Returns only the stored codes. */
export async function createCoupons(d1: D1Database, months: number, count: number): Promise<string[]> {
  if (!Number.isInteger(months) || months <= 0 || !Number.isInteger(count) || count <= 0)
    throw new RangeError("months and count must be positive whole numbers");
  const codes = Array.from({ length: count }, () => generateCouponCode((bytes) => crypto.getRandomValues(bytes)));
  const db = createDb(d1);
  const stored = await db
    .insert(coupons)
    .values(codes.map((code) => ({ code, months })))
    .onConflictDoNothing()
    .returning({ code: coupons.code });
  return stored.map((row) => row.code);
}

/** confirm-coupon: redeems, and only the redemption that used the coupon tells the learner (one notification per code). */
export async function redeemCouponAndNotify(env: Env, userId: number, input: string, now = Date.now()): Promise<RedeemResult> {
  const result = await redeemCoupon(env.DB, userId, input, now);
  const code = normalizeCouponCode(input);
  if (result.ok && code) {
    await notify(env, createDb(env.DB), {
      userId,
      type: "payment",
      ckey: notificationKey.coupon(code),
      params: { via: "coupon", date: result.endAt, months: result.months },
      now,
    });
  }
  return result;
}
