// Forgot-password, limited per address and per e-mail (issue 21: 60 reset mails to one address in
// 1.8 s). The per-e-mail count is kept whether or not the address has an account, so a 429 says
// nothing about who is registered.
import { minutesToWait } from "~/core/accounts/rate-limits";
import type { DomainError } from "~/core/contracts/errors";
import { createDb } from "~/db/client.server";
import type { Language } from "~/i18n";
import { createMailer } from "~/services/mailer.server";
import { clientIp, withLimits } from "~/services/rate-limits.server";
import { siteOrigin } from "~/utils/settings.server";
import { requestPasswordReset } from "./email-tokens.server";

export type ResetRequestOutcome = { ok: true } | { ok: false; error: DomainError<"limits.forgotPassword", "limited"> };

/** The one handler of the /forgot-password page's action and /api/user/forgot-password; a refusal is a typed error (httpFailure maps it). */
export async function askForPasswordReset(env: Env, request: Request, email: string, language: Language): Promise<ResetRequestOutcome> {
  const claims = [
    { name: "forgotPasswordPerAddress", key: clientIp(request) },
    { name: "forgotPasswordPerEmail", key: email },
  ] as const;
  const done = await withLimits(env, claims, async () => {
    const db = createDb(env.DB);
    await requestPasswordReset(db, createMailer(env, db), email, siteOrigin(env), language);
    return { value: undefined, outcome: "success" };
  });
  if (!done.ok) {
    const { retryAfterMs } = done.refusal;
    return { ok: false, error: { kind: "limited", key: "limits.forgotPassword", retryAfterMs, params: { minutes: minutesToWait(retryAfterMs) } } };
  }
  return { ok: true };
}
