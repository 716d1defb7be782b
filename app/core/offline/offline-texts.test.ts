import { describe, expect, it } from "vitest";
import { drawOfflineText, rememberTyped, TYPED_MEMORY } from "./offline-texts";

const pool = [1, 2, 3, 4, 5, 6].map((id) => ({ id, text: `text ${id}` }));

describe("a 60-second test text drawn offline", () => {
  it("never gives a text just typed while another is kept", () => {
    for (const r of [0, 0.3, 0.6, 0.99]) expect([1, 2, 3]).not.toContain(drawOfflineText(pool, [1, 2, 3], () => r)?.id);
    expect(drawOfflineText(pool, [1, 2, 3], () => 0)?.id).toBe(4);
    expect(drawOfflineText(pool, [1, 2, 3], () => 0.99)?.id).toBe(6);
  });

  it("when every kept text was typed lately, gives the one typed longest ago", () => {
    expect(drawOfflineText(pool.slice(0, 3), [2, 3, 1])?.id).toBe(1);
    expect(drawOfflineText(pool.slice(0, 3), [1, 3], () => 0)?.id).toBe(2);
    expect(drawOfflineText([], [1])).toBeNull();
  });

  it("remembers the last texts typed, newest first, bounded", () => {
    let recent: number[] = [];
    for (const id of [1, 2, 3, 2, 4, 5, 6, 7]) recent = rememberTyped(recent, id);
    expect(recent).toEqual([7, 6, 5, 4, 2].slice(0, TYPED_MEMORY));
  });
});
