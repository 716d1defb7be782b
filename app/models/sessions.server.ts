// Sessions (cookie and bearer) and rotating refresh tokens. Only SHA-256 hashes of tokens are stored.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { refreshTokens, sessions, users } from "~/db/schema";
import { randomToken, sha256Hex } from "~/utils/crypto.server";

const DAY_MS = 86_400_000;
export const COOKIE_SESSION_MS = 30 * DAY_MS;
export const ACCESS_TOKEN_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_MS = 30 * DAY_MS;

type UserRow = typeof users.$inferSelect;
/** A signed-in user as the app sees it: never the password fields. */
export type AuthUser = Omit<UserRow, "passwordHash" | "passwordSalt" | "passwordIterations" | "passwordAlgorithm">;

export function toAuthUser(row: UserRow): AuthUser {
  const { passwordHash: _h, passwordSalt: _s, passwordIterations: _i, passwordAlgorithm: _a, ...user } = row;
  return user;
}

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
}

export async function createSession(db: Db, userId: number, kind: "cookie" | "bearer", meta: SessionMeta = {}, now = Date.now()) {
  const token = randomToken();
  const expiresAt = now + (kind === "cookie" ? COOKIE_SESSION_MS : ACCESS_TOKEN_MS);
  await db.insert(sessions).values({
    id: await sha256Hex(token),
    userId,
    kind,
    createdAt: now,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 200) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

export type SessionLookup =
  | { state: "ok"; user: AuthUser; sessionId: string; kind: "cookie" | "bearer" }
  /** The token was real but has run out (an API client should refresh: 401). */
  | { state: "expired" }
  /** Unknown, revoked, or the account is disabled (the client must log in again: 400). */
  | { state: "gone" };

export async function lookupSession(db: Db, token: string, now = Date.now()): Promise<SessionLookup> {
  const id = await sha256Hex(token);
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .get();
  if (!row || row.session.revokedAt !== null || !row.user.active) return { state: "gone" };
  if (row.session.expiresAt <= now) return { state: "expired" };
  return { state: "ok", user: toAuthUser(row.user), sessionId: row.session.id, kind: row.session.kind };
}

export async function revokeSession(db: Db, token: string, now = Date.now()) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, await sha256Hex(token)));
}

/** Logs the user out everywhere (optionally keeping one session) and kills every refresh token. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: string, now = Date.now()) {
  const keep = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await db.batch([
    db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep)),
    db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
  ]);
}

export async function issueRefreshToken(db: Db, userId: number, familyId = randomToken(16), now = Date.now()) {
  const token = randomToken();
  await db.insert(refreshTokens).values({ id: await sha256Hex(token), userId, familyId, createdAt: now, expiresAt: now + REFRESH_TOKEN_MS });
  return token;
}

/**
 * Spends a refresh token once: it is marked used and a new access token and refresh token are issued.
 * Presenting an already-used token means it was copied, so the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string, meta: SessionMeta = {}, now = Date.now()) {
  const id = await sha256Hex(token);
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning()
    .get();
  if (!claimed) {
    const known = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).get();
    if (known?.usedAt) await db.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, known.familyId));
    return null;
  }
  const user = await db.select().from(users).where(eq(users.id, claimed.userId)).get();
  if (!user?.active) return null;
  const access = await createSession(db, claimed.userId, "bearer", meta, now);
  const refresh = await issueRefreshToken(db, claimed.userId, claimed.familyId, now);
  return { user: toAuthUser(user), accessToken: access.token, refreshToken: refresh };
}
