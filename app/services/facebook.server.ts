// Facebook login: OAuth 2 authorization code with state and PKCE, scope public_profile,email.
// The provider's URLs come from env so tests can run the whole flow against a fake on loopback.
import { z } from "zod";
import { randomToken, sha256Hex, toBase64Url } from "~/utils/crypto.server";
import { sanitizeProviderName } from "~/core/accounts/visible-text";

const DEFAULTS = {
  auth: "https://www.facebook.com/v19.0/dialog/oauth",
  token: "https://graph.facebook.com/v19.0/oauth/access_token",
  profile: "https://graph.facebook.com/me",
};
export const FACEBOOK_SCOPE = "public_profile,email";

export function facebookConfigured(env: Env): boolean {
  return Boolean(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET);
}

function urls(env: Env) {
  return {
    auth: env.FACEBOOK_AUTH_URL || DEFAULTS.auth,
    token: env.FACEBOOK_TOKEN_URL || DEFAULTS.token,
    profile: env.FACEBOOK_PROFILE_URL || DEFAULTS.profile,
  };
}

async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}

/** Where to send the browser, and the state + verifier to keep in a short-lived cookie. */
export async function beginFacebookLogin(env: Env, redirectUri: string) {
  const state = randomToken(16);
  const verifier = randomToken(32);
  const url = new URL(urls(env).auth);
  url.search = new URLSearchParams({
    client_id: env.FACEBOOK_APP_ID ?? "",
    redirect_uri: redirectUri,
    state,
    response_type: "code",
    scope: FACEBOOK_SCOPE,
    code_challenge: await pkceChallenge(verifier),
    code_challenge_method: "S256",
  }).toString();
  return { location: url.toString(), state, verifier };
}

const TokenSchema = z.object({ access_token: z.string().min(1) });
const ProfileSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
});

export interface FacebookProfile {
  id: string;
  name: string;
  email: string;
  picture: string | null;
}

export type ProfileResult = { ok: true; profile: FacebookProfile } | { ok: false; reason: "missing_fields" | "failed" };

export async function exchangeCode(env: Env, code: string, verifier: string, redirectUri: string): Promise<string | null> {
  const url = new URL(urls(env).token);
  url.search = new URLSearchParams({
    client_id: env.FACEBOOK_APP_ID ?? "",
    client_secret: env.FACEBOOK_APP_SECRET ?? "",
    redirect_uri: redirectUri,
    code,
    code_verifier: verifier,
  }).toString();
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return null;
  const parsed = TokenSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.access_token : null;
}

/** The provider's own answer for this access token: the only profile the server believes. */
export async function fetchProfile(env: Env, accessToken: string): Promise<ProfileResult> {
  const url = new URL(urls(env).profile);
  url.search = new URLSearchParams({ fields: "id,name,email,picture", access_token: accessToken }).toString();
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return { ok: false, reason: "failed" };
  const parsed = ProfileSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, reason: "failed" };
  const { id, name, email, picture } = parsed.data;
  const emailOk = z.email().safeParse(email?.trim().toLowerCase());
  if (!id || !name?.trim() || !emailOk.success) return { ok: false, reason: "missing_fields" };
  // Facebook's name is shown to others as it is: cleaned of control and invisible characters, never a reason to refuse the login.
  const shown = sanitizeProviderName(name, emailOk.data.split("@")[0]);
  return { ok: true, profile: { id, name: shown, email: emailOk.data, picture: picture?.data?.url ?? null } };
}

export const OAUTH_COOKIE = "fb_oauth";

export function oauthCookie(request: Request, state: string, verifier: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${OAUTH_COOKIE}=${state}.${verifier}; Path=/auth/facebook; HttpOnly; SameSite=Lax; Max-Age=600${secure}`;
}

export function clearOauthCookie(): string {
  return `${OAUTH_COOKIE}=; Path=/auth/facebook; HttpOnly; SameSite=Lax; Max-Age=0`;
}

export function readOauthCookie(request: Request): { state: string; verifier: string } | null {
  const match = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${OAUTH_COOKIE}=([A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]+)`));
  return match ? { state: match[1], verifier: match[2] } : null;
}

/** Constant-time compare of the returned state with the cookie's. */
export async function sameState(a: string, b: string): Promise<boolean> {
  return (await sha256Hex(a)) === (await sha256Hex(b));
}
