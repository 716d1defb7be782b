// The next lesson opens offline (issue 34, ADR 044): the server's unlock rule (app/core/lessons/lessons.ts
// isLocked: a lesson opens when the one before it is finished) applied on the device to the lesson
// results still waiting to be sent. The server still decides when they land: a result it refuses leaves
// the queue's waiting list, and the lessons it alone had opened are locked again.
import { CURRICULA, type Curriculum, type CurriculumId } from "../lessons/curricula";
import { isLocked, lessonAccess, type LessonRef, type Viewer } from "../lessons/lessons";
import type { QueuedResult } from "./result-queue";

/** Locked lessons beyond the learner's unlock that a device keeps, so up to this many open offline in a row. */
export const OFFLINE_UNLOCK_AHEAD = 5;

/** Whether a lesson is near enough to be kept for opening offline: at most OFFLINE_UNLOCK_AHEAD past the next one. */
export const withinOfflineReach = (level: number, currentLevel: number) => level - (currentLevel + 1) <= OFFLINE_UNLOCK_AHEAD;

/**
 * Whether the server renders a lesson this viewer cannot open now for the device to keep (the warming
 * visit): locked by progress alone — finishing the lessons before it would open it, so never a lesson
 * behind payment or a class — and within reach.
 */
export function keptForOffline(lesson: Pick<LessonRef, "id" | "level">, viewer: Viewer, curriculum: Curriculum): boolean {
  if (lessonAccess(lesson, viewer, curriculum) !== "locked" || !withinOfflineReach(lesson.level, viewer.currentLevel)) return false;
  return lessonAccess(lesson, { ...viewer, currentLevel: Math.max(viewer.currentLevel, lesson.level - 1) }, curriculum) === "open";
}

/**
 * The highest level in each curriculum among this learner's lesson results still waiting to be sent.
 * Only passed attempts are posted (the lesson screen asks a failed one to retry), and the server counts a
 * level as finished once a passed attempt lands, so each waiting one counts; a refused one does not.
 */
export function waitingLevels(queue: readonly QueuedResult[], userId: number): Partial<Record<CurriculumId, number>> {
  const reached: Partial<Record<CurriculumId, number>> = {};
  for (const item of queue) {
    if (item.userId !== userId || item.kind !== "lesson" || item.state !== "waiting" || !item.lesson) continue;
    const { curriculum, level } = item.lesson;
    reached[curriculum] = Math.max(reached[curriculum] ?? 0, level);
  }
  return reached;
}

/** The level the learner stands at once the waiting results land: the server's, or higher. */
export function levelWithWaiting(serverLevel: number, waiting: Partial<Record<CurriculumId, number>>, curriculum: CurriculumId): number {
  return Math.max(serverLevel, waiting[curriculum] ?? 0);
}

/**
 * Whether a lesson the server shows locked opens on the device: the same lock rule, measured against
 * the level the waiting results reach. Only for a signed-in learner (a guest's results are not queued),
 * and only a lock of progress: payment and class gates stay the server's.
 */
export function opensOffline(level: number, serverLevel: number, waiting: Partial<Record<CurriculumId, number>>, curriculum: CurriculumId): boolean {
  const currentLevel = levelWithWaiting(serverLevel, waiting, curriculum);
  return !isLocked(level, { userId: 0, currentLevel, subscribed: false }, CURRICULA[curriculum]);
}
