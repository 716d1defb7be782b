import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { endLogin } from "~/models/accounts/sessions.server";
import { closeSessionSockets } from "~/services/socket-sessions.server";
import { clearSessionCookie, readSessionToken } from "~/utils/auth.server";

// Cookie or bearer: the whole login ends (its refresh tokens and sessions), and its open sockets close.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const found = readSessionToken(request);
  if (found) await closeSessionSockets(env, await endLogin(createDb(env.DB), found.token));
  return redirect("/login?loggedOut=1", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export async function loader() {
  return redirect("/");
}
