// Profile image rules (SPEC §5): image files only, at most 50 KB. The type is read from the file's
// first bytes, not from what the browser claims.
import { MULTIPART_SLACK } from "../contracts/body-limits";

export const AVATAR_MAX_BYTES = 50 * 1024;
/** The most an avatar upload's body may be (ADR 031): the image's own limit (its own 413 words) and the form around it. */
export const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + MULTIPART_SLACK;

export type ImageType = { mime: "image/png" | "image/jpeg" | "image/gif" | "image/webp"; ext: "png" | "jpg" | "gif" | "webp" };

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: "image/png", ext: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { mime: "image/jpeg", ext: "jpg" };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { mime: "image/gif", ext: "gif" };
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50)
    return { mime: "image/webp", ext: "webp" };
  return null;
}

export type AvatarCheck = { ok: true; type: ImageType } | { ok: false; reason: "too_large" | "not_image" | "empty" };

export function checkAvatar(bytes: Uint8Array): AvatarCheck {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, reason: "too_large" };
  const type = sniffImageType(bytes);
  return type ? { ok: true, type } : { ok: false, reason: "not_image" };
}
