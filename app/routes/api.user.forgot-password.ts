import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { forgotPasswordContract } from "~/core/accounts/account-api";
import { askForPasswordReset } from "~/models/password-reset-request.server";
import { firstIssueMessage, postOnly, requestLanguage, requestTranslator } from "~/utils/request.server";
import { httpFailure, parseRequest } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseRequest(forgotPasswordContract, request);
  if (!parsed.success) return Response.json({ result: false, data: { message: firstIssueMessage(request, parsed.error) } }, { status: 400 });
  const asked = await askForPasswordReset(context.cloudflare.env, request, parsed.data.email, requestLanguage(request));
  if (!asked.ok) {
    const failure = httpFailure(request, asked.error);
    return Response.json({ result: false, message: failure.message, data: { message: failure.message } }, { status: failure.status, headers: failure.headers });
  }
  return Response.json({ result: true, data: { message: requestTranslator(request)("accounts.forgotSent") } });
}

export const loader = postOnly;
