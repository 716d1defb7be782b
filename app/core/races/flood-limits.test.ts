import { describe, expect, it } from "vitest";
import { allowEvent, retrySeconds, type FloodLog, type FloodRule } from "./flood-limits";

const THREE_A_MINUTE: FloodRule = { max: 3, windowMs: 60_000 };
const ONE_IN_SIX: FloodRule = { max: 1, windowMs: 6_000 };

describe("allowEvent", () => {
  it("allows up to max events in the window, then says when the oldest leaves it", () => {
    let log: FloodLog = {};
    for (const at of [0, 1_000, 2_000]) {
      const r = allowEvent(log, [["a", THREE_A_MINUTE]], at);
      expect(r.ok).toBe(true);
      if (r.ok) log = r.log;
    }
    expect(allowEvent(log, [["a", THREE_A_MINUTE]], 3_000)).toEqual({ ok: false, retryAfterMs: 57_000 });
    expect(allowEvent(log, [["a", THREE_A_MINUTE]], 60_000)).toMatchObject({ ok: true });
  });

  it("refuses when any key is over its rule, and then records nothing", () => {
    const first = allowEvent(
      {},
      [
        ["sender", THREE_A_MINUTE],
        ["pair", ONE_IN_SIX],
      ],
      0,
    );
    if (!first.ok) throw new Error("refused");
    const again = allowEvent(
      first.log,
      [
        ["sender", THREE_A_MINUTE],
        ["pair", ONE_IN_SIX],
      ],
      1_000,
    );
    expect(again).toEqual({ ok: false, retryAfterMs: 5_000 });
    // Another pair goes through: the sender has used one of three.
    const other = allowEvent(
      first.log,
      [
        ["sender", THREE_A_MINUTE],
        ["pair2", ONE_IN_SIX],
      ],
      1_000,
    );
    expect(other.ok && other.log.sender).toEqual([0, 1_000]);
  });

  it("forgets keys whose events are all older than the longest window", () => {
    const first = allowEvent({}, [["old", ONE_IN_SIX]], 0);
    if (!first.ok) throw new Error("refused");
    const later = allowEvent(first.log, [["new", ONE_IN_SIX]], 61_000);
    expect(later.ok && Object.keys(later.log)).toEqual(["new"]);
  });

  it("rounds the wait up to whole seconds, at least one", () => {
    expect(retrySeconds(1)).toBe(1);
    expect(retrySeconds(5_001)).toBe(6);
  });
});
