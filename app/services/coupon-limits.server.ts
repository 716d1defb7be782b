// Coupon codes can be guessed: wrong codes are counted per user and per address (issue 21: 60 wrong
// codes went through in 1.8 s), and past the limit every code is refused with 429 until the window moves.
import { requestTranslator } from "~/utils/request.server";
import { clientIp, firstRefusal, peekLimit, recordLimit, type LimitVerdict } from "./rate-limits.server";

export async function couponRefusal(env: Env, request: Request, userId: number): Promise<LimitVerdict | null> {
  return firstRefusal(
    await Promise.all([peekLimit(env, "couponFailuresPerUser", String(userId)), peekLimit(env, "couponFailuresPerAddress", clientIp(request))]),
  );
}

export async function recordCouponFailure(env: Env, request: Request, userId: number): Promise<void> {
  await Promise.all([recordLimit(env, "couponFailuresPerUser", String(userId)), recordLimit(env, "couponFailuresPerAddress", clientIp(request))]);
}

/**
 * A wrong code: counted, then the body of its 400 (the route replies). Wrong and used codes get the
 * same words (SPEC §8), so a guesser learns nothing.
 */
export async function wrongCoupon(env: Env, request: Request, userId: number): Promise<{ result: "failed"; data: { message: string } }> {
  await recordCouponFailure(env, request, userId);
  return { result: "failed", data: { message: requestTranslator(request)("coupon.invalid") } };
}
