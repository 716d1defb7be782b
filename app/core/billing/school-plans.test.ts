import { describe, expect, it } from "vitest";
import {
  coveredUntil,
  effectiveAccessEnd,
  licenceStatus,
  newLicencePeriod,
  schoolEndFor,
  schoolQuote,
  seatCounts,
  seatHolders,
  seatPrice,
  seatsAt,
  type Licence,
} from "./school-plans";
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
  it("gives a member's school end only while the seats reach their rank", () => {
    const licences = [licence(2, 30), licence(10, 10)];
    // 12 seats for 10 days, then 2 until day 30.
    expect(schoolEndFor(0, licences, NOW)).toBe(NOW + 30 * DAY_MS);
    expect(schoolEndFor(5, licences, NOW)).toBe(NOW + 10 * DAY_MS);
    expect(schoolEndFor(11, licences, NOW)).toBe(NOW + 10 * DAY_MS);
    expect(schoolEndFor(12, licences, NOW)).toBeNull();
    expect(schoolEndFor(0, [licence(5, 30, { refundedAt: NOW })], NOW)).toBeNull();
  });
});

describe("licences that follow each other and add up", () => {
  const running = licence(20, 30, { startAt: NOW - 10 * DAY_MS, endAt: NOW + 20 * DAY_MS });
  it("adds the seats of licences that overlap", () => {
    const topUp = licence(5, 60);
    expect(seatsAt([running, topUp], NOW)).toBe(25);
    expect(seatsAt([running, topUp], NOW + 20 * DAY_MS)).toBe(5);
    expect(seatsAt([running, licence(5, 60, { refundedAt: NOW })], NOW)).toBe(20);
    // The 22nd student holds a seat while both run; the 3rd keeps it to the end of the later one.
    expect(schoolEndFor(21, [running, topUp], NOW)).toBe(NOW + 20 * DAY_MS);
    expect(schoolEndFor(2, [running, topUp], NOW)).toBe(NOW + 60 * DAY_MS);
  });
  it("starts a renewal when the class's last licence ends, and a licence to add seats at once", () => {
    const renewal = newLicencePeriod([running], NOW, 30, "renewal");
    expect(renewal).toEqual({ startAt: NOW + 20 * DAY_MS, endAt: NOW + 50 * DAY_MS });
    expect(newLicencePeriod([running], NOW, 30, "now")).toEqual({ startAt: NOW, endAt: NOW + 30 * DAY_MS });
    // Nothing to follow (ended or refunded): a renewal starts now.
    const ended = licence(20, 30, { startAt: NOW - 40 * DAY_MS, endAt: NOW - 10 * DAY_MS });
    expect(newLicencePeriod([ended, licence(9, 90, { refundedAt: NOW })], NOW, 30, "renewal").startAt).toBe(NOW);
    // A second renewal follows the first.
    const second = newLicencePeriod([running, licence(20, 30, renewal)], NOW, 30, "renewal");
    expect(second.startAt).toBe(NOW + 50 * DAY_MS);
  });
  it("carries each seated student through a renewal without a gap, and no further than the seats reach", () => {
    const next = licence(15, 30, { startAt: NOW + 20 * DAY_MS, endAt: NOW + 50 * DAY_MS });
    expect(schoolEndFor(0, [running, next], NOW)).toBe(NOW + 50 * DAY_MS);
    expect(schoolEndFor(17, [running, next], NOW)).toBe(NOW + 20 * DAY_MS);
    expect(coveredUntil([running, next], NOW)).toBe(NOW + 50 * DAY_MS);
    // A renewal that leaves a gap does not carry anyone over it (the cron seats them when it starts).
    const late = licence(20, 30, { startAt: NOW + 25 * DAY_MS, endAt: NOW + 55 * DAY_MS });
    expect(schoolEndFor(0, [running, late], NOW)).toBe(NOW + 20 * DAY_MS);
    expect(schoolEndFor(0, [running, late], NOW + 25 * DAY_MS)).toBe(NOW + 55 * DAY_MS);
    // More seats from the renewal on: the 18th has none now, and one once it starts.
    const bigger = licence(30, 30, { startAt: NOW + 20 * DAY_MS, endAt: NOW + 50 * DAY_MS });
    expect(schoolEndFor(25, [running, bigger], NOW)).toBeNull();
    expect(schoolEndFor(25, [running, bigger], NOW + 20 * DAY_MS)).toBe(NOW + 50 * DAY_MS);
    expect(effectiveAccessEnd(NOW + 70 * DAY_MS, schoolEndFor(0, [running, next], NOW))).toBe(NOW + 70 * DAY_MS);
  });
  it("names each licence's status", () => {
    expect(licenceStatus(running, NOW)).toBe("running");
    expect(licenceStatus(licence(5, 30, { startAt: NOW + DAY_MS }), NOW)).toBe("scheduled");
    expect(licenceStatus(licence(5, 30, { endAt: NOW }), NOW)).toBe("ended");
    expect(licenceStatus(licence(5, 30, { refundedAt: NOW }), NOW)).toBe("refunded");
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
});
