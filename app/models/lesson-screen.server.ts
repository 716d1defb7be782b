// Loaders of the five lesson screens and the result screen: who may see what, and where the others go.
import { redirect } from "@remix-run/cloudflare";
import type { LessonType } from "~/core/lessons/scoring";
import { createDb } from "~/db/client.server";
import { getOptionalUser } from "~/utils/auth.server";
import { guestResult } from "./lesson-api.server";
import { lessonForScreen, lessonList, lessonResult } from "./lessons.server";

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
  if (found.access !== "open") throw redirect(`/lesson?gate=${found.access}&lesson=${id}`);
  return { ...found, loggedIn: user !== null };
}

export async function loadLessonList(request: Request, env: Env) {
  const user = await getOptionalUser(request, env);
  return lessonList(createDb(env.DB), user);
}

/** /result/{prev}: the latest attempt on that level, or the fixed guest result. */
export async function loadLessonResult(request: Request, env: Env, rawLevel: string | undefined) {
  const level = parseId(rawLevel);
  if (level === null) throw redirect("/lesson");
  const user = await getOptionalUser(request, env);
  const view = await lessonResult(createDb(env.DB), user, level);
  if (!view.lesson) throw redirect("/lesson");
  if (view.guest) return { ...view, ...guestResult };
  return view;
}
