// Each request reads and writes D1 through one Sessions API session (ADR 029), so reads can be served by
// a read replica near the learner while a learner always sees their own writes: the session's bookmark
// (the newest database state it has seen) travels in a cookie and anchors the learner's next session.
export const BOOKMARK_COOKIE = "bichee_d1";
/** Replicas catch up in seconds; after a day any replica has every write the bookmark stands for. */
const BOOKMARK_MAX_AGE_S = 24 * 60 * 60;
const BOOKMARK = /^[0-9a-f-]{1,128}$/i;
const READ_METHODS = new Set(["GET", "HEAD"]);

export function readBookmark(request: Request): string | null {
  const value = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${BOOKMARK_COOKIE}=([^;]*)`))?.[1];
  return value && BOOKMARK.test(value) ? value : null;
}

/**
 * Where a request's session starts:
 * - a write (POST, PUT, DELETE…) starts at the primary: the checks an action makes before it writes
 *   (a coupon's uses, a bill's state, a session's validity) read the newest state;
 * - a read with a bookmark starts at any replica at least as new as the bookmark: the learner's own writes;
 * - a read without one starts anywhere: the public lists of a first visit.
 */
export function sessionStart(request: Request): D1SessionConstraint | (string & {}) {
  if (!READ_METHODS.has(request.method)) return "first-primary";
  return readBookmark(request) ?? "first-unconstrained";
}

export function openRequestSession(d1: D1Database, request: Request): D1DatabaseSession {
  return d1.withSession(sessionStart(request));
}

/** The Set-Cookie that carries the session's bookmark on, or null when it is unchanged (or no query ran). */
export function bookmarkCookie(request: Request, session: D1DatabaseSession): string | null {
  const bookmark = session.getBookmark();
  if (!bookmark || !BOOKMARK.test(bookmark) || bookmark === readBookmark(request)) return null;
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${BOOKMARK_MAX_AGE_S}${secure}`;
}
