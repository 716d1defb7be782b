import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { registerContract } from "~/core/accounts/account-api";
import { registerAndSendVerification } from "~/models/registration.server";
import { firstIssueMessage, postOnly, requestLanguage, requestTranslator } from "~/utils/request.server";
import { httpFailure, parseRequest } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseRequest(registerContract, request);
  if (!parsed.success) return Response.json({ result: false, data: { message: firstIssueMessage(request, parsed.error) } }, { status: 400 });
  const result = await registerAndSendVerification(context.cloudflare.env, request, parsed.data, new URL(request.url).origin, requestLanguage(request));
  if (!result.ok) {
    const failure = httpFailure(request, result.error);
    return Response.json({ result: false, data: { message: failure.message } }, { status: failure.status, headers: failure.headers });
  }
  return Response.json({ result: true, data: { message: requestTranslator(request)("accounts.registerSuccess") } });
}

export const loader = postOnly;
