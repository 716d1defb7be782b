import { describe, expect, it } from "vitest";
import { RANKS, nextRank, rankForPoints } from "./ranks";

describe("rankForPoints", () => {
  it.each([
    [0, "beginner"],
    [7_999, "beginner"],
    [8_000, "average"],
    [14_999, "average"],
    [15_000, "skilled"],
    [29_999, "skilled"],
    [30_000, "specialist"],
    [49_999, "specialist"],
    [50_000, "expert"],
    [1_000_000, "expert"],
  ])("%i points is %s", (points, id) => {
    expect(rankForPoints(points).id).toBe(id);
  });

  it("treats negative and non-finite points as zero", () => {
    expect(rankForPoints(-5).id).toBe("beginner");
    expect(rankForPoints(Number.NaN).id).toBe("beginner");
  });

  it("has the spec's thresholds, names and images", () => {
    expect(RANKS.map((r) => r.minPoints)).toEqual([0, 8_000, 15_000, 30_000, 50_000]);
    expect(RANKS.map((r) => r.nameEn)).toEqual(["Beginner", "Average", "Skilled", "Specialist", "Expert"]);
    for (const rank of RANKS) expect(rank.image).toMatch(/^\/images\/rank\/[a-z]+\.svg$/);
  });
});

describe("nextRank", () => {
  it("says how far the next rank is", () => {
    expect(nextRank(0)).toEqual({ rank: RANKS[1], pointsNeeded: 8_000 });
    expect(nextRank(14_999)?.pointsNeeded).toBe(1);
  });
  it("is null at the top", () => {
    expect(nextRank(50_000)).toBeNull();
  });
});
