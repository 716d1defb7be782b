// SPEC §7: coupon → result, data.month. Checks only; confirm-coupon uses it.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkCoupon } from "~/models/billing/coupons.server";
import { couponClaims, wrongCoupon } from "~/services/coupon-limits.server";
import { limitReached, withLimits } from "~/services/rate-limits.server";
import { requireApiUser } from "~/utils/auth.server";
import { useCouponContract } from "~/core/billing/purchase-api";
import { httpFailure, parseRequest, refusalBody, reply } from "~/utils/api.server";
import { postOnly } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(useCouponContract, request);
  const done = await withLimits(env, couponClaims(request, user.id), async () => {
    // A malformed code is a wrong guess too.
    const coupon = parsed.success ? await checkCoupon(env.DB, parsed.data.coupon) : null;
    return { value: coupon, outcome: coupon ? "success" : "failure" };
  });
  if (!done.ok) {
    const failure = httpFailure(request, limitReached("limits.coupon", done.refusal.retryAfterMs));
    return reply(useCouponContract, failure.status, refusalBody(failure.message), failure.headers);
  }
  const coupon = done.value;
  if (!coupon) return reply(useCouponContract, 400, wrongCoupon(request));
  return reply(useCouponContract, 200, { result: "success", data: { month: coupon.months } });
}

export const loader = postOnly;
