// The seed's JSON calls for lessons (SPEC §7), in the payload and response names the spec gives:
// get-lesson, get-lesson-list, update-user-lesson, get-result-lessons. These build the answers'
// bodies and name each refusal as a domain error; the routes reply (ADR 024: the status of an error
// comes from its kind, in app/core/contracts/errors.ts).
import { lessonPicturePath } from "~/core/lessons/lesson-picture";
import type { z } from "zod";
import type { DomainError } from "~/core/contracts/errors";
import { MN_CURRICULUM, type Curriculum } from "~/core/lessons/curricula";
import type { RecomputeProblem } from "~/core/lessons/lesson-engine";
import type { getLessonContract, getLessonListContract, getResultLessonsContract, updateUserLessonContract } from "~/core/lessons/lesson-api";
import { GUEST_RESULT } from "~/core/lessons/scoring";
import { starsForScore } from "~/core/lessons/stars";
import type { Db } from "~/db/client.server";
import { recordLessonResult, type LessonPost } from "./lesson-results.server";
import { lessonForScreen, lessonList, lessonResult } from "./lessons.server";
import type { AuthUser } from "../accounts/sessions.server";

type Answer<C extends { responses: Record<200, z.ZodType> }> = z.input<C["responses"][200]>;

/** A lesson the caller may not have: unknown (404), past the free lessons (402), not yet unlocked (403). */
type LessonRefusal =
  | DomainError<"error.title", "missing">
  | DomainError<"paymentRequired.lessons", "payment">
  | DomainError<"lessons.locked", "forbidden">
  | DomainError<"assignments.classLocked", "forbidden">;

const MISSING = { kind: "missing", key: "error.title" } as const;
const PAYMENT = { kind: "payment", key: "paymentRequired.lessons" } as const;
const LOCKED = { kind: "forbidden", key: "lessons.locked" } as const;
/** The learner's class keeps lessons beyond its assignments closed (ADR 039). */
const CLASS_LOCKED = { kind: "forbidden", key: "assignments.classLocked" } as const;

/** result: true with the lesson; "notLogged" when a guest must log in; a refusal past the free lessons or before the lesson is open. */
export async function getLessonAnswer(
  db: Db,
  user: AuthUser | null,
  id: number,
): Promise<{ ok: true; answer: Answer<typeof getLessonContract> } | { ok: false; error: LessonRefusal }> {
  const found = await lessonForScreen(db, user, id);
  if (!found) return { ok: false, error: MISSING };
  if (found.access === "login") return { ok: true, answer: { result: "notLogged" } };
  if (found.access === "payment") return { ok: false, error: PAYMENT };
  if (found.access === "locked") return { ok: false, error: LOCKED };
  if (found.access === "class") return { ok: false, error: CLASS_LOCKED };
  const { lesson, group } = found;
  return {
    ok: true,
    answer: {
      result: true,
      data: {
        id: lesson.id,
        type: lesson.type,
        lvl: lesson.level,
        text: lesson.text,
        lessonname: lesson.name,
        url: lesson.image ?? lessonPicturePath({ ...lesson, groupId: group.id }),
        holdword: lesson.holdWord,
        groupId: group.id,
        curriculum: found.curriculum,
      },
      group: { id: group.id, wpm: group.targetWpm, groupName: group.name },
    },
  };
}

export async function getLessonListAnswer(
  db: Db,
  user: AuthUser | null,
  curriculum: Curriculum = MN_CURRICULUM,
): Promise<Answer<typeof getLessonListContract>> {
  const list = await lessonList(db, user, curriculum);
  const lessons = list.groups.flatMap((g) => g.lessons);
  return {
    result: true,
    curriculum: list.curriculum,
    lesson: lessons.map((l) => ({ id: l.id, lvl: l.level, groupId: l.groupId, lessonname: l.name, type: l.type, access: l.access, url: lessonPicturePath(l) })),
    lessonGroup: list.groups.map((g) => ({ id: g.id, groupName: g.name, wpm: g.targetWpm })),
    userlesson: lessons.filter((l) => l.bestScore > 0).map((l) => ({ lessonId: l.id, score: l.bestScore })),
    stars: Object.fromEntries(lessons.map((l) => [l.id, l.stars])),
    progress: list.progress,
    totalStars: list.totalStars,
    totalPoints: list.totalPoints,
    currentLevel: list.currentLevel,
  };
}

/** Why a finished lesson was not saved; `problem` (a log the replay refuses, 400) goes on the wire beside the words. */
export type LessonSaveRefusal =
  | { ok: false; error: LessonRefusal | DomainError<"lessons.saveFailed", "conflict">; problem?: undefined }
  | { ok: false; error: DomainError<"lessons.saveFailed", "invalid">; problem: RecomputeProblem };

export async function updateUserLessonAnswer(
  db: Db,
  user: AuthUser | null,
  post: LessonPost,
): Promise<{ ok: true; answer: Answer<typeof updateUserLessonContract> } | LessonSaveRefusal> {
  const outcome = await recordLessonResult(db, user, post);
  switch (outcome.status) {
    case "recorded": {
      const { status: _status, ...result } = outcome;
      return { ok: true, answer: { result: true, ...result } };
    }
    case "guest":
      return { ok: true, answer: { result: true, guest: true, point: 0, level: outcome.level } };
    case "not_found":
      return { ok: false, error: MISSING };
    case "payment_required":
      return { ok: false, error: PAYMENT };
    case "locked":
      return { ok: false, error: LOCKED };
    case "class_locked":
      return { ok: false, error: CLASS_LOCKED };
    case "conflict":
      return { ok: false, error: { kind: "conflict", key: "lessons.saveFailed" } };
    case "rejected":
      return { ok: false, error: { kind: "invalid", key: "lessons.saveFailed" }, problem: outcome.problem };
  }
}

/** next and prev as { id, type }, the latest score on prev and how many lessons are finished; null for an unknown level. */
export async function getResultLessonsAnswer(
  db: Db,
  user: AuthUser,
  prevLevel: number,
  curriculum: Curriculum = MN_CURRICULUM,
): Promise<Answer<typeof getResultLessonsContract> | null> {
  const view = await lessonResult(db, user, prevLevel, curriculum);
  if (!view.lesson) return null;
  const ref = (l: { id: number; type: string } | null) => (l ? { id: l.id, type: l.type } : null);
  return {
    result: true,
    prev: ref(view.lesson),
    next: ref(view.next),
    score: view.score,
    wpm: view.wpm,
    accuracy: view.accuracy,
    stars: view.stars,
    point: view.pointsGranted,
    count: { count: view.finished },
  };
}

/** SPEC §6: a guest's result screen shows 100 points, 100 % and 30 WPM. */
export const guestResult = { ...GUEST_RESULT, stars: starsForScore(GUEST_RESULT.score) };
