// The purchase calls of SPEC §7 (use-coupon, confirm-coupon, qpay-create-bill, check-qpay-bill) and
// QPay's callback: request and response schemas. The routes validate requests with these; the
// browser parses every answer with them (never a cast).
import { z } from "zod";
import { BodyRefusalSchema, defineContract } from "../contracts/contract";

const Epoch = z.number().int().nonnegative();
const Days = z.number().int();

/** A coupon as one string ("ABCD-EFGH-JKMN") or as the three boxes. */
export const CouponRequestSchema = z.object({
  coupon: z.union([
    z.string().max(40),
    z
      .array(z.string().max(8))
      .length(3)
      .transform((parts) => parts.join("")),
  ]),
  month: z.coerce.number().optional(),
});
export type CouponRequest = z.infer<typeof CouponRequestSchema>;

/** The plan as "plan1" or as the purchase option number 1 or 2. */
export const CreateBillSchema = z.object({ level: z.union([z.string().max(10), z.number().int()]) });
export type CreateBillRequest = z.infer<typeof CreateBillSchema>;

export const CheckBillSchema = z.object({ invoiceId: z.string().min(1).max(64) });
export type CheckBillRequest = z.infer<typeof CheckBillSchema>;

/** Wrong and used codes get the same words (SPEC §8): 'failed' with data.message. */
const CouponRefusalSchema = z.object({ result: z.literal("failed"), data: z.object({ message: z.string().min(1) }) });

export const useCouponContract = defineContract({
  name: "purchase.use-coupon",
  path: "/api/purchase/use-coupon",
  access: "user",
  request: CouponRequestSchema,
  responses: {
    200: z.object({ result: z.literal("success"), data: z.object({ month: z.number().int().positive() }) }),
    400: CouponRefusalSchema,
    /** Too many wrong codes: the limit's words under message and data.message. */
    429: BodyRefusalSchema,
  },
});

export const confirmCouponContract = defineContract({
  name: "purchase.confirm-coupon",
  path: "/api/purchase/confirm-coupon",
  access: "user",
  request: CouponRequestSchema,
  responses: {
    200: z.object({
      result: z.literal("success"),
      end_at: Epoch,
      data: z.object({ end_at: Epoch, month: z.number().int().positive(), days_left: Days }),
    }),
    400: CouponRefusalSchema,
    /** Too many wrong codes: the limit's words under message and data.message. */
    429: BodyRefusalSchema,
  },
});

export const QrSchema = z.object({ text: z.string().min(1), image: z.string().nullable(), shortUrl: z.string().nullable() });
export const BankLinkSchema = z.object({ name: z.string(), description: z.string(), logo: z.string().nullable(), link: z.string() });
export type BankLink = z.infer<typeof BankLinkSchema>;

const BillRefusalSchema = z.object({ result: z.literal("failed"), data: z.object({ message: z.string().min(1) }) });

export const createBillContract = defineContract({
  name: "purchase.qpay-create-bill",
  path: "/api/purchase/qpay-create-bill",
  access: "user",
  request: CreateBillSchema,
  responses: {
    200: z.object({
      result: z.literal("success"),
      /** Ours: what check-qpay-bill takes. */
      invoice_id: z.string().min(1),
      /** QPay's invoice id, for support. */
      payment_id: z.string().min(1),
      qr: QrSchema,
      urls: z.array(BankLinkSchema),
      data: z.object({ plan: z.string(), amount: z.number().int().nonnegative(), days: z.number().int().positive() }),
    }),
    400: BillRefusalSchema,
    502: BillRefusalSchema,
  },
});

const UnknownBillSchema = z.object({ result: z.literal("failed"), data: z.object({ status: z.literal("unknown") }) });

export const checkBillContract = defineContract({
  name: "purchase.check-qpay-bill",
  path: "/api/purchase/check-qpay-bill",
  access: "user",
  request: CheckBillSchema,
  responses: {
    200: z.object({
      result: z.literal("success"),
      data: z.discriminatedUnion("status", [
        z.object({ status: z.literal("unpaid") }),
        z.object({ status: z.literal("paid"), end_at: Epoch.nullable(), days_left: Days }),
      ]),
    }),
    400: UnknownBillSchema,
    /** Someone else's invoice looks exactly like a missing one. */
    404: UnknownBillSchema,
  },
});

/** QPay's callback (GET or POST ?token=…) answers plain words, not JSON. */
export const qpayCallbackContract = defineContract({
  name: "purchase.qpay-callback",
  methods: ["POST", "GET"],
  path: "/api/purchase/qpay-callback",
  access: "public",
  input: "query",
  request: z.object({ token: z.string().optional() }),
  output: "text",
  responses: {
    200: z.literal("SUCCESS"),
    404: z.literal("NOT_FOUND"),
    409: z.enum(["NOT_PAID", "AMOUNT_MISMATCH"]),
    503: z.literal("RETRY"),
  },
});

export const PURCHASE_CONTRACTS = [useCouponContract, confirmCouponContract, createBillContract, checkBillContract, qpayCallbackContract] as const;
