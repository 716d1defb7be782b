// Lesson pictures as files (issue 35 §1): a hold lesson's own, or a group's (its new letters marked).
// Drawn from the layout table on request; the curriculum rarely changes, so browsers keep them a day (private: the title is in the asker's language).
import { and, asc, eq, ne } from "drizzle-orm";
import { CURRICULA, isCurriculumId } from "~/core/lessons/curricula";
import { lessonPicture, newKeysByGroup, parseLessonPicturePath, standaloneLessonPicture } from "~/core/lessons/lesson-picture";
import { LAYOUTS } from "~/core/typing/layouts";
import type { Db } from "~/db/client.server";
import { lessonGroups, lessons } from "~/db/schema";
import type { Translate } from "~/i18n";
import { holdPictureTitle } from "~/utils/hold-picture-title";

async function pictureFor(db: Db, t: Translate, file: string): Promise<string | null> {
  const wanted = parseLessonPicturePath(file);
  if (!wanted) return null;
  if (wanted.kind === "lesson") {
    const lesson = await db.select().from(lessons).where(eq(lessons.id, wanted.id)).get();
    if (!lesson || lesson.type !== "hold" || !lesson.holdWord || !isCurriculumId(lesson.curriculum)) return null;
    const layout = LAYOUTS[CURRICULA[lesson.curriculum].layout];
    return standaloneLessonPicture(lessonPicture(layout, { held: lesson.holdWord }, holdPictureTitle(t, lesson.name, lesson.holdWord)));
  }
  const group = await db.select().from(lessonGroups).where(eq(lessonGroups.id, wanted.id)).get();
  if (!group || !isCurriculumId(group.curriculum)) return null;
  // The start lessons are advice in prose, not drills: their letters are no group's new keys.
  const texts = await db
    .select({ groupPosition: lessonGroups.position, text: lessons.text })
    .from(lessons)
    .innerJoin(lessonGroups, eq(lessonGroups.id, lessons.groupId))
    .where(and(eq(lessons.curriculum, group.curriculum), ne(lessons.type, "start")))
    .orderBy(asc(lessons.level))
    .all();
  const marked = newKeysByGroup(texts).get(group.position) ?? [];
  const layout = LAYOUTS[CURRICULA[group.curriculum].layout];
  return standaloneLessonPicture(lessonPicture(layout, { marked }, group.name));
}

export async function lessonPictureResponse(db: Db, t: Translate, file: string): Promise<Response> {
  const svg = await pictureFor(db, t, file);
  if (!svg) return new Response("Not Found", { status: 404 });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, max-age=86400", "X-Content-Type-Options": "nosniff" },
  });
}
