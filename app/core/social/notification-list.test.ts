import { describe, expect, it } from "vitest";
import { mergeNotification, unreadCount } from "./notification-list";
import type { Notification } from "./notifications";

const note = (id: number, date: number, seen: 0 | 1 = 0): Notification => ({
  id,
  date,
  seen,
  type: "friendRequest",
  title: "",
  message: "",
  raceId: null,
  ckey: `friendRequest:${id}:${date}`,
  value: id,
  params: {},
});

describe("the bell's list", () => {
  it("takes a notification once, newest first, whether it came live or in a fetch", () => {
    const list = [note(1, 100), note(2, 200)].reduce(mergeNotification, [] as Notification[]);
    const again = [note(2, 200), note(3, 300)].reduce(mergeNotification, list);
    expect(again.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(unreadCount(again)).toBe(3);
  });

  it("keeps one seen here seen when a fetch that answered before the server marked it brings it unseen", () => {
    const opened = [note(1, 100, 1), note(2, 200, 1)];
    const fetched = [note(1, 100, 0), note(2, 200, 0), note(3, 300, 0)].reduce(mergeNotification, opened);
    expect(unreadCount(fetched)).toBe(1);
    expect(fetched.find((n) => n.id === 3)?.seen).toBe(0);
  });
});
