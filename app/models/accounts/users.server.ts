// Accounts: registration, password login, password changes.
import { eq } from "drizzle-orm";
import { isCommonPassword } from "~/core/accounts/common-passwords";
import { placeholderEmail } from "~/core/accounts/placeholder-email";
import { looksLikeUsername } from "~/core/classes/usernames";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { burnPasswordCheck, hashPassword, verifyPassword } from "~/utils/password.server";
import { revokeUserSessions, toAuthUser, type AuthUser, type RevokedSessions } from "./sessions.server";

export type RegisterResult = { ok: true; user: AuthUser } | { ok: false; error: "accounts.emailTaken" | "accounts.commonPassword" };

export async function registerUser(db: Db, input: { name: string; email: string; password: string }, pepper?: string): Promise<RegisterResult> {
  if (isCommonPassword(input.password)) return { ok: false, error: "accounts.commonPassword" };
  const hashed = await hashPassword(input.password, pepper);
  const row = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash: hashed.hash,
      passwordSalt: hashed.salt,
      passwordIterations: hashed.iterations,
      passwordAlgorithm: hashed.algorithm,
    })
    .onConflictDoNothing({ target: users.email })
    .returning()
    .get();
  return row ? { ok: true, user: toAuthUser(row) } : { ok: false, error: "accounts.emailTaken" };
}

export type AuthenticateResult = { ok: true; user: AuthUser } | { ok: false; reason: "wrong" | "disabled" };

/** Unknown e-mail and wrong password take the same time and give the same answer. */
export async function authenticate(db: Db, email: string, password: string, pepper?: string): Promise<AuthenticateResult> {
  const row = await db.select().from(users).where(eq(users.email, email)).get();
  if (!row?.passwordHash) {
    await burnPasswordCheck(password);
    return { ok: false, reason: "wrong" };
  }
  const stored = { hash: row.passwordHash, salt: row.passwordSalt ?? "", iterations: row.passwordIterations ?? 0, algorithm: row.passwordAlgorithm ?? "" };
  if (!(await verifyPassword(password, stored, pepper))) return { ok: false, reason: "wrong" };
  if (!row.active) return { ok: false, reason: "disabled" };
  return { ok: true, user: toAuthUser(row) };
}

export async function setPassword(db: Db, userId: number, password: string, pepper?: string) {
  const hashed = await hashPassword(password, pepper);
  await db
    .update(users)
    .set({ passwordHash: hashed.hash, passwordSalt: hashed.salt, passwordIterations: hashed.iterations, passwordAlgorithm: hashed.algorithm })
    .where(eq(users.id, userId));
}

export type ChangePasswordResult = { ok: true; revoked: RevokedSessions } | { ok: false; error: "accounts.oldPasswordWrong" | "accounts.commonPassword" };

/** Checks the old password, stores the new one and logs out every other session. */
export async function changePassword(
  db: Db,
  user: AuthUser,
  input: { oldPassword: string; password: string },
  keepSessionId: string | undefined,
  pepper?: string,
): Promise<ChangePasswordResult> {
  const check = await authenticate(db, user.email, input.oldPassword, pepper);
  if (!check.ok) return { ok: false, error: "accounts.oldPasswordWrong" };
  if (isCommonPassword(input.password)) return { ok: false, error: "accounts.commonPassword" };
  await setPassword(db, user.id, input.password, pepper);
  return { ok: true, revoked: await revokeUserSessions(db, user.id, keepSessionId) };
}

/**
 * The address a login form's identifier stands for: an e-mail as it is; a class account's login name as
 * its account's address (a placeholder until the learner adds a real one), or, for a name nobody has,
 * the placeholder it would have — the same answer and the same cost either way.
 */
export async function loginEmailFor(db: Db, identifier: string): Promise<string> {
  if (!looksLikeUsername(identifier)) return identifier;
  const row = await db.select({ email: users.email }).from(users).where(eq(users.username, identifier)).get();
  return row?.email ?? placeholderEmail(identifier);
}

export async function findUserByEmail(db: Db, email: string) {
  const row = await db.select().from(users).where(eq(users.email, email)).get();
  return row ? toAuthUser(row) : null;
}

export async function findUserById(db: Db, id: number) {
  const row = await db.select().from(users).where(eq(users.id, id)).get();
  return row ? toAuthUser(row) : null;
}

export async function updatePhone(db: Db, userId: number, phone: string) {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}
