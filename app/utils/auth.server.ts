// Who is asking: the session cookie (pages) or an `Authorization: Bearer` token (the JSON API).
import { redirect } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { lookupSession, type AuthUser, type SessionLookup } from "~/models/accounts/sessions.server";
import { noteRequestUser } from "~/services/log.server";
import { requestTranslator } from "~/utils/request.server";

export type { AuthUser };
export const SESSION_COOKIE = "bichee_session";

export function readSessionToken(request: Request): { token: string; via: "cookie" | "bearer" } | null {
  const auth = request.headers.get("Authorization");
  const bearer = auth?.match(/^Bearer\s+([A-Za-z0-9_-]{20,})$/);
  if (bearer) return { token: bearer[1], via: "bearer" };
  const cookie = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{20,})`));
  return cookie ? { token: cookie[1], via: "cookie" } : null;
}

export async function getSession(request: Request, env: Env): Promise<SessionLookup | { state: "none" }> {
  const found = readSessionToken(request);
  if (!found) return { state: "none" };
  const session = await lookupSession(createDb(env.DB), found.token);
  // The request's log line names the user by a keyed hash (app/services/log.server.ts).
  if (session.state === "ok") noteRequestUser(env, session.user.id);
  return session;
}

export async function getOptionalUser(request: Request, env: Env): Promise<AuthUser | null> {
  const session = await getSession(request, env);
  return session.state === "ok" ? session.user : null;
}

/** Pages: no session → /login?redirectTo=<where the user was going>. */
export async function requireUser(request: Request, env: Env): Promise<AuthUser> {
  const user = await getOptionalUser(request, env);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** JSON API: no session → 401 with a message the client can show. */
export async function requireApiUser(request: Request, env: Env): Promise<AuthUser> {
  const user = await getOptionalUser(request, env);
  if (user) return user;
  throw Response.json({ result: false, message: requestTranslator(request)("accounts.error.loginRequired") }, { status: 401 });
}

function isHttps(request: Request) {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookie(request: Request, token: string, maxAgeMs: number): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(maxAgeMs / 1000)}${secure}`;
}

export function clearSessionCookie(request: Request): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}
