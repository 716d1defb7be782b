// SPEC §7: invoiceId → data.status (paid), data.end_at. Polled every 5 s while the QR is shown.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { subscriptionState } from "~/core/billing/subscription";
import { checkBill } from "~/models/billing/payments.server";
import { QPayError } from "~/services/qpay.server";
import { requireApiUser } from "~/utils/auth.server";
import { checkBillContract } from "~/core/billing/purchase-api";
import { parseRequest, reply } from "~/utils/api.server";
import { postOnly } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(checkBillContract, request);
  if (!parsed.success) return reply(checkBillContract, 400, { result: "failed", data: { status: "unknown" } });
  try {
    const bill = await checkBill(env, user.id, parsed.data.invoiceId);
    // Someone else's invoice looks exactly like a missing one.
    if (!bill) return reply(checkBillContract, 404, { result: "failed", data: { status: "unknown" } });
    if (bill.status === "unpaid") return reply(checkBillContract, 200, { result: "success", data: { status: "unpaid" } });
    const daysLeft = subscriptionState(bill.endAt, Date.now()).daysLeft;
    return reply(checkBillContract, 200, { result: "success", data: { status: "paid", end_at: bill.endAt, days_left: daysLeft } });
  } catch (error) {
    if (!(error instanceof QPayError)) throw error;
    // QPay did not answer this time; the next poll asks again.
    return reply(checkBillContract, 200, { result: "success", data: { status: "unpaid" } }, { "Retry-After": "5" });
  }
}

export const loader = postOnly;
