import { describe, expect, it } from "vitest";
import { countdownParts, countdownTarget, prizeEligibility, racePhase } from "./eligibility";

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const race = { minPoint: 100, maxPoint: 500, limitWpm: 60 };
const paid = { points: 300, recordWpm: 40, endAt: NOW + 86_400_000 };

describe("prizeEligibility", () => {
  it("asks a guest to log in", () => {
    expect(prizeEligibility(null, race, NOW)).toEqual({ ok: false, reason: "login" });
  });

  it("sends the free plan and an expired plan to payment; an admin is never locked out", () => {
    expect(prizeEligibility({ ...paid, endAt: null }, race, NOW)).toEqual({ ok: false, reason: "payment" });
    expect(prizeEligibility({ ...paid, endAt: NOW - 1 }, race, NOW)).toEqual({ ok: false, reason: "payment" });
    expect(prizeEligibility({ ...paid, endAt: NOW }, race, NOW)).toEqual({ ok: true });
    expect(prizeEligibility({ ...paid, endAt: null, role: "admin" }, race, NOW)).toEqual({ ok: true });
  });

  it("takes both ends of the points range as eligible", () => {
    expect(prizeEligibility({ ...paid, points: 100 }, race, NOW)).toEqual({ ok: true });
    expect(prizeEligibility({ ...paid, points: 500 }, race, NOW)).toEqual({ ok: true });
    expect(prizeEligibility({ ...paid, points: 99 }, race, NOW)).toEqual({ ok: false, reason: "pointsLow" });
    expect(prizeEligibility({ ...paid, points: 501 }, race, NOW)).toEqual({ ok: false, reason: "pointsHigh" });
  });

  it("takes exactly the WPM limit as eligible and one above as not", () => {
    expect(prizeEligibility({ ...paid, recordWpm: 60 }, race, NOW)).toEqual({ ok: true });
    expect(prizeEligibility({ ...paid, recordWpm: 61 }, race, NOW)).toEqual({ ok: false, reason: "wpmHigh" });
  });

  it("refuses a learner disqualified from the race, before anything else but the login", () => {
    expect(prizeEligibility({ ...paid, disqualified: true }, race, NOW)).toEqual({ ok: false, reason: "disqualified" });
    expect(prizeEligibility({ ...paid, endAt: null, points: 9_999, disqualified: true }, race, NOW)).toEqual({ ok: false, reason: "disqualified" });
    expect(prizeEligibility({ ...paid, disqualified: false }, race, NOW)).toEqual({ ok: true });
  });

  it("checks points before speed (SPEC §5 order)", () => {
    expect(prizeEligibility({ ...paid, points: 900, recordWpm: 90 }, race, NOW)).toEqual({ ok: false, reason: "pointsHigh" });
    expect(prizeEligibility({ ...paid, points: 0, recordWpm: 90 }, race, NOW)).toEqual({ ok: false, reason: "pointsLow" });
  });
});

describe("racePhase", () => {
  const w = { startAt: NOW, endAt: NOW + 3_600_000 };
  it("is upcoming before start, open from start to just before end, finished at end", () => {
    expect(racePhase(w, NOW - 1)).toBe("upcoming");
    expect(racePhase(w, NOW)).toBe("open");
    expect(racePhase(w, w.endAt - 1)).toBe("open");
    expect(racePhase(w, w.endAt)).toBe("finished");
  });
  it("is finished once closed, whatever the clock says", () => {
    expect(racePhase({ ...w, closedAt: NOW }, NOW + 10)).toBe("finished");
  });
  it("counts to the start, then to the end, then to nothing", () => {
    expect(countdownTarget(w, NOW - 5)).toBe(NOW);
    expect(countdownTarget(w, NOW + 5)).toBe(w.endAt);
    expect(countdownTarget(w, w.endAt)).toBeNull();
  });
});

describe("countdownParts", () => {
  it("splits into days, hours, minutes and seconds", () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(NOW + ms, NOW)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalMs: ms });
  });
  it("rounds a partial second up and never goes below zero", () => {
    expect(countdownParts(NOW + 1, NOW)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(NOW + 59_999, NOW)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(countdownParts(NOW - 5_000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
  });
  it("rolls 24 hours into a day exactly", () => {
    expect(countdownParts(NOW + 86_400_000, NOW)).toMatchObject({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });
});
