import { describe, expect, it } from "vitest";
import { pathOf, routeFileOf } from "./contract";
import { CONTRACTS } from "./registry";

describe("the contract registry", () => {
  it("holds one contract per call, each with a response for success", () => {
    // The 46 calls of SPEC §7 and the calls added since, the three per-key calls (issue 19) and the
    // prize challenge's answer (ADR 033), the class a student's screens report to (ADR 040), and the
    // pages a device keeps for offline use (ADR 044).
    expect(CONTRACTS).toHaveLength(52);
    expect(new Set(CONTRACTS.map((c) => c.name)).size).toBe(CONTRACTS.length);
    for (const c of CONTRACTS)
      expect(
        Object.keys(c.responses)
          .map(Number)
          .some((s) => s === 200),
        c.name,
      ).toBe(true);
  });

  it("gives every call needing a login a 401, and every call needing a plan a 402", () => {
    for (const c of CONTRACTS) {
      expect(c.responses[401] !== undefined || c.access === "public" || c.access === "optional", c.name).toBe(true);
      expect(c.responses[402] !== undefined || c.access !== "plan", c.name).toBe(true);
    }
  });

  it("names route files and fills path parameters", () => {
    expect(routeFileOf({ path: "/api/user/login" })).toBe("api.user.login");
    expect(routeFileOf({ path: "/api/text/:textType" })).toBe("api.text.$textType");
    expect(pathOf({ path: "/api/text/:textType" }, { textType: "begintext" })).toBe("/api/text/begintext");
    expect(() => pathOf({ path: "/api/text/:textType" })).toThrow(/textType/);
  });
});
