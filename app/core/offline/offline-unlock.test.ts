import { describe, expect, it } from "vitest";
import { MN_CURRICULUM } from "../lessons/curricula";
import { keptForOffline, levelWithWaiting, opensOffline, waitingLevels } from "./offline-unlock";
import { newQueued, type QueuedResult } from "./result-queue";

const lesson = (id: string, level: number, over: Partial<QueuedResult> = {}): QueuedResult => ({
  ...newQueued({ id, kind: "lesson", userId: 7, body: {}, lesson: { curriculum: "mn", level } }, 1_000),
  ...over,
});

describe("the next lesson opens offline", () => {
  it("counts this learner's waiting lesson results, the highest level in each curriculum", () => {
    const queue = [
      lesson("a", 2),
      lesson("b", 3),
      lesson("c", 9, { userId: 8 }),
      lesson("d", 4, { lesson: { curriculum: "en", level: 4 } }),
      { ...newQueued({ id: "t", kind: "test", userId: 7, body: {} }, 1_000) },
    ];
    expect(waitingLevels(queue, 7)).toEqual({ mn: 3, en: 4 });
  });

  it("a refused result counts no more: the lesson it opened is locked again", () => {
    const queue = [lesson("a", 2), lesson("b", 3, { state: "refused", reason: "Хэт хурдан" })];
    expect(waitingLevels(queue, 7)).toEqual({ mn: 2 });
    expect(opensOffline(4, 1, waitingLevels(queue, 7), "mn")).toBe(false);
    expect(opensOffline(3, 1, waitingLevels(queue, 7), "mn")).toBe(true);
  });

  it("applies the server's rule: a lesson opens when the one before it is finished", () => {
    expect(levelWithWaiting(5, { mn: 3 }, "mn")).toBe(5);
    expect(opensOffline(3, 1, { mn: 2 }, "mn")).toBe(true);
    expect(opensOffline(4, 1, { mn: 2 }, "mn")).toBe(false);
    // Another curriculum's results open nothing here.
    expect(opensOffline(3, 1, { en: 2 }, "mn")).toBe(false);
    expect(opensOffline(2, 1, {}, "mn")).toBe(true);
  });

  it("keeps for the device the lessons locked by progress alone, up to five past the next one", () => {
    const learner = { userId: 7, currentLevel: 47, subscribed: false };
    const kept = (level: number, viewer = learner) => keptForOffline({ id: level, level }, viewer, MN_CURRICULUM);
    expect(kept(48)).toBe(false); // open: the page is kept anyway
    expect([49, 50, 51].map((l) => kept(l))).toEqual([true, true, true]);
    expect(kept(52)).toBe(false); // behind payment for this learner once reached
    expect(kept(52, { ...learner, subscribed: true })).toBe(true);
    expect(kept(54, { ...learner, subscribed: true })).toBe(false); // six past the next one
    expect(kept(49, { userId: null, currentLevel: 0, subscribed: false })).toBe(false); // a guest
  });
});
