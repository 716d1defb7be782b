import { createDb } from "~/db/client.server";
import { exchangeCode, fetchProfile, readOauthCookie, sameState } from "~/services/facebook.server";
import { clientIp } from "~/services/login-throttle.server";
import { createSession } from "./sessions.server";
import { signInWithFacebook } from "./social-login.server";

export type FacebookCallbackOutcome = { kind: "ok"; token: string; expiresAt: number } | { kind: "cancelled" | "missing_fields" | "failed" };

/** The provider sent the browser back: check state, trade the code (with the PKCE verifier), sign in. */
export async function completeFacebookLogin(env: Env, request: Request): Promise<FacebookCallbackOutcome> {
  const url = new URL(request.url);
  const stored = readOauthCookie(request);
  const state = url.searchParams.get("state") ?? "";
  if (!stored || !(await sameState(state, stored.state))) return { kind: "failed" };
  if (url.searchParams.get("error")) return { kind: "cancelled" };
  const code = url.searchParams.get("code");
  if (!code) return { kind: "failed" };
  const accessToken = await exchangeCode(env, code, stored.verifier, `${url.origin}/auth/facebook/callback`);
  if (!accessToken) return { kind: "failed" };
  const profile = await fetchProfile(env, accessToken);
  if (!profile.ok) return { kind: profile.reason === "missing_fields" ? "missing_fields" : "failed" };
  const db = createDb(env.DB);
  const user = await signInWithFacebook(db, profile.profile);
  if (!user) return { kind: "failed" };
  const session = await createSession(db, user.id, "cookie", { userAgent: request.headers.get("User-Agent"), ip: clientIp(request) });
  return { kind: "ok", token: session.token, expiresAt: session.expiresAt };
}
