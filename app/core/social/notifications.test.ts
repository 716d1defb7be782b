import { describe, expect, it } from "vitest";
import { endingSoonWindow, mergeNotification, notificationKey, unreadCount, type Notification } from "./notifications";
import { DAY_MS } from "../billing/subscription";

const note = (id: number, date: number, seen: 0 | 1 = 0): Notification => ({
  id,
  type: "system",
  title: "t",
  message: "m",
  raceId: null,
  ckey: `k${id}`,
  value: null,
  params: {},
  seen,
  date,
});

describe("notification keys", () => {
  it("name one event each: the same event gives the same key, another event another key", () => {
    expect(notificationKey.prizeRace(5)).toBe(notificationKey.prizeRace(5));
    expect(notificationKey.friendRequest(3, 1000)).not.toBe(notificationKey.friendRequest(3, 2000));
    expect(notificationKey.subscriptionEnding(10)).not.toBe(notificationKey.subscriptionEnding(11));
    expect(new Set([notificationKey.payment("7"), notificationKey.coupon("7"), notificationKey.certificate(7), notificationKey.prizeRace(7)]).size).toBe(4);
  });
});

describe("the 3-day warning window", () => {
  it("covers subscriptions ending after now and within three days", () => {
    expect(endingSoonWindow(1_000)).toEqual({ after: 1_000, until: 1_000 + 3 * DAY_MS });
  });
});

describe("the bell's list", () => {
  it("counts the unseen", () => {
    expect(unreadCount([note(1, 1), note(2, 2, 1), note(3, 3)])).toBe(2);
  });
  it("adds a live one once, newest first", () => {
    const list = [note(2, 20), note(1, 10)];
    expect(mergeNotification(list, note(3, 30)).map((n) => n.id)).toEqual([3, 2, 1]);
    expect(mergeNotification(list, note(2, 20)).map((n) => n.id)).toEqual([2, 1]);
  });
});
