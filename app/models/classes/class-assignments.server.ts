// A teacher's assignments (issue 30 §3, ADR 039): giving and removing them, the class's lesson lock,
// and what the lock means for a member. Every change writes its audit row in the same D1 batch.
// Callers pass a class already checked with ownClass (the teacher's own, else 404).
import { and, eq, isNull, sql } from "drizzle-orm";
import { classLessonCap } from "~/core/classes/assignment-progress";
import { assignmentColumns, type AssignmentInput } from "~/core/classes/assignments";
import type { CurriculumId } from "~/core/lessons/curricula";
import type { Db } from "~/db/client.server";
import { classAssignments, classMembers, classes } from "~/db/schema";
import { recordAudit, recordAuditIf } from "../admin/audit.server";
import type { ClassRow } from "./classes.server";
import type { AuthUser } from "../accounts/sessions.server";

type Teacher = Pick<AuthUser, "id" | "email">;

export async function createAssignment(db: Db, teacher: Teacher, cls: ClassRow, input: AssignmentInput, now = Date.now()): Promise<void> {
  const columns = assignmentColumns(input);
  await db.batch([
    db.insert(classAssignments).values({ classId: cls.id, ...columns, createdAt: now }),
    recordAudit(db, {
      actor: teacher,
      action: "class.assignment.create",
      targetType: "class",
      targetId: cls.id,
      // The new row's id is known only inside the batch.
      after: sql`json_set(${JSON.stringify(columns)}, '$.id', last_insert_rowid())`,
      at: now,
    }),
  ]);
}

/** Soft removal (removed_at): the gradebook and the students stop counting it. False when there was nothing to remove. */
export async function removeAssignment(db: Db, teacher: Teacher, cls: ClassRow, assignmentId: number, now = Date.now()): Promise<boolean> {
  const own = and(eq(classAssignments.id, assignmentId), eq(classAssignments.classId, cls.id));
  const [updated] = await db.batch([
    db
      .update(classAssignments)
      .set({ removedAt: now })
      .where(and(own, isNull(classAssignments.removedAt)))
      .returning({ id: classAssignments.id }),
    recordAuditIf(
      db,
      { actor: teacher, action: "class.assignment.remove", targetType: "class", targetId: cls.id, after: { id: assignmentId, removedAt: now }, at: now },
      sql`EXISTS (SELECT 1 FROM ${classAssignments} WHERE ${own} AND ${classAssignments.removedAt} = ${now})`,
    ),
  ]);
  return updated.length > 0;
}

/**
 * The highest lesson level open to this learner in a curriculum because of the classes they are in that
 * lock lessons beyond their assignments (the most generous such class wins); null when none locks.
 */
export async function classCapFor(db: Db, userId: number, curriculum: CurriculumId): Promise<number | null> {
  // No class follows the traditional script (CLASS_CURRICULUM_IDS), so nothing caps it.
  if (curriculum === "mn-Mong") return null;
  const rows = await db
    .select({ kind: classAssignments.kind, lessonTo: classAssignments.lessonTo })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(classAssignments, eq(classAssignments.classId, classes.id))
    .where(
      and(
        eq(classMembers.userId, userId),
        isNull(classMembers.leftAt),
        eq(classes.lockBeyondAssignments, true),
        isNull(classes.archivedAt),
        eq(classes.curriculum, curriculum),
        eq(classAssignments.kind, "lessons"),
        isNull(classAssignments.removedAt),
      ),
    )
    .all();
  return classLessonCap(rows);
}
