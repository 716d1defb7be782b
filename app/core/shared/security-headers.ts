// The security headers every answer from the Worker carries (ADR 019). Pages get a Content-Security-
// Policy whose only inline scripts are those carrying this request's nonce (Remix's context and module
// scripts, the theme script); everything else must come from this origin.

export type AppEnv = "local" | "test" | "production";

/** One year, as HSTS preload lists expect. */
export const HSTS_MAX_AGE_S = 31_536_000;

/**
 * The policy for a page served at `origin` (e.g. https://bichee.mn). Sockets are listed with their ws/wss
 * scheme because older browsers do not let 'self' cover them. Images may come from any https host:
 * avatars from a Facebook sign-in live on Facebook's CDN, whose host names vary. Inline style attributes
 * stay allowed (progress bars are server-rendered with style="width:…"); inline scripts never are.
 * `imageOrigins` adds hosts that may be plain http: the local QPay emulator serves the bank logos.
 */
export function contentSecurityPolicy(nonce: string, origin: string, imageOrigins: readonly string[] = []): string {
  const [, scheme, host] = /^(https?):\/\/([^/?#]+)/.exec(origin) ?? [];
  if (!host) throw new Error(`Not an http(s) origin: ${origin}`);
  const socket = scheme === "https" ? `wss://${host}` : `ws://${host} wss://${host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob: https:", ...imageOrigins].join(" "),
    "font-src 'self'",
    `connect-src 'self' ${socket}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** The camera, microphone and the rest that this app never uses are switched off for every frame. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** What an API answer may do when opened directly: nothing (it is data, never a document). */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers for one answer with this Content-Type. HTML pages get the CSP with the request's nonce and
 * may not be framed; JSON answers get a CSP that allows nothing; every answer gets nosniff, the
 * referrer and permissions policies. Other files (avatars, PDFs) keep their own rendering: no CSP.
 * HSTS is sent only in production: local and test runs are plain http.
 */
export function securityHeaders(options: {
  origin: string;
  appEnv: AppEnv;
  contentType: string | null;
  nonce: string;
  imageOrigins?: readonly string[];
}): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
  const type = (options.contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "text/html") {
    headers["Content-Security-Policy"] = contentSecurityPolicy(options.nonce, options.origin, options.imageOrigins);
    headers["X-Frame-Options"] = "DENY";
  } else if (type === "application/json" || type.endsWith("+json")) {
    headers["Content-Security-Policy"] = API_POLICY;
  }
  if (options.appEnv === "production") headers["Strict-Transport-Security"] = `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`;
  return headers;
}
