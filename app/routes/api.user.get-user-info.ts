import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userInfoContract } from "~/core/accounts/account-api";
import { userInfo } from "~/models/accounts/user-info.server";
import { reply } from "~/utils/api.server";
import { getSession } from "~/utils/auth.server";

// SPEC §4 Session: 200 with data.info; 401 when the token has run out (the client refreshes);
// 400 when the session is gone (the client clears its storage and goes to /login).
async function answer({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const session = await getSession(request, context.cloudflare.env);
  if (session.state === "ok") return reply(userInfoContract, 200, { status: 200, data: { info: userInfo(session.user) } });
  if (session.state === "expired") return reply(userInfoContract, 401, { status: 401, data: null });
  return reply(userInfoContract, 400, { status: 400, data: null });
}

export const action = answer;
export const loader = answer;
