import { describe, expect, it } from "vitest";
import { LIMITS, minutesToWait, retryAfterSeconds } from "./rate-limits";

describe("rate limits", () => {
  it("rounds waits up, never to zero", () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(61_000)).toBe(2);
  });

  it("keeps a single account's brake below the per-account ceiling, so one address cannot trip the ceiling", () => {
    expect(LIMITS.loginPerAccountAndAddress.limit).toBeLessThan(LIMITS.loginPerAccount.limit);
    // ASVS 4.0 2.2.1's bound, kept as a sanity check: under 100 failed attempts an hour on one account.
    expect((LIMITS.loginPerAccount.limit * 3_600_000) / LIMITS.loginPerAccount.windowMs).toBeLessThan(100);
  });
});
