// Coupon codes can be guessed (issue 21: 60 wrong codes went through in 1.8 s; issue 29: concurrent
// guesses slipped past a count made afterwards). Every code checked takes a unit per user and per address
// first; a wrong code keeps them, a good one gives them back. Past the limit every code is refused
// with 429 until the window moves.
import { requestTranslator } from "~/utils/request.server";
import { clientIp, type LimitClaim } from "./rate-limits.server";

export const couponClaims = (request: Request, userId: number): LimitClaim[] => [
  { name: "couponFailuresPerUser", key: String(userId) },
  { name: "couponFailuresPerAddress", key: clientIp(request) },
];

/**
 * A wrong code's 400 body. Wrong and used codes get the same words (SPEC §8), so a guesser learns nothing.
 */
export function wrongCoupon(request: Request): { result: "failed"; data: { message: string } } {
  return { result: "failed", data: { message: requestTranslator(request)("coupon.invalid") } };
}
