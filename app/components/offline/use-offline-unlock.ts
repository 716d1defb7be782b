// The lessons a learner's waiting results open on the device (ADR 044, app/core/offline/offline-unlock.ts):
// read from the small queue store the offline bar fills, so the lesson list and screens need no IndexedDB.
import { useSyncExternalStore } from "react";
import type { CurriculumId } from "~/core/lessons/curricula";
import { opensOffline } from "~/core/offline/offline-unlock";
import { queueSnapshot, serverQueueSnapshot, subscribeQueue } from "./queue-state";

export function useOfflineUnlock(curriculum: CurriculumId, serverLevel: number) {
  const queue = useSyncExternalStore(subscribeQueue, queueSnapshot, serverQueueSnapshot);
  return {
    /** The queue has been read: until then a kept locked lesson shows as locked. */
    loaded: queue.loaded,
    opens: (level: number) => opensOffline(level, serverLevel, queue.reached, curriculum),
  };
}
