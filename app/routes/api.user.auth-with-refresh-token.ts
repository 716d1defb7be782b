import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { rotateRefreshToken } from "~/models/sessions.server";
import { clientIp } from "~/services/login-throttle.server";

// GET ?refresh_token=…: spends the refresh token once and answers a new access token and refresh token.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("refresh_token") ?? "";
  const rotated = token.length >= 20 ? await rotateRefreshToken(createDb(context.cloudflare.env.DB), token, { userAgent: request.headers.get("User-Agent"), ip: clientIp(request) }) : null;
  if (!rotated) return Response.json({ status: 401, data: [] }, { status: 401 });
  return Response.json({ status: 200, data: [{ token: rotated.accessToken, refresh_token: rotated.refreshToken, active: rotated.user.active ? 1 : 0 }] });
}
