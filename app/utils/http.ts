import { redirect } from "@remix-run/cloudflare";
import { safeRedirectPath } from "~/core/shared/redirect-target";

// The one redirect rule (ADR 031) lives in app/core so the browser applies it too.
export { safeRedirectPath };

/**
 * Every redirect of the site goes through here: `target` (whoever chose it) if it is a path on this
 * site, else `fallback`. A refused target never reaches the Location header, so a line break in it is
 * no 500 either.
 */
export function safeRedirect(target: unknown, fallback: string, init?: ResponseInit): ReturnType<typeof redirect> {
  return redirect(safeRedirectPath(target, fallback), init);
}

/**
 * `export const headers = keepRetryAfter;` on a route whose action can answer 429: with single fetch a
 * route's action headers reach the response only through its `headers` export.
 */
export function keepRetryAfter({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
