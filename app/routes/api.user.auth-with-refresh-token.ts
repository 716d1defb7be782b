import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { refreshContract } from "~/core/accounts/account-api";
import { createDb } from "~/db/client.server";
import { rotateRefreshToken } from "~/models/accounts/sessions.server";
import { clientIp } from "~/services/login-throttle.server";
import { closeSessionSockets } from "~/services/socket-sessions.server";
import { parseRequest, reply } from "~/utils/api.server";

// GET ?refresh_token=…: spends the refresh token once and answers a new access token and refresh token.
// A token spent twice was copied: its login ends, sockets included.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const query = await parseRequest(refreshContract, request);
  const token = query.success ? query.data.refresh_token : "";
  if (token.length < 20) return reply(refreshContract, 401, { status: 401, data: [] });
  const rotated = await rotateRefreshToken(createDb(env.DB), token, { userAgent: request.headers.get("User-Agent"), ip: clientIp(request) });
  if (!rotated.ok) {
    await closeSessionSockets(env, rotated.revoked);
    return reply(refreshContract, 401, { status: 401, data: [] });
  }
  return reply(refreshContract, 200, {
    status: 200,
    data: [{ token: rotated.accessToken, refresh_token: rotated.refreshToken, active: rotated.user.active ? 1 : 0 }],
  });
}
