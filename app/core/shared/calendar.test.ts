import { describe, expect, it } from "vitest";
import { ulaanbaatarMonth } from "./calendar";

describe("ulaanbaatarMonth", () => {
  it("is the month in Ulaanbaatar (UTC+8), not in UTC", () => {
    // 2026-01-31 16:30 UTC is already 2026-02-01 00:30 in Ulaanbaatar.
    expect(ulaanbaatarMonth(Date.UTC(2026, 0, 31, 16, 30))).toBe("2026-02");
    expect(ulaanbaatarMonth(Date.UTC(2026, 0, 31, 15, 59))).toBe("2026-01");
  });
  it("pads the month and crosses the year", () => {
    expect(ulaanbaatarMonth(Date.UTC(2025, 11, 31, 16, 0))).toBe("2026-01");
    expect(ulaanbaatarMonth(Date.UTC(2025, 8, 10))).toBe("2025-09");
  });
});
