// The shared coupon refusal of the /api/purchase/* calls (their contracts: app/core/billing/purchase-api.ts).
import { requestTranslator } from "~/utils/request.server";

/** Wrong and used codes get the same words (SPEC §8), so a guesser learns nothing. */
export function couponFailed(request: Request): Response {
  return Response.json({ result: "failed", data: { message: requestTranslator(request)("coupon.invalid") } }, { status: 400 });
}
