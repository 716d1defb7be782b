import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { facebookLoginContract } from "~/core/accounts/account-api";
import { createDb } from "~/db/client.server";
import { startBearerLogin } from "~/models/accounts/sessions.server";
import { signInWithFacebook } from "~/models/accounts/social-login.server";
import { userInfo } from "~/models/accounts/user-info.server";
import { facebookConfigured, fetchProfile } from "~/services/facebook.server";
import { clientIp } from "~/services/login-throttle.server";
import { parseRequest, reply } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

// SPEC §7 sends the social profile; the server never believes it. It asks the provider for the
// profile behind the access token and requires the same id.

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = requestTranslator(request);
  if (!facebookConfigured(env)) return reply(facebookLoginContract, 404, { result: false, data: { message: t("accounts.socialFailed") } });
  const parsed = await parseRequest(facebookLoginContract, request);
  if (!parsed.success) return reply(facebookLoginContract, 400, { result: false, data: { message: t("accounts.socialMissingFields") } });
  const profile = await fetchProfile(env, parsed.data.accessToken);
  if (!profile.ok) {
    if (profile.reason === "missing_fields") return reply(facebookLoginContract, 400, { result: false, data: { message: t("accounts.socialMissingFields") } });
    return reply(facebookLoginContract, 401, { result: false, data: { message: t("accounts.socialFailed") } });
  }
  if (profile.profile.id !== parsed.data.user.id) return reply(facebookLoginContract, 401, { result: false, data: { message: t("accounts.socialFailed") } });
  const db = createDb(env.DB);
  const user = await signInWithFacebook(db, profile.profile);
  if (!user) return reply(facebookLoginContract, 403, { result: false, data: { message: t("accounts.accountDisabled") } });
  const login = await startBearerLogin(db, user.id, { userAgent: request.headers.get("User-Agent"), ip: clientIp(request) });
  return reply(facebookLoginContract, 200, { result: true, token: login.token, refresh_token: login.refreshToken, data: userInfo(user) });
}

export const loader = postOnly;
