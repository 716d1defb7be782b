// Every non-GET request from another site is refused (CSRF). Browsers send Sec-Fetch-Site and Origin;
// server-to-server calls (the QPay callback) send neither and pass.
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("Origin");
  // An opaque origin arrives as the string "null" and never matches.
  return origin !== null && origin !== new URL(request.url).origin;
}
