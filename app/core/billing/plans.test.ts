import { describe, expect, it } from "vitest";
import { FREE_LESSONS, PLAN_TABLES, plans, purchasablePlan } from "./plans";

describe("plans", () => {
  it("offers Free, Standard and Better value with the prices of SPEC §9", () => {
    expect(plans().map((p) => [p.level, p.days, p.price, p.lessons])).toEqual([
      ["plan0", 0, 0, FREE_LESSONS],
      ["plan1", 30, 9_900, 278],
      ["plan2", 90, 14_900, 278],
    ]);
    expect(plans()[0]).toMatchObject({ prizeRaces: false, certificate: false });
    expect(plans()[1]).toMatchObject({ prizeRaces: true, certificate: true, support: true });
  });

  it("keeps the alternative table of 3, 6 and 12 months ready as configuration", () => {
    expect(PLAN_TABLES.alternative.map((p) => [p.days, p.price])).toEqual([
      [90, 19_900],
      [180, 29_900],
      [365, 39_900],
    ]);
    expect(purchasablePlan("plan0", "alternative")?.price).toBe(19_900);
  });

  it("accepts the level as a plan name or a purchase option number", () => {
    expect(purchasablePlan("plan1")?.days).toBe(30);
    expect(purchasablePlan(2)?.days).toBe(90);
    expect(purchasablePlan("2")?.price).toBe(14_900);
  });

  it("sells neither the free plan nor unknown levels", () => {
    for (const level of ["plan0", 0, "0", "plan3", 3, "", null, undefined, "plan1 ", {}, "12"]) {
      expect(purchasablePlan(level)).toBeNull();
    }
  });
});
