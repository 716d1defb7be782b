// Who a socket belongs to. The Worker authenticates the upgrade and states the user in this header,
// after deleting any copy the client sent; the Durable Objects trust nothing else.
import { PublicUserSchema, type PublicUser } from "~/core/protocol";

export const IDENTITY_HEADER = "X-Bichee-User";

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

/** The request as the Durable Object should see it: the client's copy of the header gone, ours set. */
export function withIdentity(request: Request, user: PublicUser | null): Request {
  const headers = new Headers(request.headers);
  headers.delete(IDENTITY_HEADER);
  if (user) headers.set(IDENTITY_HEADER, encodeIdentity(user));
  return new Request(request, { headers });
}
