import { describe, expect, it } from "vitest";
import { currentLicence, effectiveAccessEnd, schoolEndFor, schoolQuote, seatCounts, seatHolders, seatPrice, type Licence } from "./school-plans";
import { DAY_MS } from "./subscription";

const NOW = Date.UTC(2026, 10, 27, 9);
const licence = (seats: number, days: number, extra: Partial<Licence> = {}): Licence => ({
  seats,
  startAt: NOW,
  endAt: NOW + days * DAY_MS,
  refundedAt: null,
  ...extra,
});

describe("seat prices", () => {
  it("charges 3,900 ₮ a seat a month below 20 seats and 2,900 ₮ from 20", () => {
    expect(seatPrice(1)).toBe(3_900);
    expect(seatPrice(19)).toBe(3_900);
    expect(seatPrice(20)).toBe(2_900);
    expect(seatPrice(60)).toBe(2_900);
    expect(schoolQuote(5, 1)).toEqual({ seats: 5, months: 1, days: 30, perSeatMonth: 3_900, amount: 19_500 });
    expect(schoolQuote(30, 9)).toEqual({ seats: 30, months: 9, days: 270, perSeatMonth: 2_900, amount: 783_000 });
  });
  it("makes 20 seats cheaper than 19 per seat, and refuses seats or months out of range", () => {
    expect(schoolQuote(20, 1).amount / 20).toBeLessThan(schoolQuote(19, 1).amount / 19);
    expect(() => schoolQuote(0, 1)).toThrow(RangeError);
    expect(() => schoolQuote(61, 1)).toThrow(RangeError);
    expect(() => schoolQuote(5, 13)).toThrow(RangeError);
    expect(() => schoolQuote(5, 1.5)).toThrow(RangeError);
  });
});

describe("seats over the limit", () => {
  const members = [
    { userId: 7, joinedAt: 300 },
    { userId: 3, joinedAt: 100 },
    { userId: 9, joinedAt: 200 },
    { userId: 4, joinedAt: 200 },
  ];
  it("seats the members who joined first, ties by user id", () => {
    const { seated, unseated } = seatHolders(members, 2);
    expect(seated.map((m) => m.userId)).toEqual([3, 4]);
    expect(unseated.map((m) => m.userId)).toEqual([9, 7]);
  });
  it("counts used, free and missing seats", () => {
    expect(seatCounts(5, 3)).toEqual({ used: 3, free: 2, over: 0 });
    expect(seatCounts(2, 4)).toEqual({ used: 2, free: 0, over: 2 });
    expect(seatHolders(members, 10).unseated).toEqual([]);
  });
  it("gives a member's school end only from licences with a seat for their rank", () => {
    const licences = [licence(2, 30), licence(10, 10)];
    expect(schoolEndFor(0, licences)).toBe(NOW + 30 * DAY_MS);
    expect(schoolEndFor(5, licences)).toBe(NOW + 10 * DAY_MS);
    expect(schoolEndFor(10, licences)).toBeNull();
    expect(schoolEndFor(0, [licence(5, 30, { refundedAt: NOW })])).toBeNull();
  });
});

describe("licence periods overlapping a personal plan", () => {
  it("keeps the later of the personal and the school end", () => {
    const personal = NOW + 40 * DAY_MS;
    expect(effectiveAccessEnd(personal, NOW + 30 * DAY_MS)).toBe(personal);
    expect(effectiveAccessEnd(NOW + 5 * DAY_MS, NOW + 30 * DAY_MS)).toBe(NOW + 30 * DAY_MS);
    expect(effectiveAccessEnd(null, NOW + 30 * DAY_MS)).toBe(NOW + 30 * DAY_MS);
    expect(effectiveAccessEnd(personal, null)).toBe(personal);
    expect(effectiveAccessEnd(null, null)).toBeNull();
  });
  it("shows the running licence that ends last, else the last one that ended", () => {
    const ended = licence(30, 30, { startAt: NOW - 60 * DAY_MS, endAt: NOW - 30 * DAY_MS });
    const short = licence(5, 10);
    const long = licence(3, 90);
    expect(currentLicence([ended, short, long], NOW)).toBe(long);
    expect(currentLicence([ended], NOW)).toBe(ended);
    expect(currentLicence([licence(5, 30, { refundedAt: NOW })], NOW)).toBeNull();
  });
});
