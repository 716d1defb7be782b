// SPEC §7: coupon → result, data.month. Checks only; confirm-coupon uses it.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkCoupon } from "~/models/coupons.server";
import { couponRefusal, wrongCoupon } from "~/services/coupon-limits.server";
import { limitReached } from "~/services/rate-limits.server";
import { requireApiUser } from "~/utils/auth.server";
import { useCouponContract } from "~/core/billing/purchase-api";
import { httpFailure, parseRequest, refusalBody, reply } from "~/utils/api.server";
import { postOnly } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(useCouponContract, request);
  const refused = await couponRefusal(env, request, user.id);
  if (refused) {
    const failure = httpFailure(request, limitReached("limits.coupon", refused.retryAfterMs));
    return reply(useCouponContract, failure.status, refusalBody(failure.message), failure.headers);
  }
  if (!parsed.success) return reply(useCouponContract, 400, await wrongCoupon(env, request, user.id));
  const coupon = await checkCoupon(env.DB, parsed.data.coupon);
  if (!coupon) return reply(useCouponContract, 400, await wrongCoupon(env, request, user.id));
  return reply(useCouponContract, 200, { result: "success", data: { month: coupon.months } });
}

export const loader = postOnly;
