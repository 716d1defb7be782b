// SPEC §7: coupon → result, data.month. Checks only; confirm-coupon uses it.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkCoupon } from "~/models/coupons.server";
import { couponRefusal, wrongCoupon } from "~/services/coupon-limits.server";
import { tooManyRequests } from "~/services/rate-limits.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, readBody } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = CouponRequestSchema.safeParse(await readBody(request));
  const refused = await couponRefusal(env, request, user.id);
  if (refused) return tooManyRequests(request, "limits.coupon", refused.retryAfterMs);
  if (!parsed.success) return wrongCoupon(env, request, user.id);
  const coupon = await checkCoupon(env.DB, parsed.data.coupon);
  if (!coupon) return wrongCoupon(env, request, user.id);
  return Response.json({ result: "success", data: { month: coupon.months } });
}

export const loader = postOnly;
