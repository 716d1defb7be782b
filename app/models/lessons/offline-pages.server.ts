// The pages a learner's device keeps for use offline (ADR 044): the shell, both lesson lists, the
// tests, and the lessons this viewer may open from the current one on (app/core/offline/offline-pages.ts).
import { CURRICULA } from "~/core/lessons/curricula";
import { pagesToWarm } from "~/core/offline/offline-pages";
import type { Db } from "~/db/client.server";
import type { AuthUser } from "~/utils/auth.server";
import { lessonList } from "./lessons.server";

export async function offlinePages(db: Db, user: AuthUser | null): Promise<{ pages: string[]; progress: string }> {
  const lists = await Promise.all(Object.values(CURRICULA).map((c) => lessonList(db, user, c)));
  const pages = pagesToWarm(lists.map((l) => ({ curriculum: l.curriculum, currentLevel: l.currentLevel, lessons: l.groups.flatMap((g) => g.lessons) })));
  // A kept lesson page depends on the learner's level (its lock, the list's stars): a new level keeps all anew.
  return { pages, progress: lists.map((l) => `${l.curriculum}:${l.currentLevel}`).join(",") };
}
