/** Avatars are R2 keys served by /images/avatar/<key>, absolute URLs (social profiles), or unset. */
export const DEFAULT_AVATAR = "/images/avatar-default.svg";

export function avatarUrl(image: string | null | undefined): string {
  if (!image) return DEFAULT_AVATAR;
  if (/^https?:\/\//.test(image)) return image;
  return `/images/avatar/${image}`;
}
