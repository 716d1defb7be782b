// QPay calls this (GET or POST) when an invoice is paid. The call proves nothing by itself: the token
// finds the invoice and QPay's payment check decides. Duplicates are answered 200 "SUCCESS" too.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { qpayCallbackContract } from "~/core/billing/purchase-api";
import { handleQPayCallback } from "~/models/billing/payments.server";
import { parseRequest, reply } from "~/utils/api.server";

const NO_STORE = { "Cache-Control": "no-store" };

async function answer({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  // The token is in the query, whatever the method (its schema refuses nothing: no token finds no invoice).
  const query = await parseRequest(qpayCallbackContract, request);
  const outcome = await handleQPayCallback(context.cloudflare.env, query.success ? (query.data.token ?? null) : null);
  switch (outcome) {
    case "credited":
    case "already_paid":
      return reply(qpayCallbackContract, 200, "SUCCESS", NO_STORE);
    // Not (yet) paid per QPay: a non-200 invites QPay to call again, and the poll covers it anyway.
    case "not_paid":
      return reply(qpayCallbackContract, 409, "NOT_PAID", NO_STORE);
    case "amount_mismatch":
      return reply(qpayCallbackContract, 409, "AMOUNT_MISMATCH", NO_STORE);
    case "unknown_token":
      return reply(qpayCallbackContract, 404, "NOT_FOUND", NO_STORE);
    case "qpay_unavailable":
      return reply(qpayCallbackContract, 503, "RETRY", NO_STORE);
  }
}

export const loader = answer;
export const action = answer;
