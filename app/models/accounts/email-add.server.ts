// A class account adds an e-mail of its own (issue 30 §2: "may later add an e-mail"). The address
// becomes the login address only when the link mailed to it is opened, so nobody can claim an address
// they cannot read; until then the account keeps its placeholder (ADR 038).
import { and, eq, gt, isNull, like, sql } from "drizzle-orm";
import { minutesToWait } from "~/core/accounts/rate-limits";
import { CLASS_ACCOUNT_DOMAIN, isPlaceholderEmail } from "~/core/accounts/placeholder-email";
import type { DomainError } from "~/core/contracts/errors";
import { createDb, type Db } from "~/db/client.server";
import { oneTimeTokens, users } from "~/db/schema";
import { translator, type Language } from "~/i18n";
import { createMailer } from "~/services/mailer.server";
import { clientIp, startLoginAttempt } from "~/services/login-throttle.server";
import { takeUnits } from "~/services/rate-limits.server";
import type { AuthUser } from "~/utils/auth.server";
import { randomToken, sha256Hex } from "~/utils/crypto.server";
import { settingsOf, siteOrigin } from "~/utils/settings.server";
import { VERIFY_EMAIL_TTL_MS } from "./email-tokens.server";
import { authenticate, findUserByEmail } from "./users.server";

type AddEmailError =
  "accounts.addEmail.notClassAccount" | "accounts.addEmail.passwordWrong" | "accounts.emailTaken" | "accounts.tooManyAttempts" | "accounts.addEmail.tooMany";
export type AddEmailOutcome = { ok: true; email: string } | { ok: false; error: DomainError<AddEmailError, "limited" | "invalid" | "conflict"> };

/**
 * Checks the account's password (a login attempt: it meets the login brake, so a borrowed session cannot
 * guess it), then mails a 24-hour link to the new address. At most three such mails an hour per account.
 */
export async function askToAddEmail(
  env: Env,
  request: Request,
  user: AuthUser,
  input: { email: string; password: string },
  language: Language,
): Promise<AddEmailOutcome> {
  if (!isPlaceholderEmail(user.email)) return { ok: false, error: { kind: "conflict", key: "accounts.addEmail.notClassAccount" } };
  const mails = await takeUnits(env, [{ name: "addEmailMailsPerAccount", key: String(user.id) }]);
  if (!mails.ok) {
    const { retryAfterMs } = mails.refusal;
    return { ok: false, error: { kind: "limited", key: "accounts.addEmail.tooMany", retryAfterMs, params: { minutes: minutesToWait(retryAfterMs) } } };
  }
  const attempt = await startLoginAttempt(env, user.email, clientIp(request));
  if (attempt.kind === "brake") await attempt.held.release();
  if (attempt.kind !== "open") {
    await mails.held.release();
    return { ok: false, error: { kind: "limited", key: "accounts.tooManyAttempts", retryAfterMs: attempt.retryAfterMs } };
  }
  const db = createDb(env.DB);
  const check = await authenticate(db, user.email, input.password, settingsOf(env).passwordPepper);
  await attempt.held.settle(check.ok ? "success" : "failure");
  if (!check.ok) {
    await mails.held.release();
    return { ok: false, error: { kind: "invalid", key: "accounts.addEmail.passwordWrong" } };
  }
  if (await findUserByEmail(db, input.email)) {
    await mails.held.release();
    return { ok: false, error: { kind: "conflict", key: "accounts.emailTaken" } };
  }
  const token = randomToken();
  const now = Date.now();
  await db
    .insert(oneTimeTokens)
    .values({ id: await sha256Hex(token), userId: user.id, purpose: "add_email", newEmail: input.email, createdAt: now, expiresAt: now + VERIFY_EMAIL_TTL_MS });
  const t = translator(language);
  const link = `${siteOrigin(env)}/verify-email?token=${token}`;
  await createMailer(env, db).send({
    to: input.email,
    subject: t("accounts.mail.addEmailSubject"),
    text: t("accounts.mail.addEmailBody", { name: user.name, link }),
  });
  return { ok: true, email: input.email };
}

/**
 * The link from that mail: spends the token and makes its address the account's login address — only
 * while the account still has its placeholder and nobody has registered the address meanwhile.
 */
export async function confirmAddedEmail(db: Db, token: string, now = Date.now()): Promise<boolean> {
  const spent = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.id, await sha256Hex(token)), eq(oneTimeTokens.purpose, "add_email"), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
    )
    .returning({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail })
    .get();
  if (!spent?.newEmail) return false;
  // Not if someone registered the address after the mail went out (users.email is unique).
  const changed = await db
    .update(users)
    .set({ email: spent.newEmail, emailVerifiedAt: now })
    .where(
      and(
        eq(users.id, spent.userId),
        like(users.email, `%@${CLASS_ACCOUNT_DOMAIN}`),
        sql`not exists (select 1 from "users" as "taken" where "taken"."email" = ${spent.newEmail})`,
      ),
    )
    .returning({ id: users.id })
    .get();
  return changed !== undefined;
}
