import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, checkAvatar } from "./avatar-rules";

const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

describe("checkAvatar", () => {
  it("accepts an image up to exactly 50 KB", () => {
    expect(checkAvatar(png(AVATAR_MAX_BYTES))).toEqual({ ok: true, type: { mime: "image/png", ext: "png" } });
  });
  it("refuses one byte more", () => {
    expect(checkAvatar(png(AVATAR_MAX_BYTES + 1))).toEqual({ ok: false, reason: "too_large" });
  });
  it("refuses a file that is not an image whatever its name", () => {
    expect(checkAvatar(new TextEncoder().encode("<svg onload=alert(1)>"))).toEqual({ ok: false, reason: "not_image" });
  });
  it("recognises JPEG, GIF and WebP", () => {
    expect(checkAvatar(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ ok: true, type: { ext: "jpg" } });
    expect(checkAvatar(new TextEncoder().encode("GIF89a..."))).toMatchObject({ ok: true, type: { ext: "gif" } });
    expect(checkAvatar(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toMatchObject({ ok: true, type: { ext: "webp" } });
  });
  it("refuses an empty upload", () => {
    expect(checkAvatar(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });
});
