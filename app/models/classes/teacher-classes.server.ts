// A teacher's classes as the teacher's own screens and the admin console list them, and the changes of
// the settings tab (issue 30). Every write names the teacher in its WHERE, so another teacher's class is
// never touched (the route has already answered it with a 404 through ownClass).
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ClassCreate } from "~/core/classes/class-forms";
import { withFreshJoinCode } from "~/core/classes/join-code";
import type { Db } from "~/db/client.server";
import { classes, users } from "~/db/schema";
import { recordAudit } from "~/models/admin/audit.server";
import type { ClassRow } from "~/models/classes/classes.server";
import type { AuthUser } from "~/models/accounts/sessions.server";

/**
 * Members who have not left: the only ones any count or list shows. The outer column is written out:
 * drizzle leaves a one-table select's columns unqualified, and a bare "id" would be read inside the subquery.
 */
export const currentMembers = sql<number>`(SELECT count(*) FROM class_members m WHERE m.class_id = "classes"."id" AND m.left_at IS NULL)`;

/** The unique index on classes.join_code refused the code (D1 reports the constraint in its message). */
export function isJoinCodeCollision(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : String(error);
  return /UNIQUE constraint failed: classes\.join_code/.test(text);
}

/** The teacher's open classes, newest first, with their member counts. */
export function teacherClasses(db: Db, teacher: Pick<AuthUser, "id">) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      school: classes.school,
      curriculum: classes.curriculum,
      joinCode: classes.joinCode,
      members: currentMembers,
    })
    .from(classes)
    .where(and(eq(classes.teacherId, teacher.id), isNull(classes.archivedAt)))
    .orderBy(desc(classes.id));
}

export type TeacherClassItem = Awaited<ReturnType<typeof teacherClasses>>[number];

export async function createClass(db: Db, teacher: Pick<AuthUser, "id">, input: ClassCreate): Promise<{ id: number; joinCode: string }> {
  return withFreshJoinCode(async (joinCode) => {
    const row = await db
      .insert(classes)
      .values({ teacherId: teacher.id, name: input.name, grade: input.grade, school: input.school, curriculum: input.curriculum, joinCode })
      .returning({ id: classes.id, joinCode: classes.joinCode })
      .get();
    return row;
  }, isJoinCodeCollision);
}

type Teacher = Pick<AuthUser, "id" | "email">;
const own = (found: ClassRow, teacher: Teacher) => and(eq(classes.id, found.id), eq(classes.teacherId, teacher.id), isNull(classes.archivedAt));

export async function updateClassDetails(db: Db, teacher: Teacher, found: ClassRow, details: { name: string; grade: number; school: string }) {
  await db.update(classes).set(details).where(own(found, teacher));
}

/** A new join code: the old link and code stop working at once; members stay. Audited with the change. */
export async function rotateJoinCode(db: Db, teacher: Teacher, found: ClassRow, now = Date.now()): Promise<string> {
  return withFreshJoinCode(
    async (joinCode) => {
      await db.batch([
        db.update(classes).set({ joinCode }).where(own(found, teacher)),
        recordAudit(db, {
          actor: teacher,
          action: "class.code",
          targetType: "class",
          targetId: found.id,
          before: { joinCode: found.joinCode },
          after: { joinCode },
          at: now,
        }),
      ]);
      return joinCode;
    },
    isJoinCodeCollision,
    { avoid: found.joinCode },
  );
}

/** Stores the "lock lessons beyond the assignments" setting; what it locks is the lessons' business. */
export async function setLessonLock(db: Db, teacher: Teacher, found: ClassRow, lock: boolean, now = Date.now()) {
  if (found.lockBeyondAssignments === lock) return;
  await db.batch([
    db.update(classes).set({ lockBeyondAssignments: lock }).where(own(found, teacher)),
    recordAudit(db, {
      actor: teacher,
      action: "class.lock",
      targetType: "class",
      targetId: found.id,
      before: { lock: found.lockBeyondAssignments },
      after: { lock },
      at: now,
    }),
  ]);
}

/** An archived class leaves the teacher's lists and its code stops working; its rows stay. */
export async function archiveClass(db: Db, teacher: Teacher, found: ClassRow, now = Date.now()) {
  await db.batch([
    db.update(classes).set({ archivedAt: now }).where(own(found, teacher)),
    recordAudit(db, {
      actor: teacher,
      action: "class.archive",
      targetType: "class",
      targetId: found.id,
      before: { archivedAt: null },
      after: { archivedAt: now },
      at: now,
    }),
  ]);
}

/** A class as others see it: its name, grade, school and teacher (never the teacher's e-mail or
 * phone), with its current member count. Select it joined to `users` on the teacher. */
export const classWithTeacher = {
  id: classes.id,
  name: classes.name,
  grade: classes.grade,
  school: classes.school,
  teacherId: classes.teacherId,
  teacher: users.name,
  members: currentMembers,
};

/** Every class for the admin console, newest first, with its teacher and member count. */
export function allClasses(db: Db) {
  return db
    .select({
      ...classWithTeacher,
      archivedAt: classes.archivedAt,
      createdAt: classes.createdAt,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .orderBy(desc(classes.id))
    .limit(500);
}
