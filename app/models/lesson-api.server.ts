// The seed's JSON calls for lessons (SPEC §7), in the payload and response names the spec gives:
// get-lesson, get-lesson-list, update-user-lesson, get-result-lessons.
import { MN_CURRICULUM, type Curriculum } from "~/core/lessons/curricula";
import { GUEST_RESULT } from "~/core/lessons/scoring";
import { starsForScore } from "~/core/lessons/stars";
import type { Db } from "~/db/client.server";
import type { Translate } from "~/i18n";
import { recordLessonResult, type LessonPost } from "./lesson-results.server";
import { lessonForScreen, lessonList, lessonResult } from "./lessons.server";
import type { AuthUser } from "./sessions.server";

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** result: true with the lesson; "notLogged" when a guest must log in; 402 past the free lessons; false otherwise. */
export async function getLessonResponse(db: Db, user: AuthUser | null, id: number, t: Translate) {
  const found = await lessonForScreen(db, user, id);
  if (!found) return json({ result: false, message: t("error.title") }, 404);
  if (found.access === "login") return json({ result: "notLogged" });
  if (found.access === "payment") return json({ result: false, message: t("paymentRequired.lessons") }, 402);
  if (found.access === "locked") return json({ result: false, message: t("lessons.locked") }, 403);
  const { lesson, group } = found;
  return json({
    result: true,
    data: {
      id: lesson.id,
      type: lesson.type,
      lvl: lesson.level,
      text: lesson.text,
      lessonname: lesson.name,
      url: lesson.image,
      holdword: lesson.holdWord,
      groupId: group.id,
      curriculum: found.curriculum,
    },
    group: { id: group.id, wpm: group.targetWpm, groupName: group.name },
  });
}

export async function getLessonListResponse(db: Db, user: AuthUser | null, curriculum: Curriculum = MN_CURRICULUM) {
  const list = await lessonList(db, user, curriculum);
  const lessons = list.groups.flatMap((g) => g.lessons);
  return json({
    result: true,
    curriculum: list.curriculum,
    lesson: lessons.map((l) => ({ id: l.id, lvl: l.level, groupId: l.groupId, lessonname: l.name, type: l.type, access: l.access })),
    lessonGroup: list.groups.map((g) => ({ id: g.id, groupName: g.name, wpm: g.targetWpm })),
    userlesson: lessons.filter((l) => l.bestScore > 0).map((l) => ({ lessonId: l.id, score: l.bestScore })),
    stars: Object.fromEntries(lessons.map((l) => [l.id, l.stars])),
    progress: list.progress,
    totalStars: list.totalStars,
    totalPoints: list.totalPoints,
    currentLevel: list.currentLevel,
  });
}

export async function updateUserLessonResponse(db: Db, user: AuthUser | null, post: LessonPost, t: Translate) {
  const outcome = await recordLessonResult(db, user, post);
  switch (outcome.status) {
    case "recorded": {
      const { status: _status, ...result } = outcome;
      return json({ result: true, ...result });
    }
    case "guest":
      return json({ result: true, guest: true, point: 0, level: outcome.level });
    case "not_found":
      return json({ result: false, message: t("error.title") }, 404);
    case "payment_required":
      return json({ result: false, message: t("paymentRequired.lessons") }, 402);
    case "locked":
      return json({ result: false, message: t("lessons.locked") }, 403);
    case "conflict":
      return json({ result: false, message: t("lessons.saveFailed") }, 409);
    case "rejected":
      return json({ result: false, problem: outcome.problem, message: t("lessons.saveFailed") }, 400);
  }
}

/** next and prev as { id, type }, the latest score on prev and how many lessons are finished. */
export async function getResultLessonsResponse(db: Db, user: AuthUser, prevLevel: number, curriculum: Curriculum = MN_CURRICULUM) {
  const view = await lessonResult(db, user, prevLevel, curriculum);
  if (!view.lesson) return json({ result: false }, 404);
  const ref = (l: { id: number; type: string } | null) => (l ? { id: l.id, type: l.type } : null);
  return json({
    result: true,
    prev: ref(view.lesson),
    next: ref(view.next),
    score: view.score,
    wpm: view.wpm,
    accuracy: view.accuracy,
    stars: view.stars,
    point: view.pointsGranted,
    count: { count: view.finished },
  });
}

/** SPEC §6: a guest's result screen shows 100 points, 100 % and 30 WPM. */
export const guestResult = { ...GUEST_RESULT, stars: starsForScore(GUEST_RESULT.score) };
