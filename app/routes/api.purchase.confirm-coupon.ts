// SPEC §7: coupon, month → end_at. The coupon's own months count, whatever month the client sends.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { subscriptionState } from "~/core/billing/subscription";
import { redeemCouponAndNotify } from "~/models/billing/coupons.server";
import { couponClaims, wrongCoupon } from "~/services/coupon-limits.server";
import { limitReached, withLimits } from "~/services/rate-limits.server";
import { requireApiUser } from "~/utils/auth.server";
import { confirmCouponContract } from "~/core/billing/purchase-api";
import { httpFailure, parseRequest, refusalBody, reply } from "~/utils/api.server";
import { postOnly } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(confirmCouponContract, request);
  const now = Date.now();
  const done = await withLimits(env, couponClaims(request, user.id), async () => {
    // A malformed code is a wrong guess too.
    const result = parsed.success ? await redeemCouponAndNotify(env, user.id, parsed.data.coupon, now) : ({ ok: false } as const);
    return { value: result, outcome: result.ok ? "success" : "failure" };
  });
  if (!done.ok) {
    const failure = httpFailure(request, limitReached("limits.coupon", done.refusal.retryAfterMs));
    return reply(confirmCouponContract, failure.status, refusalBody(failure.message), failure.headers);
  }
  const result = done.value;
  if (!result.ok) return reply(confirmCouponContract, 400, wrongCoupon(request));
  const daysLeft = subscriptionState(result.endAt, now).daysLeft;
  return reply(confirmCouponContract, 200, {
    result: "success",
    end_at: result.endAt,
    data: { end_at: result.endAt, month: result.months, days_left: daysLeft },
  });
}

export const loader = postOnly;
