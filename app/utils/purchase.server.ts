// Request shapes of the /api/purchase/* calls (SPEC §7) and their shared coupon refusal.
import { z } from "zod";
import { requestTranslator } from "~/utils/request.server";

/** A coupon as one string ("ABCD-EFGH-JKMN") or as the three boxes. */
export const CouponRequestSchema = z.object({
  coupon: z.union([z.string().max(40), z.array(z.string().max(8)).length(3).transform((parts) => parts.join(""))]),
  month: z.coerce.number().optional(),
});
export type CouponRequest = z.infer<typeof CouponRequestSchema>;

/** The plan as "plan1" or as the purchase option number 1 or 2. */
export const CreateBillSchema = z.object({ level: z.union([z.string().max(10), z.number().int()]) });
export type CreateBillRequest = z.infer<typeof CreateBillSchema>;

export const CheckBillSchema = z.object({ invoiceId: z.string().min(1).max(64) });
export type CheckBillRequest = z.infer<typeof CheckBillSchema>;

/** Wrong and used codes get the same words (SPEC §8), so a guesser learns nothing. */
export function couponFailed(request: Request): Response {
  return Response.json({ result: "failed", data: { message: requestTranslator(request)("coupon.invalid") } }, { status: 400 });
}
