// SPEC §7: coupon, month → end_at. The coupon's own months count, whatever month the client sends.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { subscriptionState } from "~/core/billing/subscription";
import { redeemCouponAndNotify } from "~/models/coupons.server";
import { couponRefusal, wrongCoupon } from "~/services/coupon-limits.server";
import { limitReached } from "~/services/rate-limits.server";
import { requireApiUser } from "~/utils/auth.server";
import { confirmCouponContract } from "~/core/billing/purchase-api";
import { httpFailure, parseRequest, refusalBody, reply } from "~/utils/api.server";
import { postOnly } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(confirmCouponContract, request);
  const refused = await couponRefusal(env, request, user.id);
  if (refused) {
    const failure = httpFailure(request, limitReached("limits.coupon", refused.retryAfterMs));
    return reply(confirmCouponContract, failure.status, refusalBody(failure.message), failure.headers);
  }
  if (!parsed.success) return reply(confirmCouponContract, 400, await wrongCoupon(env, request, user.id));
  const now = Date.now();
  const result = await redeemCouponAndNotify(env, user.id, parsed.data.coupon, now);
  if (!result.ok) return reply(confirmCouponContract, 400, await wrongCoupon(env, request, user.id));
  const daysLeft = subscriptionState(result.endAt, now).daysLeft;
  return reply(confirmCouponContract, 200, {
    result: "success",
    end_at: result.endAt,
    data: { end_at: result.endAt, month: result.months, days_left: daysLeft },
  });
}

export const loader = postOnly;
