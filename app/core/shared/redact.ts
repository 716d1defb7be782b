// What may leave the Worker in a log line (ADR 029). Two nets, so one alone never has to be perfect:
// by key name (a field called password, token, email, phone, *code …) and by the value's shape (an
// e-mail address, a phone number, a bearer or JWT-like token, a long random string, `token=` in a URL).
// Pure: the logger (app/services/log.server.ts) and its tests share it.

export const REDACTED = "[redacted]";

/** Parts of a key that mark its value as secret or personal (compared lower-case, without _ and -). */
const SECRET_KEY_PARTS = ["password", "passwd", "secret", "token", "authorization", "cookie", "email", "phone", "mobile", "pepper", "apikey", "otp", "salt"];

/** URL parameters whose values are never logged (verify/reset links, QPay's callback, login forms). */
const SECRET_PARAMS = "token|code|password|pass|secret|email|phone|key|otp|access_token|refresh_token|state|redirectTo";

const VALUE_RULES: readonly [RegExp, string | ((match: string) => string)][] = [
  // `?token=…`, `&code=…` in URLs and form bodies.
  [new RegExp(`([?&;](?:${SECRET_PARAMS})=)[^&\\s#"']*`, "gi"), `$1${REDACTED}`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  // JWT-like: three base64url parts, the first a JSON header.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, "[email]"],
  // A phone number: +976 and eight digits, a Mongolian mobile (8 digits starting 5–9), or any +international.
  [/(?<![\w.])(?:\+?976[\s-]?)?[5-9]\d{3}[\s-]?\d{4}(?![\w])/g, "[phone]"],
  [/(?<![\w])\+\d[\d\s-]{7,14}\d(?![\w])/g, "[phone]"],
  // Long random strings: session and e-mail tokens, password hashes and salts (base64/base64url), hex digests.
  [/[A-Za-z0-9_+/=-]{20,}/g, (run) => (looksRandom(run) ? REDACTED : run)],
];

function looksRandom(run: string): boolean {
  if (/^[0-9a-f]{32,}$/i.test(run.replace(/-/g, ""))) return true;
  const mixedCase = /[a-z]/.test(run) && /[A-Z]/.test(run);
  return mixedCase && (/\d/.test(run) || run.length >= 32);
}

/** A free text (a message, a stack, a path with its query) with every secret-shaped value replaced. */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of VALUE_RULES) out = out.replace(pattern, replacement as string);
  return out;
}

function isSecretKey(key: string, value: unknown): boolean {
  const k = key.toLowerCase().replace(/[_-]/g, "");
  if (SECRET_KEY_PARTS.some((part) => k.includes(part))) return true;
  // A coupon code, an e-mail code, QPay's invoice code — but a socket's close code or an HTTP status code is a number.
  return k.endsWith("code") && typeof value === "string";
}

/** A copy of any value fit for a log line: secret keys blanked, strings cleaned, errors reduced to name/message/stack. */
export function redactValue(value: unknown, key = "", depth = 0): unknown {
  if (key && isSecretKey(key, value) && value !== null && value !== undefined) return REDACTED;
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 6) return "[deep]";
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message), stack: value.stack ? redactText(value.stack) : undefined };
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, "", depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = redactValue(v, k, depth + 1);
  return out;
}
