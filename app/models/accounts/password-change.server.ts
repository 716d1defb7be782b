import type { DomainError } from "~/core/contracts/errors";
import { createDb } from "~/db/client.server";
import { clientIp, startLoginAttempt } from "~/services/login-throttle.server";
import { closeSessionSockets } from "~/services/socket-sessions.server";
import { getSession, type AuthUser } from "~/utils/auth.server";
import { settingsOf } from "~/utils/settings.server";
import { changePassword } from "./users.server";

export type PasswordChangeOutcome =
  { ok: true } | { ok: false; error: DomainError<"accounts.oldPasswordWrong" | "accounts.commonPassword" | "accounts.tooManyAttempts", "limited" | "invalid"> };

/**
 * Changes the password and revokes every session except the one making the change (closing their
 * sockets). The old-password check is a login attempt: it takes the login brake's units before the
 * check and is refused while the brake is on, so a stolen session cannot guess the password.
 */
export async function changePasswordFor(
  env: Env,
  request: Request,
  user: AuthUser,
  input: { oldPassword: string; password: string },
): Promise<PasswordChangeOutcome> {
  const attempt = await startLoginAttempt(env, user.email, clientIp(request));
  if (attempt.kind === "brake") await attempt.held.release(); // refused unjudged: its units go back
  if (attempt.kind !== "open") return { ok: false, error: { kind: "limited", key: "accounts.tooManyAttempts", retryAfterMs: attempt.retryAfterMs } };
  const session = await getSession(request, env);
  const keep = session.state === "ok" ? session.sessionId : undefined;
  const result = await changePassword(createDb(env.DB), user, input, keep, settingsOf(env).passwordPepper);
  // A common new password still means the old one was right.
  await attempt.held.settle(!result.ok && result.error === "accounts.oldPasswordWrong" ? "failure" : "success");
  if (!result.ok) return { ok: false, error: { kind: "invalid", key: result.error } };
  await closeSessionSockets(env, result.revoked);
  return { ok: true };
}
