import { createDb } from "~/db/client.server";
import type { Language } from "~/i18n";
import { createMailer } from "~/services/mailer.server";
import { readSettings } from "~/utils/env.server";
import { sendVerificationEmail } from "./email-tokens.server";
import { registerUser, type RegisterResult } from "./users.server";

/** Creates the account and e-mails the verification link (pages and the JSON API share this). */
export async function registerAndSendVerification(
  env: Env,
  input: { name: string; email: string; password: string },
  origin: string,
  language: Language,
): Promise<RegisterResult> {
  const db = createDb(env.DB);
  const result = await registerUser(db, input, readSettings(env).PASSWORD_PEPPER);
  if (result.ok) await sendVerificationEmail(db, createMailer(env, db), result.user, origin, language);
  return result;
}
