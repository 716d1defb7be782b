import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { registerContract } from "~/core/accounts/account-api";
import { registerAndSendVerification } from "~/models/accounts/registration.server";
import { firstIssueMessage, postOnly, requestLanguage, requestTranslator } from "~/utils/request.server";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseRequest(registerContract, request);
  if (!parsed.success) return reply(registerContract, 400, { result: false, data: { message: firstIssueMessage(request, parsed.error) } });
  const result = await registerAndSendVerification(context.cloudflare.env, request, parsed.data, requestLanguage(request));
  if (!result.ok) {
    const failure = httpFailure(request, result.error);
    return reply(registerContract, failure.status, { result: false, data: { message: failure.message } }, failure.headers);
  }
  return reply(registerContract, 200, { result: true, data: { message: requestTranslator(request)("accounts.registerSuccess") } });
}

export const loader = postOnly;
