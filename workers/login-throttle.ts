// Counts failed logins for one key ("account:<email>" or "ip:<address>") in a sliding window.
// One object per key, so counting needs no locks; stored in the object's SQLite-backed storage.
import { DurableObject } from "cloudflare:workers";

export class LoginThrottle extends DurableObject<Env> {
  private async failures(windowMs: number, now: number): Promise<number[]> {
    const stored = (await this.ctx.storage.get<number[]>("failures")) ?? [];
    return stored.filter((t) => t > now - windowMs);
  }

  /** True while `limit` failures already sit inside the window. */
  async isBlocked(limit: number, windowMs: number, now = Date.now()): Promise<boolean> {
    return (await this.failures(windowMs, now)).length >= limit;
  }

  async recordFailure(windowMs: number, now = Date.now()): Promise<number> {
    const kept = [...(await this.failures(windowMs, now)), now];
    await this.ctx.storage.put("failures", kept);
    // Forget the key once its window has passed.
    await this.ctx.storage.setAlarm(now + windowMs);
    return kept.length;
  }

  async clear(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
