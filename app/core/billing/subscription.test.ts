import { describe, expect, it } from "vitest";
import { DAY_MS, extendSubscription, subscriptionState } from "./subscription";

const now = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("subscriptionState", () => {
  it("is expired with no end date", () => {
    expect(subscriptionState(null, now)).toEqual({ active: false, daysLeft: 0 });
  });
  it("is expired when the end is in the past, and days left never go below 0", () => {
    expect(subscriptionState(now - 1, now)).toEqual({ active: false, daysLeft: 0 });
    expect(subscriptionState(now - 40 * DAY_MS, now)).toEqual({ active: false, daysLeft: 0 });
  });
  it("is still active at the exact end instant", () => {
    expect(subscriptionState(now, now)).toEqual({ active: true, daysLeft: 0 });
  });
  it("counts a started day as a day left", () => {
    expect(subscriptionState(now + 1, now).daysLeft).toBe(1);
    expect(subscriptionState(now + 30 * DAY_MS, now).daysLeft).toBe(30);
    expect(subscriptionState(now + 30 * DAY_MS - 1, now).daysLeft).toBe(30);
  });
});

describe("extendSubscription", () => {
  it("extends from now when expired", () => {
    expect(extendSubscription(now - 5 * DAY_MS, now, 30)).toBe(now + 30 * DAY_MS);
    expect(extendSubscription(null, now, 30)).toBe(now + 30 * DAY_MS);
  });
  it("extends from the current end when still active", () => {
    expect(extendSubscription(now + 10 * DAY_MS, now, 90)).toBe(now + 100 * DAY_MS);
  });
  it("refuses zero, negative or fractional days", () => {
    expect(() => extendSubscription(now, now, 0)).toThrow(RangeError);
    expect(() => extendSubscription(now, now, -1)).toThrow(RangeError);
    expect(() => extendSubscription(now, now, 1.5)).toThrow(RangeError);
  });
});
