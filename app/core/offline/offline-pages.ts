// Which pages the service worker keeps for use with no connection, which it never keeps, and which
// pages a learner's device warms after one online visit (issue 34, ADR 044). The worker script gets
// these lists from the server (app/routes/sw[.]js.ts), so there is one copy.
import { LESSON_SCREENS, lessonListPath, lessonPath, type LessonAccess, type LessonRef } from "../lessons/lessons";
import type { CurriculumId } from "../lessons/curricula";
import { withinOfflineReach } from "./offline-unlock";

/** Pages that work offline once kept: the shell, the lesson list and screens, the 60-second tests. */
export const OFFLINE_PAGE_PREFIXES: readonly string[] = ["/lesson", "/beginner", "/middle", "/advanced", ...Object.values(LESSON_SCREENS).map((s) => `/${s}/`)];

/** The home page is kept too (matched exactly: "/" is everyone's prefix). */
export const OFFLINE_EXACT_PAGES: readonly string[] = ["/"];

/** Parts of the site that need the line, each with the message the offline page shows. */
export const ONLINE_ONLY_AREAS = {
  rooms: ["/room", "/races", "/race/", "/create-race/", "/join"],
  prize: ["/ranking-rooms", "/ranking/", "/prize-challenge/"],
  payment: ["/payment", "/text"],
  certificate: ["/certificate", "/check-certificate"],
  friends: ["/profile"],
  admin: ["/admin", "/teacher"],
} as const satisfies Record<string, readonly string[]>;

export type OnlineOnlyArea = keyof typeof ONLINE_ONLY_AREAS;

function underPrefix(path: string, prefix: string): boolean {
  return prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

export function isOfflinePage(path: string): boolean {
  return OFFLINE_EXACT_PAGES.includes(path) || OFFLINE_PAGE_PREFIXES.some((p) => underPrefix(path, p));
}

export function onlineOnlyArea(path: string): OnlineOnlyArea | null {
  for (const [area, prefixes] of Object.entries(ONLINE_ONLY_AREAS) as [OnlineOnlyArea, readonly string[]][]) {
    if (prefixes.some((p) => underPrefix(path, p))) return area;
  }
  return null;
}

/** Sent by the service worker when it fetches a page only to keep it: the page then changes no choice. */
export const OFFLINE_WARM_HEADER = "X-Bichee-Offline-Warm";

/** How many lessons ahead of the current one are warmed (those the learner may open). */
export const LESSONS_AHEAD = 20;

export interface CurriculumLessons {
  curriculum: CurriculumId;
  /** The highest level finished in this curriculum (0 when none). */
  currentLevel: number;
  lessons: readonly (LessonRef & { access: LessonAccess })[];
}

/**
 * The pages to keep after one online visit: the shell, both lesson lists, the three tests, and in each
 * curriculum the lesson to play now and the next 20 — of those, the ones this learner may open now and
 * the next five locked by progress alone: the server renders those for the warming visit only, and the
 * device opens them once results waiting to be sent finish the lessons before (./offline-unlock.ts).
 * A lesson behind payment or a class is a redirect, which the worker never keeps.
 */
export function pagesToWarm(curricula: readonly CurriculumLessons[]): string[] {
  const pages = ["/", "/beginner", "/middle", "/advanced"];
  for (const c of curricula) {
    pages.push(lessonListPath({ id: c.curriculum }));
    const first = c.currentLevel; // the last one finished is replayed often; the next one is the current
    for (const lesson of c.lessons) {
      if (lesson.level < Math.max(1, first) || lesson.level > first + 1 + LESSONS_AHEAD) continue;
      // A few locked lessons too: finished offline, the results waiting on the device open them there.
      // (Which of those the server renders is keptForOffline's to say; a redirect is never kept.)
      if (lesson.access !== "open" && !(lesson.access === "locked" && withinOfflineReach(lesson.level, first))) continue;
      pages.push(lessonPath(lesson));
    }
  }
  return [...new Set(pages)];
}
