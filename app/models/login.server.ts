// Password login for both the pages (cookie session) and the JSON API (bearer + refresh token).
import type { Login } from "~/core/account-forms";
import { createDb } from "~/db/client.server";
import type { MessageKey } from "~/i18n";
import { clearAccountFailures, clientIp, isLoginBlocked, recordLoginFailure } from "~/services/login-throttle.server";
import { readSettings } from "~/utils/env.server";
import { createSession, startBearerLogin, type AuthUser } from "./sessions.server";
import { authenticate } from "./users.server";

export type LoginOutcome =
  | { ok: true; user: AuthUser; token: string; expiresAt: number; refreshToken?: string }
  | { ok: false; status: 401 | 403 | 429; message: MessageKey };

export async function logIn(env: Env, request: Request, input: Login, kind: "cookie" | "bearer"): Promise<LoginOutcome> {
  const ip = clientIp(request);
  if (await isLoginBlocked(env, input.email, ip)) return { ok: false, status: 429, message: "accounts.tooManyAttempts" };
  const db = createDb(env.DB);
  const result = await authenticate(db, input.email, input.password, readSettings(env).PASSWORD_PEPPER);
  if (!result.ok) {
    if (result.reason === "disabled") return { ok: false, status: 403, message: "accounts.accountDisabled" };
    await recordLoginFailure(env, input.email, ip);
    return { ok: false, status: 401, message: "accounts.loginFailed" };
  }
  await clearAccountFailures(env, input.email);
  const meta = { userAgent: request.headers.get("User-Agent"), ip };
  // A bearer login shares its family with its refresh tokens, so logout ends them together.
  if (kind === "bearer") {
    const login = await startBearerLogin(db, result.user.id, meta);
    return { ok: true, user: result.user, token: login.token, expiresAt: login.expiresAt, refreshToken: login.refreshToken };
  }
  const session = await createSession(db, result.user.id, kind, meta);
  return { ok: true, user: result.user, token: session.token, expiresAt: session.expiresAt };
}
