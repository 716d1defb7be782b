// SPEC §7: level → result, data (message on fail), invoice_id, payment_id, qr.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createBill } from "~/models/billing/payments.server";
import { requireApiUser } from "~/utils/auth.server";
import { createBillContract } from "~/core/billing/purchase-api";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(createBillContract, request);
  if (!parsed.success) {
    return reply(createBillContract, 400, { result: "failed", data: { message: requestTranslator(request)("payment.unknownPlan") } });
  }
  const bill = await createBill(env, user.id, parsed.data.level);
  if (!bill.ok) {
    // The words in the caller's language, the status from the error's kind (400 unknown plan, 502 QPay).
    const failure = httpFailure(request, bill.error);
    return reply(createBillContract, failure.status, { result: "failed", data: { message: failure.message } });
  }
  return reply(createBillContract, 200, {
    result: "success",
    // invoice_id is ours (what check-qpay-bill takes); payment_id is QPay's invoice id, for support.
    invoice_id: bill.invoiceId,
    payment_id: bill.qpayInvoiceId,
    qr: bill.qr,
    urls: bill.urls,
    data: { plan: bill.plan, amount: bill.amount, days: bill.days },
  });
}

export const loader = postOnly;
