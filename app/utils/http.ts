/** Only same-site relative paths may be redirect targets ("//evil.example" and "/\\evil" are not). */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
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
