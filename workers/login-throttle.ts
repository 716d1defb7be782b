// A sliding-window counter for one key: failed logins ("login:pair:<email>|<ip>"), registrations per
// address, coupon failures per user, and so on (app/services/rate-limits.server.ts names them all).
// One object per key, so counting needs no locks; stored in the object's SQLite-backed storage.
// The class keeps its first name: it is a bound, migrated Durable Object class.
import { DurableObject } from "cloudflare:workers";
import { logInfo } from "~/services/log.server";

/** At most this many timestamps are kept: no limit is higher, and a flood must not grow the list. */
const MAX_KEPT = 1_000;

export interface WindowVerdict {
  /** Events inside the window, after this call. */
  count: number;
  /** False when the limit was already reached. */
  allowed: boolean;
  /** When refused: how long until the oldest event leaves the window and one more is allowed. */
  retryAfterMs: number;
}

export class LoginThrottle extends DurableObject<Env> {
  private async events(windowMs: number, now: number): Promise<number[]> {
    const stored = (await this.ctx.storage.get<number[]>("failures")) ?? [];
    return stored.filter((t) => t > now - windowMs);
  }

  private verdict(events: number[], limit: number, windowMs: number, now: number): WindowVerdict {
    const allowed = events.length < limit;
    // The event that must leave the window before the count drops below the limit again.
    const blocking = events[events.length - limit];
    return { count: events.length, allowed, retryAfterMs: allowed || blocking === undefined ? 0 : Math.max(1, blocking + windowMs - now) };
  }

  private async store(events: number[], windowMs: number, now: number): Promise<void> {
    await this.ctx.storage.put("failures", events.slice(-MAX_KEPT));
    // Forget the key once its window has passed.
    await this.ctx.storage.setAlarm(now + windowMs);
  }

  /** Reads without counting: is the limit reached? */
  async peek(limit: number, windowMs: number, now = Date.now()): Promise<WindowVerdict> {
    return this.verdict(await this.events(windowMs, now), limit, windowMs, now);
  }

  /** True while `limit` events already sit inside the window. */
  async isBlocked(limit: number, windowMs: number, now = Date.now()): Promise<boolean> {
    return !(await this.peek(limit, windowMs, now)).allowed;
  }

  /** Counts one event (a failure) whatever the limit. */
  async recordFailure(windowMs: number, now = Date.now()): Promise<number> {
    const kept = [...(await this.events(windowMs, now)), now];
    await this.store(kept, windowMs, now);
    return kept.length;
  }

  /** Counts one event if the limit allows it (registrations, reset mails): check and count in one step. */
  async take(limit: number, windowMs: number, now = Date.now()): Promise<WindowVerdict> {
    const events = await this.events(windowMs, now);
    const before = this.verdict(events, limit, windowMs, now);
    if (!before.allowed) return before;
    events.push(now);
    await this.store(events, windowMs, now);
    return { count: events.length, allowed: true, retryAfterMs: 0 };
  }

  async clear(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
    // The object's name holds an e-mail or an address: the line names only the class.
    logInfo("alarm", { object: "LoginThrottle", ok: true });
  }
}
