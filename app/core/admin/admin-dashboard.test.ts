import { describe, expect, it } from "vitest";
import { barChart, DAY_MS, fillDays, niceMax, ubDay, ubDayStart } from "./admin-dashboard";

describe("Ulaanbaatar days", () => {
  it("turns over at 16:00 UTC (midnight in Ulaanbaatar)", () => {
    const before = Date.UTC(2026, 10, 24, 15, 59);
    const after = Date.UTC(2026, 10, 24, 16, 0);
    expect(ubDay(after) - ubDay(before)).toBe(1);
    expect(ubDayStart(ubDay(after))).toBe(after);
    expect(ubDayStart(ubDay(before) + 1) - ubDayStart(ubDay(before))).toBe(DAY_MS);
  });
});

describe("fillDays", () => {
  it("fills the days without rows with zero, oldest first, ending on the last day", () => {
    expect(
      fillDays(
        [
          { day: 100, value: 3 },
          { day: 98, value: 1 },
        ],
        100,
        4,
      ),
    ).toEqual([
      { day: 97, value: 0 },
      { day: 98, value: 1 },
      { day: 99, value: 0 },
      { day: 100, value: 3 },
    ]);
  });
  it("drops rows outside the window", () => {
    expect(fillDays([{ day: 50, value: 9 }], 100, 2).map((d) => d.value)).toEqual([0, 0]);
  });
});

describe("the bar chart", () => {
  it("rounds the axis top up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 10, 11, 180, 9_900, 250_000].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 200, 10_000, 500_000]);
  });
  it("draws bars from the bottom, scaled to the top, in equal slots", () => {
    const { bars, top } = barChart([0, 5, 10], 300, 100);
    expect(top).toBe(10);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0]);
    expect(bars[1].x - bars[0].x).toBe(100);
    expect(bars[0].width).toBe(75);
  });
  it("draws an all-zero series flat", () => {
    expect(barChart([0, 0], 10, 10).bars.every((b) => b.height === 0)).toBe(true);
  });
});
