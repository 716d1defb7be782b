// SPEC §7: level → result, data (message on fail), invoice_id, payment_id, qr.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createBill } from "~/models/payments.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = CreateBillSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    return Response.json({ result: "failed", data: { message: requestTranslator(request)("payment.unknownPlan") } }, { status: 400 });
  }
  const bill = await createBill(env, user.id, parsed.data.level);
  if (!bill.ok) return Response.json({ result: "failed", data: { message: bill.message } }, { status: bill.status });
  return Response.json({
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
