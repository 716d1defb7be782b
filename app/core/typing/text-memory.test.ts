import { describe, expect, it } from "vitest";
import { TEXT_MEMORY, drawableTextIds } from "./text-memory";
import { seededRandom } from "./practice";

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe("drawableTextIds", () => {
  it("keeps a learner's last 30 texts out of the draw", () => {
    expect(TEXT_MEMORY).toBe(30);
    const seen = ids(30, 1).reverse(); // texts 30 … 1, newest first
    expect(drawableTextIds(ids(100), seen)).toEqual(ids(70, 31));
  });

  it("lets a text back in once it is 31 tests old", () => {
    const seen = [...ids(30, 2), 1]; // text 1 was the 31st latest test
    expect(drawableTextIds(ids(31), seen)).toEqual([1]);
  });

  it("gives a guest (no tests) every text", () => {
    expect(drawableTextIds(ids(100), [])).toEqual(ids(100));
  });

  it("ignores seen ids that are no longer candidates (retired or of another level)", () => {
    expect(drawableTextIds([5, 6, 7], [900, 901, 6])).toEqual([5, 7]);
  });

  it("falls back to the least recently seen when every text is within the memory", () => {
    // 3 texts, seen newest first 2, 3, 2, 1, 3: text 1 was seen longest ago.
    expect(drawableTextIds([1, 2, 3], [2, 3, 2, 1, 3])).toEqual([1]);
    expect(drawableTextIds([1, 2, 3], [1, 2, 3])).toEqual([3]);
    expect(drawableTextIds([7], [7])).toEqual([7]);
  });

  it("has nothing to give when the level has no texts", () => {
    expect(drawableTextIds([], [1, 2])).toEqual([]);
  });

  it("never repeats a text within 30 consecutive draws from 100 texts, however the draw falls", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const random = seededRandom(seed);
      const seen: number[] = [];
      for (let test = 0; test < 200; test++) {
        const pool = drawableTextIds(ids(100), seen);
        const pick = pool[Math.floor(random() * pool.length)];
        expect(seen.slice(0, 30)).not.toContain(pick);
        seen.unshift(pick);
      }
    }
  });

  it("with fewer texts than the memory, cycles through all of them before one comes back", () => {
    const seen: number[] = [];
    for (let test = 0; test < 40; test++) seen.unshift(drawableTextIds(ids(10), seen)[0]);
    for (let start = 0; start + 10 <= 40; start++) expect(new Set(seen.slice(start, start + 10)).size).toBe(10);
  });
});
