// Results made with no connection wait on the device and are sent when the line is back (issue 34,
// ADR 044). Pure rules only: the browser keeps the queue in IndexedDB and calls these.
//
// - Order: results are sent oldest first, one at a time, and a later result never overtakes an earlier
//   one that is still waiting (lesson 5's result must land before lesson 6's, whose unlock depends on it).
// - Dedupe: the client result id is the key; the same result queued twice is one entry (and the server
//   accepts each id once anyway).
// - Retry: a send that got no answer (or a 5xx / 429) waits longer each time, up to five minutes.
// - Refused: an answer that says "no" (400, 402, 403, 404, 409) is kept, with the server's reason, until
//   the learner dismisses it; it no longer blocks the results behind it.

import type { CurriculumId } from "../lessons/curricula";

export type QueuedKind = "lesson" | "test";

/** A queued lesson's curriculum and level, kept beside the body the server will judge (./offline-unlock.ts). */
export interface QueuedLesson {
  curriculum: CurriculumId;
  level: number;
}

export interface QueuedResult {
  /** The client result id: the lesson's attemptId or the test's testId. */
  id: string;
  kind: QueuedKind;
  /** The learner who made it: a result is sent only under the same learner's session. */
  userId: number;
  /** The JSON body the online screen would have posted. */
  body: Record<string, unknown>;
  /** A lesson result's curriculum and level: the next lesson opens offline on it. */
  lesson?: QueuedLesson;
  /** When it was made (epoch ms); the queue's order. */
  createdAt: number;
  /** Failed sends so far. */
  tries: number;
  /** Not before this time (epoch ms). */
  nextTryAt: number;
  state: "waiting" | "refused";
  /** The server's words for a refusal, in the learner's language. */
  reason?: string;
}

/** What one send came back with. */
export type SendOutcome = { kind: "accepted" } | { kind: "refused"; reason: string } | { kind: "retry" };

export const FIRST_BACKOFF_MS = 2_000;
export const MAX_BACKOFF_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s … capped at five minutes. */
export function backoffMs(tries: number): number {
  if (tries <= 0) return 0;
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(tries - 1, 20));
}

export function newQueued(input: Pick<QueuedResult, "id" | "kind" | "userId" | "body" | "lesson">, now: number): QueuedResult {
  return { ...input, createdAt: now, tries: 0, nextTryAt: now, state: "waiting" };
}

/** Adds a result unless its id is already queued (the first one is kept as it was). */
export function enqueue(queue: readonly QueuedResult[], item: QueuedResult): QueuedResult[] {
  if (queue.some((q) => q.id === item.id)) return sortQueue(queue);
  return sortQueue([...queue, item]);
}

export function sortQueue(queue: readonly QueuedResult[]): QueuedResult[] {
  return [...queue].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The next result to send for this learner now, or null. Only the oldest waiting result may go: when it
 * is backing off, nothing behind it goes either.
 */
export function nextToSend(queue: readonly QueuedResult[], userId: number, now: number): QueuedResult | null {
  const head = sortQueue(queue).find((q) => q.userId === userId && q.state === "waiting");
  if (!head || head.nextTryAt > now) return null;
  return head;
}

/** When the queue's head may be tried again (epoch ms), or null when nothing waits. */
export function nextTryAt(queue: readonly QueuedResult[], userId: number): number | null {
  const head = sortQueue(queue).find((q) => q.userId === userId && q.state === "waiting");
  return head ? head.nextTryAt : null;
}

/** The queue after a send's outcome: accepted leaves, refused stays with its reason, retry backs off. */
export function applyOutcome(queue: readonly QueuedResult[], id: string, outcome: SendOutcome, now: number): QueuedResult[] {
  if (outcome.kind === "accepted") return queue.filter((q) => q.id !== id);
  return queue.map((q) => {
    if (q.id !== id) return q;
    if (outcome.kind === "refused") return { ...q, state: "refused", reason: outcome.reason };
    const tries = q.tries + 1;
    return { ...q, tries, nextTryAt: now + backoffMs(tries) };
  });
}

/** How an HTTP answer to a send is taken: no answer, a server fault or a rate limit is tried again. */
export function outcomeOfStatus(status: number | null, reason: string): SendOutcome {
  if (status === null || status >= 500 || status === 429 || status === 401) return { kind: "retry" };
  if (status >= 200 && status < 300) return { kind: "accepted" };
  return { kind: "refused", reason };
}

export interface QueueSummary {
  waiting: number;
  refused: QueuedResult[];
}

export function summarize(queue: readonly QueuedResult[], userId: number): QueueSummary {
  const mine = sortQueue(queue).filter((q) => q.userId === userId);
  return { waiting: mine.filter((q) => q.state === "waiting").length, refused: mine.filter((q) => q.state === "refused") };
}
