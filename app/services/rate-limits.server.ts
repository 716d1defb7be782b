// The one way to count against the limits of app/core/accounts/rate-limits.ts (ADR 030): take the unit
// in the limiter object before the slow work, then settle it as the limit's policy says. A limit
// reached is a typed error (httpFailure answers it: 429, Retry-After and the words).
import { LIMITS, minutesToWait, retryAfterSeconds, type LimitName } from "~/core/accounts/rate-limits";
import type { DomainError } from "~/core/contracts/errors";
import type { MessageKey } from "~/i18n";

/** One limit and the key it counts (an address, an account, a pair of both). */
export interface LimitClaim {
  name: LimitName;
  key: string;
}

export interface LimitRefusal {
  /** The first limit in the claim's order that was reached. */
  name: LimitName;
  retryAfterMs: number;
}

function counter(env: Env, { name, key }: LimitClaim) {
  return env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(`${name}:${key}`));
}

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** Units taken for one attempt, until the attempt's outcome settles them. */
export class HeldUnits {
  constructor(
    private readonly env: Env,
    private readonly units: readonly { claim: LimitClaim; unit: number }[],
  ) {}

  /** These units and those of another take, settled together. */
  with(other: HeldUnits): HeldUnits {
    return new HeldUnits(this.env, [...this.units, ...other.units]);
  }

  /**
   * The attempt was judged. A failure keeps every unit; a success does what each limit's policy says
   * (keep it, give it back, or clear the key).
   */
  async settle(outcome: "success" | "failure"): Promise<void> {
    if (outcome === "failure") return;
    const settled = this.units.flatMap(({ claim, unit }) => {
      const rule = LIMITS[claim.name].afterSuccess;
      if (rule === "clear") return [counter(this.env, claim).clear()];
      if (rule === "giveBack") return [counter(this.env, claim).giveBack(unit)];
      return [];
    });
    await Promise.all(settled);
  }

  /** The attempt was not judged after all (refused for another reason): every unit goes back. */
  async release(): Promise<void> {
    await Promise.all(this.units.map(({ claim, unit }) => counter(this.env, claim).giveBack(unit)));
  }
}

/**
 * Takes one unit of each claim, in order, each atomically inside its limiter object. A refusal gives
 * back the units already taken, so a limit reached on one key costs nothing on the others.
 */
export async function takeUnits(env: Env, claims: readonly LimitClaim[]): Promise<{ ok: true; held: HeldUnits } | { ok: false; refusal: LimitRefusal }> {
  const taken: { claim: LimitClaim; unit: number }[] = [];
  for (const claim of claims) {
    const { limit, windowMs } = LIMITS[claim.name];
    const verdict = await counter(env, claim).take(limit, windowMs);
    if (!verdict.allowed || verdict.unit === undefined) {
      await new HeldUnits(env, taken).release();
      return { ok: false, refusal: { name: claim.name, retryAfterMs: verdict.retryAfterMs } };
    }
    taken.push({ claim, unit: verdict.unit });
  }
  return { ok: true, held: new HeldUnits(env, taken) };
}

/** What the limited work reports: its result, and whether it succeeded in the limits' sense. */
export interface LimitedOutcome<T> {
  value: T;
  outcome: "success" | "failure";
}

/**
 * The wrapper every limited call goes through: take the units first, do the work, settle them by the
 * work's outcome. Work that throws keeps its units (it was an attempt).
 */
export async function withLimits<T>(
  env: Env,
  claims: readonly LimitClaim[],
  work: () => Promise<LimitedOutcome<T>>,
): Promise<{ ok: true; value: T } | { ok: false; refusal: LimitRefusal }> {
  const taken = await takeUnits(env, claims);
  if (!taken.ok) return taken;
  const done = await work();
  await taken.held.settle(done.outcome);
  return { ok: true, value: done.value };
}

export function retryAfterHeader(retryAfterMs: number): Record<string, string> {
  return { "Retry-After": String(retryAfterSeconds(retryAfterMs)) };
}

/** A limit reached, as a use case's typed error: httpFailure gives 429, Retry-After and the words. */
export function limitReached(key: MessageKey, retryAfterMs: number): DomainError<MessageKey, "limited"> {
  return { kind: "limited", key, retryAfterMs, params: { minutes: minutesToWait(retryAfterMs) } };
}
