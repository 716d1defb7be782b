// The way in for an account's owner while the account-wide login brake is on (ADR 011): a right
// password is answered like a wrong one, and a single-use link (15 minutes) is mailed to the account.
import { isPlaceholderEmail } from "~/core/accounts/placeholder-email";
import type { Db } from "~/db/client.server";
import { translator, type Language } from "~/i18n";
import type { Mailer } from "~/services/mailer.server";
import { takeUnits } from "~/services/rate-limits.server";
import { createOneTimeToken, spendOneTimeToken } from "./email-tokens.server";
import { createSession, type AuthUser, type SessionMeta } from "./sessions.server";
import { findUserById } from "./users.server";

export async function mailLoginLink(env: Env, db: Db, mailer: Mailer, user: AuthUser, origin: string, language: Language): Promise<void> {
  // A class account has no mailbox (ADR 036): under the brake it waits, or its teacher resets it.
  if (isPlaceholderEmail(user.email)) return;
  // A few links an hour are plenty for the owner; more would only fill their inbox.
  // Every link counts: the unit is never given back.
  if (!(await takeUnits(env, [{ name: "loginLinksPerAccount", key: String(user.id) }])).ok) return;
  const t = translator(language);
  const link = `${origin}/login-link?token=${await createOneTimeToken(db, user.id, "login_link")}`;
  await mailer.send({ to: user.email, subject: t("limits.loginLinkSubject"), text: t("limits.loginLinkBody", { name: user.name, link }) });
}

/** Spends the link and opens a cookie session; null when the link is unknown, used or expired. */
export async function logInWithLink(db: Db, token: string, meta: SessionMeta) {
  const userId = await spendOneTimeToken(db, token, "login_link");
  if (userId === null) return null;
  const user = await findUserById(db, userId);
  if (!user?.active) return null;
  return createSession(db, user.id, "cookie", meta);
}
