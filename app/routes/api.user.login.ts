import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { LoginSchema } from "~/core/accounts/account-forms";
import { logIn, loginRefusalHeaders } from "~/models/login.server";
import { userInfo } from "~/models/user-info.server";
import { firstIssueMessage, postOnly, readBody, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = LoginSchema.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false, data: firstIssueMessage(request, parsed.error) }, { status: 400 });
  const outcome = await logIn(context.cloudflare.env, request, parsed.data, "bearer");
  if (!outcome.ok) return Response.json({ result: false, data: requestTranslator(request)(outcome.message) }, { status: outcome.status, headers: loginRefusalHeaders(outcome) });
  return Response.json({ result: true, data: userInfo(outcome.user), token: outcome.token, refresh_token: outcome.refreshToken });
}

export const loader = postOnly;
