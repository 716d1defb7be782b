import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userInfo } from "~/models/user-info.server";
import { getSession } from "~/utils/auth.server";

// SPEC §4 Session: 200 with data.info; 401 when the token has run out (the client refreshes);
// 400 when the session is gone (the client clears its storage and goes to /login).
async function answer({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const session = await getSession(request, context.cloudflare.env);
  if (session.state === "ok") return Response.json({ status: 200, data: { info: userInfo(session.user) } });
  if (session.state === "expired") return Response.json({ status: 401, data: null }, { status: 401 });
  return Response.json({ status: 400, data: null }, { status: 400 });
}

export const action = answer;
export const loader = answer;
