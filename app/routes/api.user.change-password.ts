import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { changePasswordContract } from "~/core/accounts/account-api";
import { changePasswordFor } from "~/models/accounts/password-change.server";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { firstIssueMessage, postOnly, requestTranslator } from "~/utils/request.server";

// The same use case as the /change-password page's action (changePasswordFor); its errors map to
// HTTP in one place (httpFailure).
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(changePasswordContract, request);
  if (!parsed.success) return reply(changePasswordContract, 400, { result: "failed", data: { message: firstIssueMessage(request, parsed.error) } });
  const result = await changePasswordFor(env, request, user, parsed.data);
  if (!result.ok) {
    const failure = httpFailure(request, result.error);
    return reply(changePasswordContract, failure.status, { result: "failed", data: { message: failure.message } }, failure.headers);
  }
  return reply(changePasswordContract, 200, { result: "success", data: { message: requestTranslator(request)("accounts.passwordChanged") } });
}

export const loader = postOnly;
