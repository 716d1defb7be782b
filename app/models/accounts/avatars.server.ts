// Avatars live in R2 under avatars/<user>-<random>.<ext>; the users row keeps the key.
import { eq } from "drizzle-orm";
import { checkAvatar } from "~/core/accounts/avatar-rules";
import type { DomainError } from "~/core/contracts/errors";
import { createDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { randomToken } from "~/utils/crypto.server";
import type { AuthUser } from "./sessions.server";

export type AvatarUpload = { ok: true; key: string } | { ok: false; error: DomainError<"profile.imageTooBig", "tooLarge" | "unsupported"> };

/**
 * The one handler of the /update-profile page's avatar form and /api/user/update-profile: too large is
 * `tooLarge` (413), not an image `unsupported` (415), mapped by httpFailure.
 */
export async function saveAvatar(env: Env, user: AuthUser, file: File): Promise<AvatarUpload> {
  // Refuse by size before reading a large body into memory.
  if (file.size > 50 * 1024) return { ok: false, error: { kind: "tooLarge", key: "profile.imageTooBig" } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkAvatar(bytes);
  if (!check.ok) return { ok: false, error: { kind: check.reason === "too_large" ? "tooLarge" : "unsupported", key: "profile.imageTooBig" } };
  const key = `avatars/${user.id}-${randomToken(9)}.${check.type.ext}`;
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: check.type.mime, cacheControl: "public, max-age=31536000, immutable" } });
  await createDb(env.DB).update(users).set({ image: key }).where(eq(users.id, user.id));
  if (user.image?.startsWith("avatars/")) await env.IMAGES.delete(user.image);
  return { ok: true, key };
}

/** Streams an avatar back out of R2 with the type it was stored with. */
export async function readAvatar(env: Env, key: string): Promise<Response> {
  if (!/^avatars\/\d+-[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/.test(key)) return new Response(null, { status: 404 });
  const object = await env.IMAGES.get(key);
  if (!object) return new Response(null, { status: 404 });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}
