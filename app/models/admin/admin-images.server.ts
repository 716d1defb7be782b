// Images the admin uploads (prize race pictures, banners) live in R2 under uploads/<kind>/<random>.<ext>
// and are served by /images/uploads/*; the rows keep that URL, as they keep /images/... for the
// pictures shipped in public/.
import { sniffImageType } from "~/core/accounts/avatar-rules";
import { ADMIN_IMAGE_MAX_BYTES } from "~/core/admin/admin-content";
import { randomToken } from "~/utils/crypto.server";

export type UploadKind = "prize" | "banners";
export const UPLOAD_URL_PREFIX = "/images/uploads/";

export type ImageUpload = { ok: true; url: string } | { ok: false; reason: "too_large" | "not_image" };

export async function saveAdminImage(env: Env, kind: UploadKind, file: File): Promise<ImageUpload> {
  if (file.size > ADMIN_IMAGE_MAX_BYTES) return { ok: false, reason: "too_large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: "not_image" };
  const key = `uploads/${kind}/${randomToken(12)}.${type.ext}`;
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: type.mime, cacheControl: "public, max-age=31536000, immutable" } });
  return { ok: true, url: `/images/${key}` };
}

/** Streams an uploaded image back out of R2 with the type it was stored with. */
export async function readAdminImage(env: Env, rest: string): Promise<Response> {
  if (!/^(prize|banners)\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/.test(rest)) return new Response(null, { status: 404 });
  const object = await env.IMAGES.get(`uploads/${rest}`);
  if (!object) return new Response(null, { status: 404 });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}
