import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { rotateRefreshToken } from "~/models/sessions.server";
import { clientIp } from "~/services/login-throttle.server";
import { closeSessionSockets } from "~/services/socket-sessions.server";

// GET ?refresh_token=…: spends the refresh token once and answers a new access token and refresh token.
// A token spent twice was copied: its login ends, sockets included.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const token = new URL(request.url).searchParams.get("refresh_token") ?? "";
  if (token.length < 20) return Response.json({ status: 401, data: [] }, { status: 401 });
  const rotated = await rotateRefreshToken(createDb(env.DB), token, { userAgent: request.headers.get("User-Agent"), ip: clientIp(request) });
  if (!rotated.ok) {
    await closeSessionSockets(env, rotated.revoked);
    return Response.json({ status: 401, data: [] }, { status: 401 });
  }
  return Response.json({ status: 200, data: [{ token: rotated.accessToken, refresh_token: rotated.refreshToken, active: rotated.user.active ? 1 : 0 }] });
}
