// Forgot-password, limited per address and per e-mail (issue 21: 60 reset mails to one address in
// 1.8 s). The per-e-mail count is kept whether or not the address has an account, so a 429 says
// nothing about who is registered.
import { createDb } from "~/db/client.server";
import type { Language } from "~/i18n";
import { createMailer } from "~/services/mailer.server";
import { clientIp, firstRefusal, takeLimit } from "~/services/rate-limits.server";
import { requestPasswordReset } from "./email-tokens.server";

export type ResetRequestOutcome = { ok: true } | { ok: false; retryAfterMs: number };

export async function askForPasswordReset(env: Env, request: Request, email: string, language: Language): Promise<ResetRequestOutcome> {
  const address = await takeLimit(env, "forgotPasswordPerAddress", clientIp(request));
  const refused = firstRefusal([address, address.allowed ? await takeLimit(env, "forgotPasswordPerEmail", email) : address]);
  if (refused) return { ok: false, retryAfterMs: refused.retryAfterMs };
  const db = createDb(env.DB);
  await requestPasswordReset(db, createMailer(env, db), email, new URL(request.url).origin, language);
  return { ok: true };
}
