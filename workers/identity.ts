// Who a socket belongs to. The Worker authenticates the upgrade and states the user in this header,
// after deleting any copy the client sent; the Durable Objects trust nothing else.
import { PublicUserSchema, type PublicUser } from "~/core/races/protocol";

export const IDENTITY_HEADER = "X-Bichee-User";
/** The session the upgrade was authenticated with: its id (a SHA-256 hex of the token, not the token). */
export const SESSION_HEADER = "X-Bichee-Session";
const SESSION_ID = /^[0-9a-f]{64}$/;

/** Header values are bytes (Latin-1): the JSON is percent-encoded so Cyrillic names survive. */
export function encodeIdentity(user: PublicUser): string {
  return encodeURIComponent(JSON.stringify(user));
}

export function readIdentity(request: Request): PublicUser | null {
  const raw = request.headers.get(IDENTITY_HEADER);
  if (!raw) return null;
  try {
    const parsed = PublicUserSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readSessionId(request: Request): string | null {
  const raw = request.headers.get(SESSION_HEADER);
  return raw && SESSION_ID.test(raw) ? raw : null;
}

/** The request as the Durable Object should see it: the client's copies of the headers gone, ours set. */
export function withIdentity(request: Request, user: PublicUser | null, sessionId: string | null = null): Request {
  const headers = new Headers(request.headers);
  headers.delete(IDENTITY_HEADER);
  headers.delete(SESSION_HEADER);
  if (user) headers.set(IDENTITY_HEADER, encodeIdentity(user));
  if (user && sessionId) headers.set(SESSION_HEADER, sessionId);
  return new Request(request, { headers });
}
