import { describe, expect, it } from "vitest";
import { idsByShard, lobbyShardCount, lobbyShardName, lobbyShardOf, MAX_LOBBY_SHARDS, mixUserId, PLANNED_LOBBY_SHARDS } from "./lobby-shard";

/** Largest relative distance of a shard's count from the mean. */
function worstSpread(ids: Iterable<number>, shards: number): number {
  const counts = new Array<number>(shards).fill(0);
  let n = 0;
  for (const id of ids) {
    counts[lobbyShardOf(id, shards)]++;
    n++;
  }
  const mean = n / shards;
  return Math.max(...counts.map((c) => Math.abs(c - mean) / mean));
}

function* range(from: number, count: number) {
  for (let i = 0; i < count; i++) yield from + i;
}

describe("lobby shards", () => {
  it("are stable: fixed values, the same for every call", () => {
    // Pinned: a change here moves every online learner to another shard at the next deploy.
    expect([1, 2, 3, 1000, 123456].map((id) => lobbyShardOf(id, PLANNED_LOBBY_SHARDS))).toEqual([7, 18, 7, 8, 7]);
    expect(mixUserId(1)).toBe(0x514e28b7);
    expect(mixUserId(123456)).toBe(mixUserId(123456));
    for (const id of range(1, 1000)) expect(lobbyShardOf(id, 20)).toBe(lobbyShardOf(id, 20));
  });

  it("are balanced over 100,000 consecutive ids: every shard within ±5 % of the mean", () => {
    for (const shards of [2, 4, 20, 32]) expect(worstSpread(range(1, 100_000), shards), `${shards} shards`).toBeLessThanOrEqual(0.05);
  });

  it("are balanced over 100,000 ids from later in the table, and over ids that share a stride (a plain id % shards is not)", () => {
    expect(worstSpread(range(5_000_000, 100_000), PLANNED_LOBBY_SHARDS)).toBeLessThanOrEqual(0.05);
    for (const stride of [7, 20, 64]) {
      const ids = [...range(1, 100_000)].map((i) => stride * i);
      expect(worstSpread(ids, PLANNED_LOBBY_SHARDS), `every ${stride}th id`).toBeLessThanOrEqual(0.05);
    }
  });

  it("with one shard is today's single lobby", () => {
    expect(lobbyShardOf(42, 1)).toBe(0);
    expect(lobbyShardName(0)).toBe("lobby");
    expect(lobbyShardName(7)).toBe("lobby-7");
  });

  it("refuses what is not a user id or a shard count", () => {
    expect(() => lobbyShardOf(-1, 20)).toThrow(RangeError);
    expect(() => lobbyShardOf(1.5, 20)).toThrow(RangeError);
    expect(() => lobbyShardOf(1, 0)).toThrow(RangeError);
  });

  it("group ids by shard, each id once, in its own shard", () => {
    const ids = [...range(1, 1_000)];
    const groups = idsByShard(ids, 4);
    expect([...groups.values()].flat().sort((a, b) => a - b)).toEqual(ids);
    for (const [shard, group] of groups) for (const id of group) expect(lobbyShardOf(id, 4)).toBe(shard);
    expect(idsByShard([], 4).size).toBe(0);
  });
});

describe("the LOBBY_SHARDS setting", () => {
  it("is one shard when unset, the number when it is a whole number in range", () => {
    expect(lobbyShardCount(undefined)).toBe(1);
    expect(lobbyShardCount("")).toBe(1);
    expect(lobbyShardCount("4")).toBe(4);
    expect(lobbyShardCount(String(MAX_LOBBY_SHARDS))).toBe(MAX_LOBBY_SHARDS);
  });

  it("refuses anything else instead of quietly using one shard", () => {
    for (const bad of ["0", "-2", "2.5", "04", " 4", "four", String(MAX_LOBBY_SHARDS + 1)]) expect(() => lobbyShardCount(bad), bad).toThrow(RangeError);
  });
});
