// Single-use e-mail links: address verification (24 h) and password reset (30 min). The link carries
// 256 random bits; only their SHA-256 is stored, and a token is spent atomically.
import { and, eq, gt, isNull } from "drizzle-orm";
import { isPlaceholderEmail } from "~/core/accounts/placeholder-email";
import type { Db } from "~/db/client.server";
import { oneTimeTokens, users } from "~/db/schema";
import { translator, type Language } from "~/i18n";
import type { Mailer } from "~/services/mailer.server";
import { randomToken, sha256Hex } from "~/utils/crypto.server";
import { revokeUserSessions, type RevokedSessions } from "./sessions.server";
import { findUserByEmail, loginEmailFor, setPassword } from "./users.server";

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 30 * 60 * 1000;
/** The one-time login link of an account under attack (ADR 011). */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
type Purpose = "verify_email" | "reset_password" | "login_link";
const TTL: Record<Purpose, number> = { verify_email: VERIFY_EMAIL_TTL_MS, reset_password: RESET_PASSWORD_TTL_MS, login_link: LOGIN_LINK_TTL_MS };

export async function createOneTimeToken(db: Db, userId: number, purpose: Purpose, now = Date.now()) {
  const token = randomToken();
  const ttl = TTL[purpose];
  await db.insert(oneTimeTokens).values({ id: await sha256Hex(token), userId, purpose, createdAt: now, expiresAt: now + ttl });
  return token;
}

/** Marks the token used and returns its user, or null if unknown, used, expired or for another purpose. */
export async function spendOneTimeToken(db: Db, token: string, purpose: Purpose, now = Date.now()): Promise<number | null> {
  const spent = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.id, await sha256Hex(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
    )
    .returning({ userId: oneTimeTokens.userId })
    .get();
  return spent?.userId ?? null;
}

export async function sendVerificationEmail(db: Db, mailer: Mailer, user: { id: number; name: string; email: string }, origin: string, language: Language) {
  // A class account's placeholder address never gets mail (ADR 036): no token is made for it either.
  if (isPlaceholderEmail(user.email)) return;
  const t = translator(language);
  const link = `${origin}/verify-email?token=${await createOneTimeToken(db, user.id, "verify_email")}`;
  await mailer.send({ to: user.email, subject: t("accounts.mail.verifySubject"), text: t("accounts.mail.verifyBody", { name: user.name, link }) });
}

export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  const userId = await spendOneTimeToken(db, token, "verify_email");
  if (userId === null) return false;
  await db.update(users).set({ emailVerifiedAt: Date.now() }).where(eq(users.id, userId));
  return true;
}

/**
 * Always resolves the same way, whether or not the address has an account. A class account (asked for
 * by its login name or its placeholder) gets the same answer and no mail: its teacher resets it.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, identifier: string, origin: string, language: Language) {
  const email = await loginEmailFor(db, identifier);
  if (isPlaceholderEmail(email)) return;
  const user = await findUserByEmail(db, email);
  if (!user || !user.active) return;
  const t = translator(language);
  const link = `${origin}/reset-password?token=${await createOneTimeToken(db, user.id, "reset_password")}`;
  await mailer.send({ to: user.email, subject: t("accounts.mail.resetSubject"), text: t("accounts.mail.resetBody", { name: user.name, link }) });
}

/** Sets the new password and logs the account out everywhere; null when the link is not valid. */
export async function resetPassword(db: Db, token: string, password: string, pepper?: string): Promise<RevokedSessions | null> {
  const userId = await spendOneTimeToken(db, token, "reset_password");
  if (userId === null) return null;
  await setPassword(db, userId, password, pepper);
  return revokeUserSessions(db, userId);
}
