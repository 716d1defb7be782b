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
  /** The login this session belongs to; a new one when not given (a cookie session is its own login). */
  familyId?: string;
}

/** Sessions a revocation ended, so their open sockets can be closed (services/socket-sessions.server.ts). */
export interface RevokedSessions {
  userId: number;
  sessionIds: string[];
}

export async function createSession(db: Db, userId: number, kind: "cookie" | "bearer", meta: SessionMeta = {}, now = Date.now()) {
  const token = randomToken();
  const familyId = meta.familyId ?? randomToken(16);
  const expiresAt = now + (kind === "cookie" ? COOKIE_SESSION_MS : ACCESS_TOKEN_MS);
  await db.insert(sessions).values({
    id: await sha256Hex(token),
    userId,
    kind,
    createdAt: now,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 200) ?? null,
    ip: meta.ip ?? null,
    familyId,
  });
  return { token, expiresAt, familyId };
}

/** A JSON API login: a bearer session and the first refresh token of its family. */
export async function startBearerLogin(db: Db, userId: number, meta: SessionMeta = {}, now = Date.now()) {
  const familyId = randomToken(16);
  const session = await createSession(db, userId, "bearer", { ...meta, familyId }, now);
  const refreshToken = await issueRefreshToken(db, userId, familyId, now);
  return { ...session, refreshToken };
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

/** Revokes a login's sessions and refresh tokens: everything sharing the family. */
async function revokeFamily(db: Db, userId: number, familyId: string, now: number): Promise<string[]> {
  const [ended] = await db.batch([
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
    db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))),
  ]);
  return ended.map((row) => row.id);
}

/**
 * Logout: ends the session this token belongs to and the rest of its login (the bearer sessions and
 * refresh tokens of its family). Null when the token is unknown.
 */
export async function endLogin(db: Db, token: string, now = Date.now()): Promise<RevokedSessions | null> {
  const id = await sha256Hex(token);
  const row = await db.select({ userId: sessions.userId, familyId: sessions.familyId }).from(sessions).where(eq(sessions.id, id)).get();
  if (!row) return null;
  // Sessions from before families existed have none: they end alone.
  const family = row.familyId ? await revokeFamily(db, row.userId, row.familyId, now) : [];
  const self = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return { userId: row.userId, sessionIds: [...new Set([...family, ...self.map((r) => r.id)])] };
}

/**
 * The two UPDATEs that log a user out everywhere (optionally keeping one session) and kill every
 * refresh token, for a caller's own batch (an admin ban writes them beside the ban and its audit row).
 * The first returns the ended session ids.
 */
export function userRevocations(db: Db, userId: number, now: number, keepSessionId?: string) {
  const keep = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  return [
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep))
      .returning({ id: sessions.id }),
    db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
  ] as const;
}

/** Logs the user out everywhere (optionally keeping one session) and kills every refresh token. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: string, now = Date.now()): Promise<RevokedSessions> {
  const [ended] = await db.batch(userRevocations(db, userId, now, keepSessionId));
  return { userId, sessionIds: ended.map((row) => row.id) };
}

export async function issueRefreshToken(db: Db, userId: number, familyId = randomToken(16), now = Date.now()) {
  const token = randomToken();
  await db.insert(refreshTokens).values({ id: await sha256Hex(token), userId, familyId, createdAt: now, expiresAt: now + REFRESH_TOKEN_MS });
  return token;
}

export type RotateResult =
  | { ok: true; user: AuthUser; accessToken: string; refreshToken: string }
  /** `revoked`: a replayed token ended its whole login, whose sockets must now be closed. */
  | { ok: false; revoked: RevokedSessions | null };

/**
 * Spends a refresh token once: it is marked used and a new access token and refresh token are issued
 * in the same family. Presenting an already-used token means it was copied, so the whole login ends:
 * its refresh tokens and its sessions, including the access token the first use handed out.
 */
export async function rotateRefreshToken(db: Db, token: string, meta: SessionMeta = {}, now = Date.now()): Promise<RotateResult> {
  const id = await sha256Hex(token);
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning()
    .get();
  if (!claimed) {
    const known = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).get();
    if (!known?.usedAt) return { ok: false, revoked: null };
    const sessionIds = await revokeFamily(db, known.userId, known.familyId, now);
    return { ok: false, revoked: { userId: known.userId, sessionIds } };
  }
  const user = await db.select().from(users).where(eq(users.id, claimed.userId)).get();
  if (!user?.active) return { ok: false, revoked: null };
  const access = await createSession(db, claimed.userId, "bearer", { ...meta, familyId: claimed.familyId }, now);
  const refresh = await issueRefreshToken(db, claimed.userId, claimed.familyId, now);
  return { ok: true, user: toAuthUser(user), accessToken: access.token, refreshToken: refresh };
}
