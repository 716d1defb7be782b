// The one limiter (ADR 011, ADR 030): a sliding-window counter for one key — "loginPerAddress:<ip>",
// "couponFailuresPerUser:<id>" and so on (app/services/rate-limits.server.ts names them). A caller takes a
// unit before its slow work and gives it back afterwards where its policy says so.
// Taking is atomic: the read, the check and the write below use the synchronous storage API with no
// await between them, so a Durable Object (one event at a time between awaits) judges 40 concurrent
// takes one after another. The class keeps its first name: it is a bound, migrated Durable Object class.
import { DurableObject } from "cloudflare:workers";

/** The key the events are stored under (the same key the earlier asynchronous version used). */
const EVENTS = "failures";

export interface WindowVerdict {
  /** Units inside the window, after this call. */
  count: number;
  /** False when the limit was already reached (and nothing was counted). */
  allowed: boolean;
  /** When refused: how long until the oldest unit leaves the window and one more is allowed. */
  retryAfterMs: number;
  /** When allowed: the unit taken (its time), to give back with giveBack. */
  unit?: number;
}

export class LoginThrottle extends DurableObject<Env> {
  private inWindow(windowMs: number, now: number): number[] {
    return (this.ctx.storage.kv.get<number[]>(EVENTS) ?? []).filter((t) => t > now - windowMs);
  }

  /** Takes one unit if the limit allows it: check and count in one synchronous step. */
  async take(limit: number, windowMs: number, now = Date.now()): Promise<WindowVerdict> {
    const events = this.inWindow(windowMs, now);
    if (events.length >= limit) {
      // The unit that must leave the window before the count drops below the limit again.
      const blocking = events[events.length - limit];
      return { count: events.length, allowed: false, retryAfterMs: Math.max(1, blocking + windowMs - now) };
    }
    events.push(now);
    this.ctx.storage.kv.put(EVENTS, events);
    // Forget the key once its window has passed (never an alarm in the past, which would fire at once).
    await this.ctx.storage.setAlarm(Math.max(now, Date.now()) + windowMs);
    return { count: events.length, allowed: true, retryAfterMs: 0, unit: now };
  }

  /** Returns one unit taken earlier (a success whose policy gives it back); unknown units change nothing. */
  async giveBack(unit: number): Promise<void> {
    const events = this.ctx.storage.kv.get<number[]>(EVENTS) ?? [];
    const at = events.indexOf(unit);
    if (at < 0) return;
    events.splice(at, 1);
    this.ctx.storage.kv.put(EVENTS, events);
  }

  async clear(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
