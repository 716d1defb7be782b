import type { DomainError } from "~/core/contracts/errors";
import { createDb } from "~/db/client.server";
import { clientIp, loginGate, recordLoginFailure } from "~/services/login-throttle.server";
import { closeSessionSockets } from "~/services/socket-sessions.server";
import { getSession, type AuthUser } from "~/utils/auth.server";
import { readSettings } from "~/utils/env.server";
import { changePassword } from "./users.server";

export type PasswordChangeOutcome =
  { ok: true } | { ok: false; error: DomainError<"accounts.oldPasswordWrong" | "accounts.commonPassword" | "accounts.tooManyAttempts", "limited" | "invalid"> };

/**
 * Changes the password and revokes every session except the one making the change (closing their
 * sockets). The old-password check is a login attempt: it counts toward the account's login brake and
 * is refused while the brake is on, so a stolen session cannot guess the password.
 */
export async function changePasswordFor(
  env: Env,
  request: Request,
  user: AuthUser,
  input: { oldPassword: string; password: string },
): Promise<PasswordChangeOutcome> {
  const ip = clientIp(request);
  const gate = await loginGate(env, user.email, ip);
  if (gate.kind !== "open") return { ok: false, error: { kind: "limited", key: "accounts.tooManyAttempts", retryAfterMs: gate.retryAfterMs } };
  const session = await getSession(request, env);
  const keep = session.state === "ok" ? session.sessionId : undefined;
  const result = await changePassword(createDb(env.DB), user, input, keep, readSettings(env).PASSWORD_PEPPER);
  if (!result.ok) {
    if (result.error === "accounts.oldPasswordWrong") await recordLoginFailure(env, user.email, ip);
    return { ok: false, error: { kind: "invalid", key: result.error } };
  }
  await closeSessionSockets(env, result.revoked);
  return { ok: true };
}
