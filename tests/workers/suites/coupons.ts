import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatCouponCode } from "~/core/billing/coupons";
import { DAY_MS } from "~/core/billing/subscription";
import { createDb } from "~/db/client.server";
import { coupons, users } from "~/db/schema";
import { checkCoupon, createCoupons, redeemCoupon } from "~/models/billing/coupons.server";
import { createPayingUser, userEndAt } from "../support/qpay";

async function oneCoupon(months: number) {
  const [code] = await createCoupons(env.DB, months, 1);
  return code;
}

describe("coupons", () => {
  it("checks a fresh code in any case or grouping and tells its months", async () => {
    const code = await oneCoupon(3);
    expect(await checkCoupon(env.DB, code)).toEqual({ code, months: 3 });
    expect(await checkCoupon(env.DB, formatCouponCode(code).toLowerCase())).toEqual({ code, months: 3 });
  });

  it("refuses a wrong code", async () => {
    expect(await checkCoupon(env.DB, "AAAA-BBBB-CCCC")).toBeNull();
    expect(await checkCoupon(env.DB, "short")).toBeNull();
    const user = await createPayingUser();
    expect(await redeemCoupon(env.DB, user.id, "AAAA-BBBB-CCCC")).toEqual({ ok: false });
    expect(await userEndAt(user.id)).toBeNull();
  });

  it("extends from now when expired and from the end date when still running", async () => {
    const now = Date.now();
    const expired = await createPayingUser(now - 3 * DAY_MS);
    expect(await redeemCoupon(env.DB, expired.id, await oneCoupon(1), now)).toEqual({ ok: true, months: 1, endAt: now + 30 * DAY_MS });

    const running = await createPayingUser(now + 7 * DAY_MS);
    expect(await redeemCoupon(env.DB, running.id, await oneCoupon(3), now)).toEqual({ ok: true, months: 3, endAt: now + 97 * DAY_MS });
    expect(await userEndAt(running.id)).toBe(now + 97 * DAY_MS);
  });

  it("is used once: a second redemption, by anyone, fails and grants nothing", async () => {
    const code = await oneCoupon(2);
    const first = await createPayingUser();
    const second = await createPayingUser();
    expect(await redeemCoupon(env.DB, first.id, code)).toMatchObject({ ok: true, months: 2 });
    const end = await userEndAt(first.id);
    expect(await redeemCoupon(env.DB, first.id, code)).toEqual({ ok: false });
    expect(await redeemCoupon(env.DB, second.id, code)).toEqual({ ok: false });
    expect(await checkCoupon(env.DB, code)).toBeNull();
    expect(await userEndAt(first.id)).toBe(end);
    expect(await userEndAt(second.id)).toBeNull();
  });

  it("gives exactly one success to twenty parallel redemptions of one coupon", async () => {
    const code = await oneCoupon(1);
    const people = await Promise.all(Array.from({ length: 20 }, () => createPayingUser()));
    const now = Date.now();
    const results = await Promise.all(people.map((p) => redeemCoupon(env.DB, p.id, code, now)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const winner = people[results.findIndex((r) => r.ok)];
    const ends = await Promise.all(people.map((p) => userEndAt(p.id)));
    expect(ends.filter((e) => e !== null)).toEqual([now + 30 * DAY_MS]);
    const row = await createDb(env.DB).query.coupons.findFirst({ where: eq(coupons.code, code) });
    expect(row).toMatchObject({ usedBy: winner.id, usedAt: now });
  });

  it("gives one extension when the same user confirms twenty times at once", async () => {
    const code = await oneCoupon(1);
    const user = await createPayingUser();
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => redeemCoupon(env.DB, user.id, code, now)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await userEndAt(user.id)).toBe(now + 30 * DAY_MS);
  });

  it("stays used after the account that used it is deleted", async () => {
    const code = await oneCoupon(1);
    const user = await createPayingUser();
    expect(await redeemCoupon(env.DB, user.id, code)).toMatchObject({ ok: true });
    await createDb(env.DB).delete(users).where(eq(users.id, user.id));
    const other = await createPayingUser();
    expect(await checkCoupon(env.DB, code)).toBeNull();
    expect(await redeemCoupon(env.DB, other.id, code)).toEqual({ ok: false });
  });
});
