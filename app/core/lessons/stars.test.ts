import { describe, expect, it } from "vitest";
import { starsForScore, totalStars } from "./stars";

describe("starsForScore", () => {
  it.each([
    [0, 0],
    [-5, 0],
    [1, 1],
    [40, 1], // exactly 40 is still one star
    [41, 2],
    [80, 2],
    [81, 3],
    [120, 3],
    [121, 4],
    [160, 4],
    [161, 5],
    [200, 5],
    [260, 5],
  ])("score %i earns %i stars", (score, stars) => {
    expect(starsForScore(score)).toBe(stars);
  });

  it("adds stars over best scores", () => {
    expect(totalStars([200, 41, 0, 40])).toBe(5 + 2 + 0 + 1);
    expect(totalStars([])).toBe(0);
  });
});
