// Test users with real password hashes and real sessions, for Worker and Durable Object tests.
import { env } from "cloudflare:workers";
import { createDb } from "~/db/client.server";
import { accessGrants, users } from "~/db/schema";
import { createSession, toAuthUser } from "~/models/accounts/sessions.server";
import { SESSION_COOKIE } from "~/utils/auth.server";
import { hashPassword } from "~/utils/password.server";

type NewUser = typeof users.$inferInsert;

export async function createTestUser(overrides: Partial<NewUser> = {}) {
  const db = createDb(env.DB);
  const password = "Test-pass-" + crypto.randomUUID().slice(0, 8);
  const hashed = await hashPassword(password, env.PASSWORD_PEPPER || undefined);
  const row = await db
    .insert(users)
    .values({
      name: "Тест Хэрэглэгч",
      email: `user-${crypto.randomUUID()}@example.mn`,
      emailVerifiedAt: Date.now(),
      passwordHash: hashed.hash,
      passwordSalt: hashed.salt,
      passwordIterations: hashed.iterations,
      passwordAlgorithm: hashed.algorithm,
      ...overrides,
    })
    .returning()
    .get();
  // A plan end is a grant of the ledger (ADR 041), as the migration wrote for ends set before it.
  if (row.endAt !== null) await db.insert(accessGrants).values({ userId: row.id, source: "legacy", key: `legacy:${row.id}`, days: 0, endAfter: row.endAt });
  const cookieSession = await createSession(db, row.id, "cookie");
  const bearerSession = await createSession(db, row.id, "bearer");
  return {
    user: toAuthUser(row),
    password,
    /** Value for a `Cookie` request header. */
    cookie: `${SESSION_COOKIE}=${cookieSession.token}`,
    /** Value for an `Authorization` request header. */
    bearer: `Bearer ${bearerSession.token}`,
  };
}

/** A learner on a paid plan (a year from now): rooms need one (SPEC §6, ADR 016). */
export function createRacer(overrides: Partial<NewUser> = {}) {
  return createTestUser({ endAt: Date.now() + 365 * 86_400_000, ...overrides });
}
