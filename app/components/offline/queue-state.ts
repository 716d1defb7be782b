// What the page shows of the offline queue (ADR 044), apart from the queue itself: the bar on every
// page reads this tiny store, and ./offline-queue.ts (IndexedDB, the sender) loads only when needed.
import type { CurriculumId } from "~/core/lessons/curricula";
import type { QueuedResult } from "~/core/offline/result-queue";

export interface QueueSnapshot {
  waiting: number;
  refused: QueuedResult[];
  /** Results that landed in the last flush, shown as "sent" until the next change. */
  sent: number;
  /** The highest level of each curriculum among the waiting lesson results (the next one opens offline). */
  reached: Partial<Record<CurriculumId, number>>;
  /** The queue has been read from the device (until then a lesson kept locked stays locked). */
  loaded: boolean;
}

export const EMPTY_QUEUE: QueueSnapshot = { waiting: 0, refused: [], sent: 0, reached: {}, loaded: false };

let snapshot: QueueSnapshot = EMPTY_QUEUE;
const listeners = new Set<() => void>();

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const queueSnapshot = () => snapshot;
export const serverQueueSnapshot = () => EMPTY_QUEUE;

export function publishQueue(next: QueueSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}
