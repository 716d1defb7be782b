// Password login for both the pages (cookie session) and the JSON API (bearer + refresh token).
import type { Login } from "~/core/accounts/account-forms";
import { createDb } from "~/db/client.server";
import type { DomainError } from "~/core/contracts/errors";
import type { MessageKey } from "~/i18n";
import { clientIp, startLoginAttempt } from "~/services/login-throttle.server";
import { createMailer } from "~/services/mailer.server";
import { settingsOf, siteOrigin } from "~/utils/settings.server";
import { requestLanguage } from "~/utils/request.server";
import { mailLoginLink } from "./login-link.server";
import { createSession, startBearerLogin, type AuthUser } from "./sessions.server";
import { authenticate, loginEmailFor } from "./users.server";

export type LoginOutcome =
  | { ok: true; user: AuthUser; token: string; expiresAt: number; refreshToken?: string }
  | { ok: false; error: DomainError<MessageKey, "limited" | "forbidden" | "login"> };

export async function logIn(env: Env, request: Request, input: Login, kind: "cookie" | "bearer"): Promise<LoginOutcome> {
  const ip = clientIp(request);
  const db = createDb(env.DB);
  // A login name is resolved to its account's address first, so the limits count one account however
  // it is named (ADR 030, ADR 038); an unknown name gets an address nobody has.
  const email = await loginEmailFor(db, input.email);
  const attempt = await startLoginAttempt(env, email, ip);
  if (attempt.kind === "blocked") return { ok: false, error: { kind: "limited", key: "accounts.tooManyAttempts", retryAfterMs: attempt.retryAfterMs } };
  const result = await authenticate(db, email, input.password, settingsOf(env).passwordPepper);
  if (attempt.kind === "brake") {
    // The same answer for a right and a wrong password: guessing learns nothing; the owner gets a link.
    // The attempt's units stay either way: nobody logged in.
    if (result.ok) await mailLoginLink(env, db, createMailer(env, db), result.user, siteOrigin(env), requestLanguage(request));
    return { ok: false, error: { kind: "limited", key: "limits.accountBrake", retryAfterMs: attempt.retryAfterMs } };
  }
  // A disabled account's password was right: not a guess.
  await attempt.held.settle(result.ok || result.reason === "disabled" ? "success" : "failure");
  if (!result.ok) {
    if (result.reason === "disabled") return { ok: false, error: { kind: "forbidden", key: "accounts.accountDisabled" } };
    return { ok: false, error: { kind: "login", key: email === input.email ? "accounts.loginFailed" : "accounts.loginFailedUsername" } };
  }
  const meta = { userAgent: request.headers.get("User-Agent"), ip };
  if (kind === "bearer") {
    const login = await startBearerLogin(db, result.user.id, meta);
    return { ok: true, user: result.user, token: login.token, expiresAt: login.expiresAt, refreshToken: login.refreshToken };
  }
  const session = await createSession(db, result.user.id, kind, meta);
  return { ok: true, user: result.user, token: session.token, expiresAt: session.expiresAt };
}
