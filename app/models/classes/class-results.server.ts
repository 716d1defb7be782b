// The results a class's assignments are measured by (issue 30, ADR 039), for many students in a few
// D1 reads: best lesson results in the assigned ranges, 60-second tests since the earliest assignment,
// per-key rows of the assigned keys, and each member's test figures since joining the class.
import { and, asc, between, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { AssignmentRef, StudentResults } from "~/core/classes/assignment-progress";
import { assignmentKeys } from "~/core/classes/assignment-progress";
import { CURRICULA, type CurriculumId } from "~/core/lessons/curricula";
import { codeOf, type KeyStatsLayout } from "~/core/typing/key-stats";
import type { Db } from "~/db/client.server";
import { classAssignments, classMembers, keyStats, lessons, testResults, userLessons, users } from "~/db/schema";

export type AssignmentRow = typeof classAssignments.$inferSelect;

/** The class's current assignments (not removed), oldest first. */
export function currentAssignments(db: Db, classId: number): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(classAssignments)
    .where(and(eq(classAssignments.classId, classId), isNull(classAssignments.removedAt)))
    .orderBy(asc(classAssignments.createdAt), asc(classAssignments.id))
    .all();
}

export interface ClassMember {
  userId: number;
  name: string;
  studentNumber: string | null;
  joinedAt: number;
}

/** Members who have not left, by name. */
export function activeMembers(db: Db, classId: number): Promise<ClassMember[]> {
  return db
    .select({ userId: classMembers.userId, name: users.name, studentNumber: classMembers.studentNumber, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), isNull(classMembers.leftAt)))
    .orderBy(asc(users.name), asc(users.id))
    .all();
}

export function layoutOfCurriculum(curriculum: CurriculumId): KeyStatsLayout {
  return CURRICULA[curriculum].language;
}

type Rows<K extends keyof StudentResults> = StudentResults[K][number][];
interface Collected {
  lessons: Rows<"lessons">;
  tests: Rows<"tests">;
  keys: Rows<"keys">;
}
const empty = (): Collected => ({ lessons: [], tests: [], keys: [] });

/** Each student's results that the assignments need, read once for all of them. */
export async function resultsFor(
  db: Db,
  userIds: readonly number[],
  assignments: readonly AssignmentRef[],
  curriculum: CurriculumId,
): Promise<Map<number, StudentResults>> {
  const byUser = new Map<number, Collected>(userIds.map((id) => [id, empty()]));
  if (userIds.length === 0 || assignments.length === 0) return byUser;
  const layout = layoutOfCurriculum(curriculum);
  const ranges = assignments.filter((a) => a.kind === "lessons");
  const tests = assignments.filter((a) => a.kind === "test");
  const codes = [...new Set(assignments.filter((a) => a.kind === "keys").flatMap((a) => assignmentKeys(a).map((ch) => codeOf(layout, ch) ?? "")))].filter(
    Boolean,
  );
  const ids = [...userIds];
  const [lessonRows, testRows, keyRows] = await Promise.all([
    ranges.length === 0
      ? []
      : db
          .select({
            userId: userLessons.userId,
            level: lessons.level,
            bestScore: userLessons.bestScore,
            bestWpm: userLessons.bestWpm,
            bestAccuracy: userLessons.bestAccuracy,
          })
          .from(userLessons)
          .innerJoin(lessons, eq(lessons.id, userLessons.lessonId))
          .where(
            and(
              inArray(userLessons.userId, ids),
              eq(lessons.curriculum, curriculum),
              between(lessons.level, Math.min(...ranges.map((a) => a.lessonFrom ?? 1)), Math.max(...ranges.map((a) => a.lessonTo ?? 1))),
            ),
          )
          .all(),
    tests.length === 0
      ? []
      : db
          .select({ userId: testResults.userId, wpm: testResults.wpm, accuracy: testResults.accuracy, createdAt: testResults.createdAt })
          .from(testResults)
          .where(
            and(inArray(testResults.userId, ids), eq(testResults.language, layout), gte(testResults.createdAt, Math.min(...tests.map((a) => a.createdAt)))),
          )
          .all(),
    codes.length === 0
      ? []
      : db
          .select({ userId: keyStats.userId, code: keyStats.code, hits: keyStats.hits, misses: keyStats.misses, updatedAt: keyStats.updatedAt })
          .from(keyStats)
          .where(and(inArray(keyStats.userId, ids), eq(keyStats.layout, layout), inArray(keyStats.code, codes)))
          .all(),
  ]);
  for (const { userId, ...row } of lessonRows) byUser.get(userId)?.lessons.push(row);
  for (const { userId, ...row } of testRows) byUser.get(userId)?.tests.push(row);
  for (const { userId, ...row } of keyRows) byUser.get(userId)?.keys.push(row);
  return byUser;
}

export interface TestFigures {
  bestWpm: number | null;
  averageWpm: number | null;
  averageAccuracy: number | null;
}

/** Each member's 60-second tests in the class's language since they joined: best and mean WPM, mean accuracy. */
export async function testFiguresSinceJoining(db: Db, classId: number, curriculum: CurriculumId): Promise<Map<number, TestFigures>> {
  const rows = await db
    .select({
      userId: testResults.userId,
      best: sql<number>`max(${testResults.wpm})`,
      wpm: sql<number>`round(avg(${testResults.wpm}))`,
      accuracy: sql<number>`round(avg(${testResults.accuracy}))`,
    })
    .from(testResults)
    .innerJoin(classMembers, and(eq(classMembers.userId, testResults.userId), eq(classMembers.classId, classId), isNull(classMembers.leftAt)))
    .where(and(eq(testResults.language, layoutOfCurriculum(curriculum)), gte(testResults.createdAt, classMembers.joinedAt)))
    .groupBy(testResults.userId)
    .all();
  return new Map(rows.map((r) => [r.userId, { bestWpm: r.best, averageWpm: r.wpm, averageAccuracy: r.accuracy }]));
}
