// Teacher requests (issue 30): a learner asks on /profile, an admin approves or refuses in the console.
// Each decision and its audit row are one D1 batch; approval makes the learner a teacher.
import { and, desc, eq, sql } from "drizzle-orm";
import type { TeacherDecision, TeacherRequest } from "~/core/classes/class-forms";
import type { Db } from "~/db/client.server";
import { teacherRequests, users } from "~/db/schema";
import { recordAuditIf } from "~/models/admin/audit.server";
import type { AuthUser } from "~/models/accounts/sessions.server";

export type RequestState =
  | { status: "none" }
  | { status: "pending"; createdAt: number }
  | { status: "refused"; reason: string; decidedAt: number | null }
  | { status: "approved"; school: string };

/** The learner's latest request as the profile shows it. A teacher's is "approved" even without a row. */
export async function teacherRequestState(db: Db, user: Pick<AuthUser, "id" | "role">): Promise<RequestState> {
  const latest = await db
    .select({
      status: teacherRequests.status,
      reason: teacherRequests.reason,
      school: teacherRequests.school,
      createdAt: teacherRequests.createdAt,
      decidedAt: teacherRequests.decidedAt,
    })
    .from(teacherRequests)
    .where(eq(teacherRequests.userId, user.id))
    .orderBy(desc(teacherRequests.id))
    .limit(1)
    .get();
  if (user.role === "teacher") return { status: "approved", school: latest?.status === "approved" ? latest.school : "" };
  if (!latest) return { status: "none" };
  if (latest.status === "pending") return { status: "pending", createdAt: latest.createdAt };
  if (latest.status === "refused") return { status: "refused", reason: latest.reason ?? "", decidedAt: latest.decidedAt };
  // Approved, but the account is not a teacher now (an admin, or a role changed since): nothing to ask.
  return { status: "approved", school: latest.school };
}

/** The school of the teacher's approved request: the new-class form starts with it. */
export async function approvedSchool(db: Db, userId: number): Promise<string> {
  const row = await db
    .select({ school: teacherRequests.school })
    .from(teacherRequests)
    .where(and(eq(teacherRequests.userId, userId), eq(teacherRequests.status, "approved")))
    .orderBy(desc(teacherRequests.id))
    .limit(1)
    .get();
  return row?.school ?? "";
}

export type AskResult = { ok: true } | { ok: false; reason: "pending" | "teacher" };

/** One pending request at a time; a refused learner may ask again. */
export async function askToTeach(db: Db, user: Pick<AuthUser, "id" | "role">, request: TeacherRequest, now = Date.now()): Promise<AskResult> {
  const state = await teacherRequestState(db, user);
  if (state.status === "pending") return { ok: false, reason: "pending" };
  if (state.status === "approved") return { ok: false, reason: "teacher" };
  // The NOT EXISTS keeps two quick submissions from leaving two pending rows.
  const result = await db.run(sql`
    INSERT INTO teacher_requests (user_id, school, town, phone, status, created_at)
    SELECT ${user.id}, ${request.school}, ${request.town}, ${request.phone}, 'pending', ${now}
    WHERE NOT EXISTS (SELECT 1 FROM teacher_requests WHERE user_id = ${user.id} AND status = 'pending')`);
  return result.meta.changes === 1 ? { ok: true } : { ok: false, reason: "pending" };
}

export function pendingTeacherRequests(db: Db) {
  return db
    .select({
      id: teacherRequests.id,
      userId: teacherRequests.userId,
      name: users.name,
      email: users.email,
      school: teacherRequests.school,
      town: teacherRequests.town,
      phone: teacherRequests.phone,
      createdAt: teacherRequests.createdAt,
    })
    .from(teacherRequests)
    .innerJoin(users, eq(users.id, teacherRequests.userId))
    .where(eq(teacherRequests.status, "pending"))
    .orderBy(teacherRequests.createdAt)
    .limit(200);
}

/** Teachers with their school (from the approved request) and how many classes they run now. */
export function teacherList(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      school: sql<string | null>`(SELECT school FROM teacher_requests r WHERE r.user_id = "users"."id" AND r.status = 'approved' ORDER BY r.id DESC LIMIT 1)`,
      classCount: sql<number>`(SELECT count(*) FROM classes c WHERE c.teacher_id = "users"."id" AND c.archived_at IS NULL)`,
    })
    .from(users)
    .where(eq(users.role, "teacher"))
    .orderBy(users.name)
    .limit(500);
}

export type DecisionResult = { ok: true; name: string } | { ok: false; reason: "not_found" | "decided" };

/**
 * Approves or refuses a pending request. The update is guarded by status = 'pending', and the audit row
 * (and, on approval, the role) follow only when it changed a row, so two admins deciding at once leave
 * one decision. An admin keeps the admin role when approved (their teacher role waits behind it).
 */
export async function decideTeacherRequest(
  db: Db,
  admin: Pick<AuthUser, "id" | "email">,
  decision: TeacherDecision,
  now = Date.now(),
): Promise<DecisionResult> {
  const request = await db
    .select({ userId: teacherRequests.userId, status: teacherRequests.status, school: teacherRequests.school, name: users.name })
    .from(teacherRequests)
    .innerJoin(users, eq(users.id, teacherRequests.userId))
    .where(eq(teacherRequests.id, decision.requestId))
    .get();
  if (!request) return { ok: false, reason: "not_found" };
  if (request.status !== "pending") return { ok: false, reason: "decided" };
  const approve = decision.intent === "approve";
  const decided = sql`(SELECT status FROM teacher_requests WHERE id = ${decision.requestId}) = ${approve ? "approved" : "refused"} AND changes() = 1`;
  const [update] = await db.batch([
    db
      .update(teacherRequests)
      .set({ status: approve ? "approved" : "refused", reason: approve ? null : decision.reason, decidedAt: now, decidedBy: admin.id })
      .where(and(eq(teacherRequests.id, decision.requestId), eq(teacherRequests.status, "pending"))),
    recordAuditIf(
      db,
      {
        actor: admin,
        action: approve ? "teacher.approve" : "teacher.refuse",
        targetType: "user",
        targetId: request.userId,
        before: { request: decision.requestId, status: "pending" },
        after: approve ? { status: "approved", school: request.school } : { status: "refused", reason: decision.reason },
        at: now,
      },
      decided,
    ),
    ...(approve
      ? [
          db
            .update(users)
            .set({ role: "teacher" })
            .where(
              and(
                eq(users.id, request.userId),
                eq(users.role, "user"),
                sql`EXISTS (SELECT 1 FROM teacher_requests WHERE id = ${decision.requestId} AND status = 'approved' AND decided_at = ${now})`,
              ),
            ),
        ]
      : []),
  ]);
  return update.meta.changes === 1 ? { ok: true, name: request.name } : { ok: false, reason: "decided" };
}
