import { describe, expect, it } from "vitest";
import { applyOutcome, backoffMs, enqueue, newQueued, nextToSend, nextTryAt, outcomeOfStatus, summarize, type QueuedResult } from "./result-queue";

const USER = 7;
const item = (id: string, at: number, userId = USER): QueuedResult => newQueued({ id, kind: "lesson", userId, body: { attemptId: id } }, at);

describe("the offline result queue", () => {
  it("sends oldest first, whatever order the results were queued in", () => {
    let q: QueuedResult[] = [];
    q = enqueue(q, item("c", 300));
    q = enqueue(q, item("a", 100));
    q = enqueue(q, item("b", 200));
    const sent: string[] = [];
    for (let next = nextToSend(q, USER, 1_000); next; next = nextToSend(q, USER, 1_000)) {
      sent.push(next.id);
      q = applyOutcome(q, next.id, { kind: "accepted" }, 1_000);
    }
    expect(sent).toEqual(["a", "b", "c"]);
    expect(q).toEqual([]);
  });

  it("keeps one entry per client result id", () => {
    let q = enqueue([], item("a", 100));
    q = enqueue(q, { ...item("a", 500), body: { changed: true } });
    expect(q).toHaveLength(1);
    expect(q[0].body).toEqual({ attemptId: "a" });
    expect(summarize(q, USER).waiting).toBe(1);
  });

  it("backs off after a failed send and holds the results behind it", () => {
    let q = enqueue(enqueue([], item("a", 100)), item("b", 200));
    q = applyOutcome(q, "a", { kind: "retry" }, 1_000);
    expect(q[0]).toMatchObject({ id: "a", tries: 1, nextTryAt: 3_000, state: "waiting" });
    // "b" may not overtake "a" while "a" waits out its back-off.
    expect(nextToSend(q, USER, 2_999)).toBeNull();
    expect(nextTryAt(q, USER)).toBe(3_000);
    expect(nextToSend(q, USER, 3_000)?.id).toBe("a");
    q = applyOutcome(q, "a", { kind: "retry" }, 3_000);
    expect(q[0].nextTryAt).toBe(3_000 + 4_000);
    expect([1, 2, 3, 4, 8, 20, 60].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000, 256_000, 300_000, 300_000]);
  });

  it("keeps a refused result visible with the server's reason, and sends the next one", () => {
    let q = enqueue(enqueue([], item("a", 100)), item("b", 200));
    q = applyOutcome(q, "a", outcomeOfStatus(400, "Too fast to be typed by a person."), 1_000);
    const summary = summarize(q, USER);
    expect(summary.waiting).toBe(1);
    expect(summary.refused).toEqual([expect.objectContaining({ id: "a", state: "refused", reason: "Too fast to be typed by a person." })]);
    expect(nextToSend(q, USER, 1_000)?.id).toBe("b");
  });

  it("takes no answer, a server fault, a rate limit or a lost session as a retry", () => {
    expect([null, 500, 503, 429, 401].map((s) => outcomeOfStatus(s, "x").kind)).toEqual(["retry", "retry", "retry", "retry", "retry"]);
    expect([400, 402, 403, 404, 409].map((s) => outcomeOfStatus(s, "x").kind)).toEqual(["refused", "refused", "refused", "refused", "refused"]);
    expect(outcomeOfStatus(200, "").kind).toBe("accepted");
  });

  it("sends a learner's results only under that learner", () => {
    const q = enqueue(enqueue([], item("theirs", 100, 99)), item("mine", 200));
    expect(nextToSend(q, USER, 1_000)?.id).toBe("mine");
    expect(nextToSend(q, 99, 1_000)?.id).toBe("theirs");
    expect(summarize(q, USER).waiting).toBe(1);
  });
});
