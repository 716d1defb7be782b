import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { registerContract } from "~/core/accounts/account-api";
import { registerAndSendVerification, registrationRefusal } from "~/models/registration.server";
import { firstIssueMessage, postOnly, requestLanguage, requestTranslator } from "~/utils/request.server";
import { parseRequest } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseRequest(registerContract, request);
  if (!parsed.success) return Response.json({ result: false, data: { message: firstIssueMessage(request, parsed.error) } }, { status: 400 });
  const t = requestTranslator(request);
  const result = await registerAndSendVerification(context.cloudflare.env, request, parsed.data, new URL(request.url).origin, requestLanguage(request));
  if (!result.ok) {
    const refusal = registrationRefusal(result, t);
    return Response.json({ result: false, data: { message: refusal.message } }, { status: refusal.status, headers: refusal.headers });
  }
  return Response.json({ result: true, data: { message: t("accounts.registerSuccess") } });
}

export const loader = postOnly;
