// Who may open a class's live socket (ADR 040): the class's own teacher watches, an active member
// (left_at null) reports; both read from D1 when the socket connects. Also the bridge the roster and
// leaving code call so that a student who leaves disappears from the teacher's live view at once.
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { classes, classMembers } from "~/db/schema";
import { objectNamed } from "~/services/object-placement.server";
import { logWarn } from "~/services/log.server";

export type ClassLiveRole = "teacher" | "student";

/** The class's ClassRoom object: one per class, named by its id. */
export const classRoomObject = (env: Env, classId: number) => objectNamed(env.CLASS_ROOM, String(classId));

/** What this user is in this class (one query): its teacher, an active member, or nothing (also for an archived class). */
export async function classLiveRole(db: Db, classId: number, userId: number): Promise<ClassLiveRole | null> {
  const row = await db
    .select({
      teacherId: classes.teacherId,
      member: sql<
        number | null
      >`(SELECT 1 FROM ${classMembers} WHERE ${classMembers.classId} = ${classes.id} AND ${classMembers.userId} = ${userId} AND ${classMembers.leftAt} IS NULL)`,
    })
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.archivedAt)))
    .get();
  if (!row) return null;
  if (row.teacherId === userId) return "teacher";
  return row.member ? "student" : null;
}

/** The class a student's pages report to: their most recently joined active class (null: not in a class). */
export async function reportingClassOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.userId, userId), isNull(classMembers.leftAt), isNull(classes.archivedAt)))
    .orderBy(desc(classMembers.joinedAt))
    .get();
  return row?.classId ?? null;
}

/** Every class whose object may hold a socket of this user (theirs as teacher, or joined): ending a session closes them. */
export async function liveClassIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: classes.id })
    .from(classes)
    .leftJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, userId), isNull(classMembers.leftAt)))
    .where(and(isNull(classes.archivedAt), or(eq(classes.teacherId, userId), eq(classMembers.userId, userId))))
    .limit(50);
  return rows.map((r) => r.id);
}

/**
 * A student's lesson or test result is in D1: every active class of theirs tells its teacher's open
 * pages, which reload the progress table (not before the result is there: the student's screen may have
 * closed long before, e.g. a result sent later from the device's queue). Never throws; one query.
 */
export async function tellClassesOfResult(env: Env, db: Db, userId: number): Promise<void> {
  try {
    const rows = await db
      .select({ classId: classMembers.classId })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(and(eq(classMembers.userId, userId), isNull(classMembers.leftAt), isNull(classes.archivedAt)))
      .limit(50);
    await Promise.all(rows.map((r) => classRoomObject(env, r.classId).resultSaved(r.classId, userId)));
  } catch (error) {
    logWarn("class.live_result_failed", { user: userId, error: String(error) });
  }
}

/**
 * A student is no longer a member (they left, or the teacher removed them): call after left_at is in
 * D1. The teacher's view drops them at once and their open sockets close. Never throws: a socket that is
 * missed is refused at its next reconnect (the membership is read from D1 then).
 */
export async function tellClassMemberLeft(env: Env, classId: number, userId: number): Promise<void> {
  try {
    await classRoomObject(env, classId).memberLeft(classId, userId);
  } catch (error) {
    logWarn("class.live_leave_failed", { class: classId, error: String(error) });
  }
}
