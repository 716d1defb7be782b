// Counting against the limits of app/core/accounts/rate-limits.ts, and a limit reached as a typed error (httpFailure answers it).
import { LIMITS, minutesToWait, retryAfterSeconds, type LimitName } from "~/core/accounts/rate-limits";
import type { DomainError } from "~/core/contracts/errors";
import type { MessageKey } from "~/i18n";
import { objectNamed } from "~/services/object-placement.server";

export interface LimitVerdict {
  allowed: boolean;
  retryAfterMs: number;
}

function counter(env: Env, name: LimitName, key: string) {
  return objectNamed(env.LOGIN_THROTTLE, `${name}:${key}`);
}

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** Counts one event if allowed (check and count in one step). */
export async function takeLimit(env: Env, name: LimitName, key: string): Promise<LimitVerdict> {
  const { limit, windowMs } = LIMITS[name];
  return counter(env, name, key).take(limit, windowMs);
}

/** Is the limit reached? Counts nothing. */
export async function peekLimit(env: Env, name: LimitName, key: string): Promise<LimitVerdict> {
  const { limit, windowMs } = LIMITS[name];
  return counter(env, name, key).peek(limit, windowMs);
}

/** Counts one failure, whatever the limit. */
export async function recordLimit(env: Env, name: LimitName, key: string): Promise<void> {
  await counter(env, name, key).recordFailure(LIMITS[name].windowMs);
}

export async function clearLimit(env: Env, name: LimitName, key: string): Promise<void> {
  await counter(env, name, key).clear();
}

/** The first refusal among several verdicts, waiting for the longest of the refusals. */
export function firstRefusal(verdicts: readonly LimitVerdict[]): LimitVerdict | null {
  const refused = verdicts.filter((v) => !v.allowed);
  if (refused.length === 0) return null;
  return { allowed: false, retryAfterMs: Math.max(...refused.map((v) => v.retryAfterMs)) };
}

export function retryAfterHeader(retryAfterMs: number): Record<string, string> {
  return { "Retry-After": String(retryAfterSeconds(retryAfterMs)) };
}

/** A limit reached, as a use case's typed error: httpFailure gives 429, Retry-After and the words. */
export function limitReached(key: MessageKey, retryAfterMs: number): DomainError<MessageKey, "limited"> {
  return { kind: "limited", key, retryAfterMs, params: { minutes: minutesToWait(retryAfterMs) } };
}
