// Loaders of the five lesson screens and the result screen: who may see what, and where the others go.
import { data, redirect } from "@remix-run/cloudflare";
import { CURRICULUM_COOKIE, curriculumOf, isCurriculumId } from "~/core/lessons/curricula";
import { lessonListPath } from "~/core/lessons/lessons";
import { OFFLINE_WARM_HEADER } from "~/core/offline/offline-pages";
import type { LessonType } from "~/core/lessons/scoring";
import { createDb } from "~/db/client.server";
import { getOptionalUser } from "~/utils/auth.server";
import { guestResult } from "./lesson-api.server";
import { lessonForScreen, lessonList, lessonResult } from "./lessons.server";
import { openAssignmentsFor } from "../classes/student-assignments.server";
import { standingReview } from "../admin/curriculum-reviews.server";

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id < 100_000 ? id : null;
}

/**
 * The lesson for /intro/{id}, /boxed/{id} … A lesson opened on the wrong screen, or one that does
 * not exist, goes to /lesson; a lesson this viewer may not open goes to /lesson with the reason, so
 * the list shows the locked notice, the login modal or the payment modal.
 */
export async function loadLessonScreen(request: Request, env: Env, rawId: string | undefined, screen: LessonType) {
  const id = parseId(rawId);
  if (id === null) throw redirect("/lesson");
  const user = await getOptionalUser(request, env);
  const found = await lessonForScreen(createDb(env.DB), user, id);
  if (!found || found.lesson.type !== screen) throw redirect("/lesson");
  if (found.access === "open") return { ...found, loggedIn: user !== null, offlineLock: null };
  // The warming visit (ADR 044) keeps a lesson the learner reaches by finishing the ones before it: with
  // no connection the device opens it once their results wait to be sent (app/core/offline/offline-unlock.ts).
  // Only a lock of progress: a lesson behind payment or a class stays a redirect, never kept.
  if (request.headers.get(OFFLINE_WARM_HEADER) !== null && found.keptForOffline)
    return { ...found, loggedIn: user !== null, offlineLock: { currentLevel: found.currentLevel } };
  throw redirect(lessonListPath({ id: found.curriculum }, { gate: found.access, lesson: id }));
}

const ONE_YEAR_S = 31_536_000;

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/**
 * /lesson?curriculum=en shows the English lessons and remembers the choice in a cookie, so /lesson
 * (the menu's link) opens the curriculum the learner last chose; Mongolian when they never chose.
 */
export async function loadLessonList(request: Request, env: Env) {
  const asked = new URL(request.url).searchParams.get("curriculum");
  const chosen = isCurriculumId(asked) ? asked : cookieValue(request, CURRICULUM_COOKIE);
  const curriculum = curriculumOf(chosen);
  const user = await getOptionalUser(request, env);
  const db = createDb(env.DB);
  // A class member's open assignments come first on the page (ADR 039).
  const [lessons, assignments, review] = await Promise.all([
    lessonList(db, user, curriculum),
    user ? openAssignmentsFor(db, user.id) : [],
    curriculum.reviewRequired ? standingReview(db, curriculum.id) : undefined,
  ]);
  // "Beta" follows the sign-off record (ADR 043): it goes when a reviewer signs, and returns on a withdrawal.
  const list = { ...lessons, assignments, beta: curriculum.reviewRequired && review === undefined };
  // The service worker's warming visit (ADR 044) keeps both lists but chooses neither.
  const warming = request.headers.get(OFFLINE_WARM_HEADER) !== null;
  if (!isCurriculumId(asked) || asked === cookieValue(request, CURRICULUM_COOKIE) || warming) return data(list);
  return data(list, { headers: { "Set-Cookie": `${CURRICULUM_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax` } });
}

/** /result/{prev}(?curriculum=en): the latest attempt on that level, or the fixed guest result. */
export async function loadLessonResult(request: Request, env: Env, rawLevel: string | undefined) {
  const level = parseId(rawLevel);
  if (level === null) throw redirect("/lesson");
  const curriculum = curriculumOf(new URL(request.url).searchParams.get("curriculum"));
  const user = await getOptionalUser(request, env);
  const view = await lessonResult(createDb(env.DB), user, level, curriculum);
  if (!view.lesson) throw redirect("/lesson");
  if (view.guest) return { ...view, ...guestResult };
  return view;
}
