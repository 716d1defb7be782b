// Limits on what one user can send to others over the sockets (issue 21 §4): join requests and
// invitations. Sliding windows: at most `max` events per key in the last `windowMs`.

export interface FloodRule {
  max: number;
  windowMs: number;
}

/** key → times of the events still inside their window. */
export type FloodLog = Readonly<Record<string, readonly number[]>>;

/**
 * Join requests: a person asks to join a few rooms and waits for an answer (the host's notice lasts
 * 6 s), so five a minute per sender is generous; a room has five seats, so ten requests a minute from
 * everyone together is more than it can use. One room again only after the last notice is gone.
 */
export const JOIN_REQUESTS_PER_SENDER: FloodRule = { max: 5, windowMs: 60_000 };
export const JOIN_REQUESTS_PER_ROOM: FloodRule = { max: 10, windowMs: 60_000 };
export const JOIN_REQUESTS_SAME_ROOM: FloodRule = { max: 1, windowMs: 6_000 };
/** Invitations: a host fills four seats; twelve a minute leaves room for declines. One person again only after their notice is gone. */
export const INVITES_PER_HOST: FloodRule = { max: 12, windowMs: 60_000 };
export const INVITES_SAME_PERSON: FloodRule = { max: 1, windowMs: 6_000 };

/** The longest window of the rules above: older events are forgotten. */
const LONGEST_WINDOW_MS = 60_000;

export type FloodCheck = { ok: true; log: FloodLog } | { ok: false; retryAfterMs: number };

const live = (times: readonly number[] | undefined, rule: FloodRule, now: number) => (times ?? []).filter((t) => t > now - rule.windowMs);

/**
 * Records one event under every key if each key is under its rule; otherwise records nothing and says
 * when the earliest key frees up. Keys with no event left in their window are forgotten.
 */
export function allowEvent(log: FloodLog, checks: readonly (readonly [key: string, rule: FloodRule])[], now: number): FloodCheck {
  let retryAfterMs = 0;
  for (const [key, rule] of checks) {
    const times = live(log[key], rule, now);
    if (times.length >= rule.max) retryAfterMs = Math.max(retryAfterMs, times[times.length - rule.max] + rule.windowMs - now);
  }
  if (retryAfterMs > 0) return { ok: false, retryAfterMs };
  const next: Record<string, readonly number[]> = {};
  for (const [key, times] of Object.entries(log)) {
    const kept = times.filter((t) => t > now - LONGEST_WINDOW_MS);
    if (kept.length > 0) next[key] = kept;
  }
  for (const [key, rule] of checks) next[key] = [...live(next[key], rule, now), now];
  return { ok: true, log: next };
}

/** Whole seconds to wait, at least 1 (for a message). */
export const retrySeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
