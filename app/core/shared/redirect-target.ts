// The one rule for every place the site sends a browser to a target someone else chose (a
// ?redirectTo=, a form's hidden field, an answer's redirectTo, a banner's link): issue 29 §3, ADR 031.
// Pure, so the browser and the server apply the very same check.

/** Where a target that fails the rule goes when the caller names no page of its own. */
export const DEFAULT_REDIRECT = "/";

/** Longer targets are no page of this site: refused before any parsing. */
const MAX_TARGET_LENGTH = 2_048;

// A base no real request has: a target is same-origin only if it still resolves to this origin.
const BASE = "https://redirect-target.invalid";

/**
 * Control characters (C0, DEL, C1), format characters (zero-width, bidi), every Unicode space and
 * separator, and the backslash. Browsers drop TAB, CR and LF while parsing a URL and read "\" as "/",
 * so "/\t/evil.example" and "/\evil.example" mean "//evil.example".
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

interface ParsedUrl {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}
// URL is a global in browsers and Workers alike; app/core's lib (ES2022, no DOM) does not declare it.
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base: string) => ParsedUrl }).URL;

function decodedOnce(target: string): string | null {
  try {
    return decodeURIComponent(target);
  } catch {
    return null;
  }
}

/**
 * `target` as a path on this site (path + query + hash), or `fallback`. Refused: anything that is not
 * a string starting with "/", anything with a control character, whitespace or a backslash (as sent,
 * or once percent-decoded), anything that starts with "//" once decoded, anything that resolves to another origin, and anything whose resolved
 * path starts with "//" ("/.//evil.example" does). Never returns an absolute URL.
 */
export function safeRedirectPath(target: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof target !== "string" || target.length > MAX_TARGET_LENGTH || !target.startsWith("/")) return fallback;
  const decoded = decodedOnce(target);
  // Once decoded it must not read as another host either: a layer that decodes again stays on the site.
  if (decoded === null || UNSAFE.test(target) || UNSAFE.test(decoded) || decoded.startsWith("//")) return fallback;
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}

/**
 * A link an admin sets on a banner: a path on this site (the rule above) or a plain https address
 * of another site, which the admin chose on purpose and the learner sees as an outside link.
 * Anything else is null (no link).
 */
export function safeBannerLink(link: unknown): string | null {
  if (typeof link !== "string" || link === "") return null;
  if (link.startsWith("/")) {
    const path = safeRedirectPath(link, "");
    return path === "" ? null : path;
  }
  if (!link.startsWith("https://") || link.length > MAX_TARGET_LENGTH) return null;
  const decoded = decodedOnce(link);
  if (decoded === null || UNSAFE.test(link) || UNSAFE.test(decoded)) return null;
  let url: ParsedUrl & { protocol?: string; username?: string; password?: string; href?: string; hostname?: string };
  try {
    url = new WhatwgUrl(link, BASE);
  } catch {
    return null;
  }
  // No user:password@ (it hides the real host) and a dotted host name.
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname?.includes(".")) return null;
  return url.href ?? null;
}
