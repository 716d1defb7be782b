// A student's open assignments (issue 30 §3, ADR 039): those of the classes they have not left, not
// removed and not yet done, with progress and where to start — shown first on /lesson and on /profile.
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import {
  assignmentProgress,
  assignmentStatus,
  firstUnfinishedLevel,
  progressPercentOf,
  type AssignmentProgress,
  type AssignmentStatus,
} from "~/core/classes/assignment-progress";
import { CURRICULA, type CurriculumId } from "~/core/lessons/curricula";
import { lessonPath } from "~/core/lessons/lessons";
import type { Db } from "~/db/client.server";
import { classAssignments, classMembers, classes, lessons } from "~/db/schema";
import { layoutOfCurriculum, resultsFor, type AssignmentRow } from "./class-results.server";

export interface OpenAssignment {
  id: number;
  className: string;
  curriculum: CurriculumId;
  kind: AssignmentRow["kind"];
  lessonFrom: number | null;
  lessonTo: number | null;
  targetStars: number | null;
  targetWpm: number | null;
  targetAccuracy: number | null;
  keys: string | null;
  dueAt: number;
  progress: AssignmentProgress;
  percent: number;
  status: Exclude<AssignmentStatus, "done">;
  /** Where "start" goes: the first lesson of the range not yet at the target, the test, or practice on the keys. */
  href: string;
}

export async function openAssignmentsFor(db: Db, userId: number, now = Date.now()): Promise<OpenAssignment[]> {
  const rows = await db
    .select({ assignment: classAssignments, className: classes.name, curriculum: classes.curriculum })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(classAssignments, eq(classAssignments.classId, classes.id))
    .where(and(eq(classMembers.userId, userId), isNull(classMembers.leftAt), isNull(classes.archivedAt), isNull(classAssignments.removedAt)))
    .orderBy(asc(classAssignments.dueAt), asc(classAssignments.id))
    .all();
  if (rows.length === 0) return [];
  const byCurriculum = new Map<CurriculumId, typeof rows>();
  for (const row of rows) byCurriculum.set(row.curriculum, [...(byCurriculum.get(row.curriculum) ?? []), row]);
  const open: (Omit<OpenAssignment, "href"> & { startLevel: number })[] = [];
  for (const [curriculum, list] of byCurriculum) {
    const results = (
      await resultsFor(
        db,
        [userId],
        list.map((r) => r.assignment),
        curriculum,
      )
    ).get(userId) ?? { lessons: [], tests: [], keys: [] };
    for (const { assignment: a, className } of list) {
      const progress = assignmentProgress(a, results, layoutOfCurriculum(curriculum));
      const status = assignmentStatus(progress, a.dueAt, now);
      if (status === "done") continue;
      const { classId: _c, createdAt: _at, removedAt: _r, ...fields } = a;
      open.push({
        ...fields,
        className,
        curriculum,
        progress,
        percent: progressPercentOf(progress),
        status,
        startLevel: a.kind === "lessons" ? firstUnfinishedLevel(a, results) : 0,
      });
    }
  }
  // The lesson screens are addressed by id and type: read the few lessons "start" leads to.
  const starts = open.filter((a) => a.kind === "lessons");
  const lessonRows =
    starts.length === 0
      ? []
      : await db
          .select({ id: lessons.id, level: lessons.level, type: lessons.type, curriculum: lessons.curriculum })
          .from(lessons)
          .where(or(...starts.map((a) => and(eq(lessons.curriculum, a.curriculum), inArray(lessons.level, [a.startLevel])))))
          .all();
  return open.map(({ startLevel, ...a }) => {
    const language = CURRICULA[a.curriculum].language;
    let href = `/beginner?lang=${language}`;
    if (a.kind === "keys") href = `/practice?layout=${language}&keys=${encodeURIComponent(a.keys ?? "")}`;
    if (a.kind === "lessons") {
      const lesson = lessonRows.find((l) => l.curriculum === a.curriculum && l.level === startLevel);
      href = lesson ? lessonPath(lesson) : "/lesson";
    }
    return { ...a, href };
  });
}
