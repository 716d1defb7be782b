// A learner with an account joins a class by its code and may leave it (issue 30). The 60-student limit
// is checked inside the INSERT itself, so learners joining at the same moment cannot pass it together.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { CLASS_MEMBER_LIMIT, joinState, type JoinState } from "~/core/classes/membership";
import type { Db } from "~/db/client.server";
import { classes, classMembers, users } from "~/db/schema";
import { classWithTeacher } from "~/models/classes/teacher-classes.server";
import type { AuthUser } from "~/models/accounts/sessions.server";
import { refreshAccess } from "~/models/billing/access.server";

/** What the join page shows of a class: never the teacher's e-mail or phone. */
export async function classByCode(db: Db, code: string) {
  return db
    .select(classWithTeacher)
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(and(eq(classes.joinCode, code), isNull(classes.archivedAt)))
    .get();
}

export type ClassByCode = NonNullable<Awaited<ReturnType<typeof classByCode>>>;

export async function learnerJoinState(db: Db, user: Pick<AuthUser, "id">, found: ClassByCode): Promise<JoinState> {
  const row = await db
    .select({ leftAt: classMembers.leftAt })
    .from(classMembers)
    .where(and(eq(classMembers.classId, found.id), eq(classMembers.userId, user.id)))
    .get();
  const membership = !row ? "none" : row.leftAt === null ? "current" : "left";
  return joinState({ ownClass: found.teacherId === user.id, membership, members: found.members });
}

/**
 * Adds the learner (or brings back one who left, with a new joined_at) when the class has room.
 * `joined` says whether this call made them a member; `state` is where they stand now.
 */
export async function joinClass(db: Db, user: Pick<AuthUser, "id">, found: ClassByCode, now = Date.now()): Promise<{ state: JoinState; joined: boolean }> {
  const before = await learnerJoinState(db, user, found);
  if (before !== "open") return { state: before, joined: false };
  const result = await db.run(sql`
    INSERT INTO class_members (class_id, user_id, via, joined_at)
    SELECT ${found.id}, ${user.id}, 'code', ${now}
    WHERE (SELECT count(*) FROM class_members WHERE class_id = ${found.id} AND left_at IS NULL) < ${CLASS_MEMBER_LIMIT}
      AND EXISTS (SELECT 1 FROM classes WHERE id = ${found.id} AND archived_at IS NULL)
    ON CONFLICT (class_id, user_id) DO UPDATE SET left_at = NULL, joined_at = excluded.joined_at, via = 'code'
      WHERE class_members.left_at IS NOT NULL`);
  if (result.meta.changes === 1) {
    // The new member may take a free seat of the class's licence (ADR 041). A recomputation, so a
    // failure here is repaired by the class's next one; db.run cannot join a drizzle batch.
    await refreshAccess(db, { classId: found.id });
    return { state: "member", joined: true };
  }
  const members = await db
    .select({ n: sql<number>`count(*)` })
    .from(classMembers)
    .where(and(eq(classMembers.classId, found.id), isNull(classMembers.leftAt)))
    .get();
  return { state: await learnerJoinState(db, user, { ...found, members: members?.n ?? 0 }), joined: false };
}

/** Sets left_at: the teacher sees nothing the learner does after it. False when not a current member. */
export async function leaveClass(db: Db, user: Pick<AuthUser, "id">, classId: number, now = Date.now()): Promise<boolean> {
  // Leaving ends the class's school access for this learner, and may free a seat for another (ADR 041).
  const [result] = await db.batch([
    db
      .update(classMembers)
      .set({ leftAt: now })
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, user.id), isNull(classMembers.leftAt))),
    refreshAccess(db, { classId }),
  ]);
  return result.meta.changes === 1;
}

/** The learner's current classes for the profile: the class and its teacher's name. */
export function myClasses(db: Db, user: Pick<AuthUser, "id">) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      school: classes.school,
      teacher: users.name,
      joinedAt: classMembers.joinedAt,
      // The class race its students can open now (issue 31), through rooms_class_idx.
      openRace: sql<
        string | null
      >`(SELECT r.id FROM rooms r WHERE r.class_id = ${classes.id} AND r.status IN ('waiting', 'racing') ORDER BY r.created_at DESC LIMIT 1)`,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(and(eq(classMembers.userId, user.id), isNull(classMembers.leftAt), isNull(classes.archivedAt)))
    .orderBy(desc(classMembers.joinedAt));
}

export type MyClass = Awaited<ReturnType<typeof myClasses>>[number];
