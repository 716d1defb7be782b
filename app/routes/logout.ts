import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { revokeSession } from "~/models/sessions.server";
import { clearSessionCookie, readSessionToken } from "~/utils/auth.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const found = readSessionToken(request);
  if (found) await revokeSession(createDb(context.cloudflare.env.DB), found.token);
  return redirect("/login?loggedOut=1", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export async function loader() {
  return redirect("/");
}
