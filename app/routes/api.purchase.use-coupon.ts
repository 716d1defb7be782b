// SPEC §7: coupon → result, data.month. Checks only; confirm-coupon uses it.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkCoupon } from "~/models/coupons.server";
import { requireApiUser } from "~/utils/auth.server";
import { CouponRequestSchema, couponFailed } from "~/utils/purchase.server";
import { postOnly, readBody } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  await requireApiUser(request, env);
  const parsed = CouponRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return couponFailed(request);
  const coupon = await checkCoupon(env.DB, parsed.data.coupon);
  if (!coupon) return couponFailed(request);
  return Response.json({ result: "success", data: { month: coupon.months } });
}

export const loader = postOnly;
