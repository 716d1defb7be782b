// Who may open which lesson, and where a lesson leads (SPEC §2 lesson list, §4 lesson flow, §9).
// Every rule takes a Curriculum (./curricula.ts) and defaults to the Mongolian one, whose figures
// the constants below keep for the callers that know only it.
import { MN_CURRICULUM, type Curriculum } from "./curricula";
import type { LessonType } from "./scoring";

export const TOTAL_LESSONS = MN_CURRICULUM.totalLessons;
export const TOTAL_GROUPS = MN_CURRICULUM.totalGroups;
/** Lessons 1..51 are free; the rest need an active subscription. */
export const FREE_LESSONS = MN_CURRICULUM.freeLessons;
/** A guest is treated as having reached this level. */
export const GUEST_LEVEL = MN_CURRICULUM.guestLevel;
/** This lesson always asks a guest to log in. */
export const GUEST_LOGIN_LESSON_ID = MN_CURRICULUM.loginGateLessonId;
/** Finishing this many Mongolian lessons earns the right to the certificate test. */
export const CERTIFICATE_LESSONS = MN_CURRICULUM.certificateLessons ?? 266;

/** The route segment of each lesson screen. */
export const LESSON_SCREENS: Record<LessonType, string> = {
  start: "lesson-step",
  intro: "intro",
  hold: "holded",
  boxed: "boxed",
  review: "review",
};

export interface LessonRef {
  id: number;
  level: number;
  type: LessonType;
}

export interface Viewer {
  /** null for a guest. */
  userId: number | null;
  /** The highest level the user has finished (0 when none). Ignored for guests. */
  currentLevel: number;
  subscribed: boolean;
  /**
   * The highest level a teacher's class opens for its members when the class locks lessons beyond its
   * assignments (issue 30, ADR 039); null or absent: no such class.
   */
  classCap?: number | null;
}

/**
 * open: the lesson can be started. locked: 'Өмнөх хичээлээ дуусгана уу'. login: a guest must log in.
 * payment: the free lessons are done and a subscription is needed ('Танд баяр хүргэе… 51 хичээл').
 * class: the learner's class keeps lessons beyond its assignments closed.
 */
export type LessonAccess = "open" | "locked" | "login" | "payment" | "class";

/** Beyond the highest level the learner's class has assigned, when the class locks the rest. */
export function isBeyondClassCap(level: number, viewer: Viewer): boolean {
  return viewer.classCap !== undefined && viewer.classCap !== null && level > viewer.classCap;
}

/** The level the lock rule measures against: guests count as the curriculum's guest level (30 in Mongolian). */
export function effectiveLevel(viewer: Viewer, curriculum: Curriculum = MN_CURRICULUM): number {
  return viewer.userId === null ? curriculum.guestLevel : Math.max(0, viewer.currentLevel);
}

/** Locked when the lesson's level is beyond the current level plus one. */
export function isLocked(level: number, viewer: Viewer, curriculum: Curriculum = MN_CURRICULUM): boolean {
  return level > effectiveLevel(viewer, curriculum) + 1;
}

/** `viewer.currentLevel` must be the viewer's level in this same curriculum. */
export function lessonAccess(lesson: Pick<LessonRef, "id" | "level">, viewer: Viewer, curriculum: Curriculum = MN_CURRICULUM): LessonAccess {
  if (viewer.userId === null) {
    if (lesson.id === curriculum.loginGateLessonId || isLocked(lesson.level, viewer, curriculum)) return "login";
    return "open";
  }
  if (isBeyondClassCap(lesson.level, viewer)) return "class";
  if (isLocked(lesson.level, viewer, curriculum)) return "locked";
  if (lesson.level > curriculum.freeLessons && !viewer.subscribed) return "payment";
  return "open";
}

/** /intro/12, /boxed/40 … */
export function lessonPath(lesson: Pick<LessonRef, "id" | "type">): string {
  return `/${LESSON_SCREENS[lesson.type]}/${lesson.id}`;
}

/**
 * The lesson list of a curriculum: /lesson for Mongolian (the seed's address), /lesson?curriculum=en,
 * with any further query (a refused lesson's gate=…&lesson=…).
 */
export function lessonListPath(curriculum: Pick<Curriculum, "id"> = MN_CURRICULUM, query: Record<string, string | number> = {}): string {
  const pairs: [string, string | number][] = curriculum.id === MN_CURRICULUM.id ? [] : [["curriculum", curriculum.id]];
  pairs.push(...Object.entries(query));
  const search = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&");
  return search ? `/lesson?${search}` : "/lesson";
}

/** The result screen of a level: /result/7, or /result/7?curriculum=en (a level alone names a Mongolian lesson). */
export function resultPath(level: number, curriculum: Pick<Curriculum, "id"> = MN_CURRICULUM): string {
  return curriculum.id === MN_CURRICULUM.id ? `/result/${level}` : `/result/${level}?curriculum=${curriculum.id}`;
}

/** The lesson one level after (or before) the given level, if there is one. */
export function neighbour<T extends LessonRef>(lessons: readonly T[], level: number, step: 1 | -1): T | null {
  return lessons.find((l) => l.level === level + step) ?? null;
}

/** Whole percent of the curriculum finished, rounded down so 100 means every lesson. */
export function progressPercent(finished: number, total: number = TOTAL_LESSONS): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(Math.max(0, finished), total) * 100) / total);
}

/** The certificate test opens once 266 Mongolian lessons are finished; a curriculum without one never opens it. */
export function certificateUnlocked(finishedCount: number, curriculum: Curriculum = MN_CURRICULUM): boolean {
  return curriculum.certificateLessons !== null && finishedCount >= curriculum.certificateLessons;
}

/** The result screen offers the certificate from lesson 266 on, and only it after the last lesson. */
export function offersCertificate(level: number, curriculum: Curriculum = MN_CURRICULUM): boolean {
  return curriculum.certificateLessons !== null && level >= curriculum.certificateLessons;
}

/** Stage on the result screen: the level as three padded digits (7 → "007"). */
export function stageLabel(level: number): string {
  return String(Math.max(0, Math.trunc(level))).padStart(3, "0");
}

/** Result count-up: +3 every 50 ms until the target (SPEC §9). */
export const COUNT_UP_STEP = 3;
export const COUNT_UP_INTERVAL_MS = 50;

export function countUpValue(target: number, elapsedMs: number): number {
  if (target <= 0) return target;
  const ticks = Math.floor(Math.max(0, elapsedMs) / COUNT_UP_INTERVAL_MS);
  return Math.min(target, ticks * COUNT_UP_STEP);
}
