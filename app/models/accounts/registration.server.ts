import { minutesToWait } from "~/core/accounts/rate-limits";
import type { DomainError } from "~/core/contracts/errors";
import { createDb } from "~/db/client.server";
import type { Language } from "~/i18n";
import { createMailer } from "~/services/mailer.server";
import { clientIp, withLimits } from "~/services/rate-limits.server";
import { settingsOf, siteOrigin } from "~/utils/settings.server";
import { sendVerificationEmail } from "./email-tokens.server";
import { registerUser } from "./users.server";

export type RegistrationOutcome =
  { ok: true } | { ok: false; error: DomainError<"limits.register" | "accounts.emailTaken" | "accounts.commonPassword", "limited" | "conflict" | "invalid"> };

/**
 * Creates the account and e-mails the verification link: the one handler of the /register page's action
 * and /api/user/register; a few an hour per address. A refusal is a typed error (httpFailure maps it).
 */
export async function registerAndSendVerification(
  env: Env,
  request: Request,
  input: { name: string; email: string; password: string },
  language: Language,
): Promise<RegistrationOutcome> {
  const done = await withLimits(env, [{ name: "registerPerAddress", key: clientIp(request) }], async () => {
    const db = createDb(env.DB);
    const result = await registerUser(db, input, settingsOf(env).passwordPepper);
    if (result.ok) await sendVerificationEmail(db, createMailer(env, db), result.user, siteOrigin(env), language);
    return { value: result, outcome: result.ok ? "success" : "failure" };
  });
  if (!done.ok) {
    const { retryAfterMs } = done.refusal;
    return { ok: false, error: { kind: "limited", key: "limits.register", retryAfterMs, params: { minutes: minutesToWait(retryAfterMs) } } };
  }
  const result = done.value;
  if (!result.ok) return { ok: false, error: { kind: result.error === "accounts.emailTaken" ? "conflict" : "invalid", key: result.error } };
  return { ok: true };
}
