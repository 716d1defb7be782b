import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ApiChangePasswordSchema } from "~/core/accounts/account-forms";
import { changePasswordFor } from "~/models/password-change.server";
import { retryAfterHeader } from "~/services/rate-limits.server";
import { requireApiUser } from "~/utils/auth.server";
import { firstIssueMessage, postOnly, readBody, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = ApiChangePasswordSchema.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: "failed", data: { message: firstIssueMessage(request, parsed.error) } }, { status: 400 });
  const t = requestTranslator(request);
  const result = await changePasswordFor(env, request, user, parsed.data);
  if (!result.ok) {
    const headers = result.status === 429 ? retryAfterHeader(result.retryAfterMs) : {};
    return Response.json({ result: "failed", data: { message: t(result.error) } }, { status: result.status, headers });
  }
  return Response.json({ result: "success", data: { message: t("accounts.passwordChanged") } });
}

export const loader = postOnly;
