import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { loginContract } from "~/core/accounts/account-api";
import { logIn } from "~/models/accounts/login.server";
import { userInfo } from "~/models/accounts/user-info.server";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";
import { firstIssueMessage, postOnly } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseRequest(loginContract, request);
  if (!parsed.success) return reply(loginContract, 400, { result: false, data: firstIssueMessage(request, parsed.error) });
  const outcome = await logIn(context.cloudflare.env, request, parsed.data, "bearer");
  if (!outcome.ok) {
    const failure = httpFailure(request, outcome.error);
    return reply(loginContract, failure.status, { result: false, data: failure.message }, failure.headers);
  }
  return reply(loginContract, 200, { result: true, data: userInfo(outcome.user), token: outcome.token, refresh_token: outcome.refreshToken ?? "" });
}

export const loader = postOnly;
