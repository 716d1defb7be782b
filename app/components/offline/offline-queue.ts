// The browser's side of the offline result queue (ADR 044): results made with no connection are kept
// in IndexedDB and sent, oldest first, once the line is back. The rules (order, dedupe, back-off,
// refusals) are app/core/offline/result-queue.ts; this file stores, sends and tells the page.
import { waitingLevels } from "~/core/offline/offline-unlock";
import { applyOutcome, newQueued, nextToSend, nextTryAt, outcomeOfStatus, summarize, type QueuedResult, type SendOutcome } from "~/core/offline/result-queue";
import { callApi } from "~/utils/api-client";
import { queueStore } from "./queue-store";
import { EMPTY_QUEUE, publishQueue, queueSnapshot } from "./queue-state";

function publish(queue: readonly QueuedResult[], userId: number, sent: number) {
  publishQueue({ ...summarize(queue, userId), sent, reached: waitingLevels(queue, userId), loaded: true });
}

async function readSummary(userId: number, sent: number) {
  const queue = await queueStore.all();
  publish(queue, userId, sent);
  return queue;
}

/** Keeps a finished result on the device; a result already queued (same id) stays as it was. */
export async function queueResult(input: Pick<QueuedResult, "id" | "kind" | "userId" | "body" | "lesson">): Promise<void> {
  await queueStore.addIfNew(newQueued(input, Date.now()));
  await readSummary(input.userId, 0);
}

async function send(item: QueuedResult): Promise<SendOutcome> {
  const answer =
    item.kind === "lesson"
      ? await callApi((await import("~/core/lessons/lesson-api")).updateUserLessonContract, item.body as never)
      : await callApi((await import("~/core/typing/typing-api")).upgradeWpmContract, item.body as never);
  if (!answer.ok) return answer.error.kind === "offline" ? { kind: "retry" } : outcomeOfStatus(answer.error.status, answer.error.message);
  const body = answer.body as { message?: unknown };
  return outcomeOfStatus(answer.status, typeof body.message === "string" ? body.message : "");
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<number> | null = null;

/**
 * Sends this learner's waiting results, one at a time in order. Resolves to how many landed. One flush
 * at a time in this tab, and (where the browser has Web Locks) in all tabs; the server accepts each
 * client result id once in any case.
 */
export function flushQueue(userId: number): Promise<number> {
  running ??= (async () => {
    const work = () => flushUnlocked(userId);
    try {
      return navigator.locks ? await navigator.locks.request("bichee-offline-send", work) : await work();
    } finally {
      running = null;
    }
  })();
  return running;
}

async function flushUnlocked(userId: number): Promise<number> {
  clearTimeout(timer);
  let queue = await readSummary(userId, 0);
  let landed = 0;
  for (let item = nextToSend(queue, userId, Date.now()); item && navigator.onLine !== false; item = nextToSend(queue, userId, Date.now())) {
    const outcome = await send(item);
    queue = applyOutcome(queue, item.id, outcome, Date.now());
    const sentId = item.id;
    const after = queue.find((q) => q.id === sentId);
    if (after) await queueStore.put(after);
    else await queueStore.remove(item.id);
    if (outcome.kind === "accepted") landed += 1;
    publish(queue, userId, landed);
  }
  // The head is backing off: try again when its time comes.
  const at = nextTryAt(queue, userId);
  if (at !== null) timer = setTimeout(() => void flushQueue(userId), Math.max(0, at - Date.now()));
  return landed;
}

/** Forgets a refused result once the learner has read why. */
export async function dismissRefused(userId: number, id: string): Promise<void> {
  await queueStore.remove(id);
  await readSummary(userId, queueSnapshot().sent);
}

export async function loadQueue(userId: number): Promise<void> {
  await readSummary(userId, 0);
}

/** Logout: this device keeps nothing of the learner's. */
export async function forgetQueue(): Promise<void> {
  clearTimeout(timer);
  await queueStore.forgetAll();
  publishQueue(EMPTY_QUEUE);
}
