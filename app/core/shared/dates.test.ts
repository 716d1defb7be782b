import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

// 2026-11-24T16:30Z is 2026-11-25 00:30 in Ulaanbaatar (UTC+8): the day must be Mongolia's.
const LATE_EVENING_UTC = Date.UTC(2026, 10, 24, 16, 30);

describe("dates in the learner's language", () => {
  it("writes Mongolian dates as year.month.day in Ulaanbaatar time", () => {
    expect(formatDate(LATE_EVENING_UTC, "mn")).toBe("2026.11.25");
    expect(formatDateTime(LATE_EVENING_UTC, "mn")).toBe("2026.11.25 00:30");
  });

  it("writes English dates as day month year", () => {
    expect(formatDate(Date.UTC(2026, 0, 3, 2), "en")).toBe("3 Jan 2026");
    expect(formatDateTime(LATE_EVENING_UTC, "en")).toBe("25 Nov 2026, 00:30");
  });
});
