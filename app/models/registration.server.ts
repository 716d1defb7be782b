import { minutesToWait } from "~/core/accounts/rate-limits";
import { createDb } from "~/db/client.server";
import type { Language, Translate } from "~/i18n";
import { createMailer } from "~/services/mailer.server";
import { clientIp, retryAfterHeader, takeLimit } from "~/services/rate-limits.server";
import { readSettings } from "~/utils/env.server";
import { sendVerificationEmail } from "./email-tokens.server";
import { registerUser, type RegisterResult } from "./users.server";

export type RegistrationOutcome = RegisterResult | { ok: false; error: "limits.register"; retryAfterMs: number };

/** Creates the account and e-mails the verification link (pages and the JSON API share this); a few an hour per address. */
export async function registerAndSendVerification(
  env: Env,
  request: Request,
  input: { name: string; email: string; password: string },
  origin: string,
  language: Language,
): Promise<RegistrationOutcome> {
  const limit = await takeLimit(env, "registerPerAddress", clientIp(request));
  if (!limit.allowed) return { ok: false, error: "limits.register", retryAfterMs: limit.retryAfterMs };
  const db = createDb(env.DB);
  const result = await registerUser(db, input, readSettings(env).PASSWORD_PEPPER);
  if (result.ok) await sendVerificationEmail(db, createMailer(env, db), result.user, origin, language);
  return result;
}

/** Status, headers and message of a refused registration. */
export function registrationRefusal(result: Extract<RegistrationOutcome, { ok: false }>, t: Translate) {
  if (result.error === "limits.register") {
    return { status: 429, headers: retryAfterHeader(result.retryAfterMs), message: t(result.error, { minutes: minutesToWait(result.retryAfterMs) }) };
  }
  return { status: result.error === "accounts.emailTaken" ? 409 : 400, headers: {}, message: t(result.error) };
}
