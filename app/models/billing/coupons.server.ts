// Coupon redemption (SPEC §4 Coupon): check, then confirm. A coupon is used exactly once even when
// many confirmations race: the guarded UPDATE … WHERE used_by IS NULL decides, inside one batch with
// the extension it pays for.
import { and, eq, isNull, sql } from "drizzle-orm";
import { generateCouponCode, normalizeCouponCode } from "~/core/billing/coupons";
import { notificationKey } from "~/core/social/notifications";
import { DAYS_PER_COUPON_MONTH } from "~/core/billing/plans";
import { DAY_MS } from "~/core/billing/subscription";
import { createDb } from "~/db/client.server";
import { coupons, users } from "~/db/schema";
import { notify } from "../social/notifications.server";

/** The coupon's months if it exists and is unused; null for a wrong or used code. */
export async function checkCoupon(d1: D1Database, input: string): Promise<{ code: string; months: number } | null> {
  const code = normalizeCouponCode(input);
  if (!code) return null;
  const row = await createDb(d1).query.coupons.findFirst({
    columns: { code: true, months: true },
    // used_at as well as used_by: deleting the redeeming account sets used_by back to NULL.
    where: and(eq(coupons.code, code), isNull(coupons.usedBy), isNull(coupons.usedAt)),
  });
  return row ?? null;
}

export type RedeemResult = { ok: true; months: number; endAt: number } | { ok: false };

/**
 * Uses the coupon for this user and extends the subscription from max(now, end_at) by its months.
 * The user update runs first, guarded by the same "still unused" condition as the coupon update that
 * follows it in the same transaction: both happen, or neither.
 */
export async function redeemCoupon(d1: D1Database, userId: number, input: string, now = Date.now()): Promise<RedeemResult> {
  const code = normalizeCouponCode(input);
  if (!code) return { ok: false };
  const db = createDb(d1);
  const unused = sql`(SELECT months FROM coupons WHERE code = ${code} AND used_by IS NULL AND used_at IS NULL)`;
  const [, used, user] = await db.batch([
    db
      .update(users)
      .set({ endAt: sql`MAX(${now}, COALESCE(end_at, 0)) + ${unused} * ${DAYS_PER_COUPON_MONTH * DAY_MS}` })
      .where(and(eq(users.id, userId), sql`${unused} IS NOT NULL`)),
    db
      .update(coupons)
      .set({ usedBy: userId, usedAt: now })
      .where(and(eq(coupons.code, code), isNull(coupons.usedBy), isNull(coupons.usedAt), sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId})`))
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
