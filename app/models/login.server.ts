// Password login for both the pages (cookie session) and the JSON API (bearer + refresh token).
import type { Login } from "~/core/accounts/account-forms";
import { createDb } from "~/db/client.server";
import type { DomainError } from "~/core/contracts/errors";
import type { MessageKey } from "~/i18n";
import { clearLoginFailures, clientIp, loginGate, recordLoginFailure } from "~/services/login-throttle.server";
import { createMailer } from "~/services/mailer.server";
import { readSettings } from "~/utils/env.server";
import { requestLanguage } from "~/utils/request.server";
import { mailLoginLink } from "./login-link.server";
import { createSession, startBearerLogin, type AuthUser } from "./sessions.server";
import { authenticate } from "./users.server";

export type LoginOutcome =
  | { ok: true; user: AuthUser; token: string; expiresAt: number; refreshToken?: string }
  | { ok: false; error: DomainError<MessageKey, "limited" | "forbidden" | "login"> };

export async function logIn(env: Env, request: Request, input: Login, kind: "cookie" | "bearer"): Promise<LoginOutcome> {
  const ip = clientIp(request);
  const gate = await loginGate(env, input.email, ip);
  if (gate.kind === "blocked") return { ok: false, error: { kind: "limited", key: "accounts.tooManyAttempts", retryAfterMs: gate.retryAfterMs } };
  const db = createDb(env.DB);
  const result = await authenticate(db, input.email, input.password, readSettings(env).PASSWORD_PEPPER);
  if (gate.kind === "brake") {
    // The same answer for a right and a wrong password: guessing learns nothing; the owner gets a link.
    if (result.ok) await mailLoginLink(env, db, createMailer(env, db), result.user, new URL(request.url).origin, requestLanguage(request));
    else if (result.reason === "wrong") await recordLoginFailure(env, input.email, ip);
    return { ok: false, error: { kind: "limited", key: "limits.accountBrake", retryAfterMs: gate.retryAfterMs } };
  }
  if (!result.ok) {
    if (result.reason === "disabled") return { ok: false, error: { kind: "forbidden", key: "accounts.accountDisabled" } };
    await recordLoginFailure(env, input.email, ip);
    return { ok: false, error: { kind: "login", key: "accounts.loginFailed" } };
  }
  await clearLoginFailures(env, input.email, ip);
  const meta = { userAgent: request.headers.get("User-Agent"), ip };
  if (kind === "bearer") {
    const login = await startBearerLogin(db, result.user.id, meta);
    return { ok: true, user: result.user, token: login.token, expiresAt: login.expiresAt, refreshToken: login.refreshToken };
  }
  const session = await createSession(db, result.user.id, kind, meta);
  return { ok: true, user: result.user, token: session.token, expiresAt: session.expiresAt };
}
