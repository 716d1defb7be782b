// The one logger (ADR 029): one JSON line per request, per Durable Object alarm, per socket close and per
// error. Workers Logs ([observability] in wrangler.toml) indexes each JSON line's fields. Whatever a caller
// passes goes through the redaction of app/core/shared/redact.ts; the fields this module fills itself
// (event, requestId, build, user) are trusted and kept as they are.
import { buildId } from "~/build-id";
import { redactText, redactValue } from "~/core/shared/redact";

type Fields = Record<string, unknown>;

interface Trusted {
  requestId?: string;
  /** A keyed hash of the user id (hashUserId), never the id itself. */
  user?: string;
}

function line(event: string, trusted: Trusted, fields: Fields): string {
  return JSON.stringify({ event, build: buildId(), ...trusted, ...(redactValue(fields) as Fields) });
}

export function logInfo(event: string, fields: Fields = {}, trusted: Trusted = {}): void {
  console.log(line(event, trusted, fields));
}

/** Something went wrong that was handled (a refused payment amount, a retry that will come). */
export function logWarn(event: string, fields: Fields = {}, trusted: Trusted = {}): void {
  console.warn(line(event, trusted, { ...fields, level: "warn" }));
}

export function logError(event: string, error: unknown, fields: Fields = {}, trusted: Trusted = {}): void {
  const reduced = error instanceof Error ? error : { message: redactText(String(error)) };
  console.error(line(event, trusted, { ...fields, level: "error", error: reduced }));
}

/** A request id: Cloudflare's ray id when there is one (it also names the request in the dashboard). */
export function requestIdOf(request: Request): string {
  const ray = request.headers.get("cf-ray");
  if (ray && /^[\w-]{1,64}$/.test(ray)) return ray;
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
}

const userKeys = new Map<string, Promise<CryptoKey>>();

/**
 * A user id as the logs show it: HMAC-SHA-256 under a key derived from PASSWORD_PEPPER (a plain hash of a
 * small integer is reversed by trying every id), cut to 16 hex digits. The same user has the same value in
 * every line, so one learner's requests can be followed without the logs naming them.
 */
export async function hashUserId(userId: number, env: Pick<Env, "PASSWORD_PEPPER">): Promise<string> {
  const secret = `bichee-log-user-v1:${env.PASSWORD_PEPPER ?? "local"}`;
  let key = userKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    userKeys.set(secret, key);
  }
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(String(userId))));
  return Array.from(mac.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

// ── the request in progress ────────────────────────────────────────────────────────────────────────
// The Worker gives each request its own env object (workers/entry.ts: its own D1 session), so the
// session lookup can note who is asking without threading a context through every loader.
// The Remix build and the Worker's own modules each bundle a copy of this file: the map lives on
// globalThis under a registered symbol so both copies share it.
const USERS_KEY = Symbol.for("bichee.log.requestUsers");
const holder = globalThis as unknown as Record<symbol, WeakMap<object, number> | undefined>;
const requestUsers = (holder[USERS_KEY] ??= new WeakMap<object, number>());

/** Called where the session is resolved (app/utils/auth.server.ts). */
export function noteRequestUser(requestEnv: object, userId: number): void {
  requestUsers.set(requestEnv, userId);
}

export function requestUserOf(requestEnv: object): number | undefined {
  return requestUsers.get(requestEnv);
}

/** The request's path with secret-shaped parts of its query replaced (tokens in verify and reset links). */
export function loggablePath(url: URL): string {
  return redactText(url.pathname + url.search);
}
