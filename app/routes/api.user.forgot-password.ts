import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { forgotPasswordContract } from "~/core/accounts/account-api";
import { askForPasswordReset } from "~/models/accounts/password-reset-request.server";
import { firstIssueMessage, postOnly, requestLanguage, requestTranslator } from "~/utils/request.server";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseRequest(forgotPasswordContract, request);
  if (!parsed.success) return reply(forgotPasswordContract, 400, { result: false, data: { message: firstIssueMessage(request, parsed.error) } });
  const asked = await askForPasswordReset(context.cloudflare.env, request, parsed.data.email, requestLanguage(request));
  if (!asked.ok) {
    const failure = httpFailure(request, asked.error);
    return reply(forgotPasswordContract, failure.status, { result: false, message: failure.message, data: { message: failure.message } }, failure.headers);
  }
  return reply(forgotPasswordContract, 200, { result: true, data: { message: requestTranslator(request)("accounts.forgotSent") } });
}

export const loader = postOnly;
