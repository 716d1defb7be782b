import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { facebookLoginContract } from "~/core/accounts/account-api";
import { createDb } from "~/db/client.server";
import { startBearerLogin } from "~/models/sessions.server";
import { signInWithFacebook } from "~/models/social-login.server";
import { userInfo } from "~/models/user-info.server";
import { facebookConfigured, fetchProfile } from "~/services/facebook.server";
import { clientIp } from "~/services/login-throttle.server";
import { parseRequest } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

// SPEC §7 sends the social profile; the server never believes it. It asks the provider for the
// profile behind the access token and requires the same id.

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = requestTranslator(request);
  if (!facebookConfigured(env)) return Response.json({ result: false, data: { message: t("accounts.socialFailed") } }, { status: 404 });
  const parsed = await parseRequest(facebookLoginContract, request);
  if (!parsed.success) return Response.json({ result: false, data: { message: t("accounts.socialMissingFields") } }, { status: 400 });
  const profile = await fetchProfile(env, parsed.data.accessToken);
  if (!profile.ok) {
    const missing = profile.reason === "missing_fields";
    return Response.json(
      { result: false, data: { message: t(missing ? "accounts.socialMissingFields" : "accounts.socialFailed") } },
      { status: missing ? 400 : 401 },
    );
  }
  if (profile.profile.id !== parsed.data.user.id) return Response.json({ result: false, data: { message: t("accounts.socialFailed") } }, { status: 401 });
  const db = createDb(env.DB);
  const user = await signInWithFacebook(db, profile.profile);
  if (!user) return Response.json({ result: false, data: { message: t("accounts.accountDisabled") } }, { status: 403 });
  const login = await startBearerLogin(db, user.id, { userAgent: request.headers.get("User-Agent"), ip: clientIp(request) });
  return Response.json({ result: true, token: login.token, refresh_token: login.refreshToken, data: userInfo(user) });
}

export const loader = postOnly;
