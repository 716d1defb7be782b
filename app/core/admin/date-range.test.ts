import { describe, expect, it } from "vitest";
import { addDays, addMonths, defaultRange, formatPickerDay, monthGrid, monthName, parseIsoDay, pickDay, ubDayAndTime, ubInstant, ubToday } from "./date-range";

describe("date range picker rules", () => {
  it("shows days as 'D MMM, YYYY'", () => {
    expect(formatPickerDay("2026-12-01")).toBe("1 Dec, 2026");
    expect(formatPickerDay("2027-05-31")).toBe("31 May, 2027");
    expect(formatPickerDay("2026-02-30")).toBe("");
  });

  it("writes the month in the interface language's names when given them", () => {
    const mongolian = Array.from({ length: 12 }, (_, i) => `${i + 1}-р сар`);
    expect(formatPickerDay("2026-11-27", mongolian)).toBe("27 11-р сар, 2026");
    expect(monthName(11, mongolian)).toBe("11-р сар");
    expect(monthName(11)).toBe("Nov");
  });

  it("refuses days that are not on the calendar", () => {
    expect(parseIsoDay("2026-04-31")).toBeNull();
    expect(parseIsoDay("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDay("1 Dec, 2026")).toBeNull();
  });

  it("counts today in Ulaanbaatar, not in UTC", () => {
    // 2026-11-30 17:00 UTC is already 1 December 01:00 in Ulaanbaatar.
    expect(ubToday(Date.UTC(2026, 10, 30, 17))).toBe("2026-12-01");
  });

  it("starts at today and a month later (SPEC §9)", () => {
    expect(defaultRange(Date.UTC(2026, 10, 25, 4))).toEqual({ start: "2026-11-25", end: "2026-12-25" });
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("turns a day and a time into the instant in Ulaanbaatar and back", () => {
    const at = ubInstant("2026-12-01", "09:00");
    expect(at).toBe(Date.parse("2026-12-01T09:00+08:00"));
    expect(ubDayAndTime(at!)).toEqual({ day: "2026-12-01", time: "09:00" });
    expect(ubInstant("2026-12-01", "24:00")).toBeNull();
  });

  it("lays a month out Monday first", () => {
    const weeks = monthGrid(2026, 12);
    expect(weeks[0]).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("a second click closes the range in order; a third starts again", () => {
    const first = pickDay({ start: null, end: null }, "2026-12-10");
    expect(first).toEqual({ start: "2026-12-10", end: null });
    expect(pickDay(first, "2026-12-03")).toEqual({ start: "2026-12-03", end: "2026-12-10" });
    expect(pickDay({ start: "2026-12-03", end: "2026-12-10" }, "2026-12-20")).toEqual({ start: "2026-12-20", end: null });
  });
});
