// QPay calls this (GET or POST) when an invoice is paid. The call proves nothing by itself: the token
// finds the invoice and QPay's payment check decides. Duplicates are answered 200 "SUCCESS" too.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handleQPayCallback, type CallbackResult } from "~/models/payments.server";

const ANSWERS: Record<CallbackResult, [number, string]> = {
  credited: [200, "SUCCESS"],
  already_paid: [200, "SUCCESS"],
  // Not (yet) paid per QPay: a non-200 invites QPay to call again, and the poll covers it anyway.
  not_paid: [409, "NOT_PAID"],
  amount_mismatch: [409, "AMOUNT_MISMATCH"],
  unknown_token: [404, "NOT_FOUND"],
  qpay_unavailable: [503, "RETRY"],
};

async function answer({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const [status, body] = ANSWERS[await handleQPayCallback(context.cloudflare.env, token)];
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export const loader = answer;
export const action = answer;
