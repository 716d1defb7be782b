// Learners as the admin sees them (issue 18): search, one learner's page, and the four changes an admin
// makes — plan end, role, ban, unban. Each change and its one audit row are one D1 batch (ADR 017).
import { desc, eq, or, sql } from "drizzle-orm";
import { changePlanEnd, LEARNER_SEARCH_LIMIT, type LearnerAction } from "~/core/admin/admin-learners";
import { subscriptionState } from "~/core/billing/subscription";
import { createDb, type Db } from "~/db/client.server";
import { invoices, users } from "~/db/schema";
import { grantAccess, personalEnd } from "~/models/billing/access.server";
import { recordAudit, recordAuditIf } from "~/models/admin/audit.server";
import { userRevocations, type AuthUser } from "~/models/accounts/sessions.server";
import { closeSessionSockets } from "~/services/socket-sessions.server";

const learnerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  active: users.active,
  endAt: users.endAt,
  createdAt: users.createdAt,
};

/** By id (exact), e-mail or name (contains); newest first. Empty: the newest learners. */
export async function searchLearners(db: Db, q: string | undefined, now = Date.now()) {
  const needle = q?.toLowerCase();
  const where = needle
    ? or(
        /^\d+$/.test(needle) ? eq(users.id, Number(needle)) : undefined,
        // instr, not LIKE: D1 caps LIKE patterns at 50 bytes. lower() folds Latin only; names are matched as typed too.
        sql`instr(${users.email}, ${needle}) > 0`,
        sql`instr(lower(${users.name}), ${needle}) > 0`,
        sql`instr(${users.name}, ${q}) > 0`,
      )
    : undefined;
  const rows = await db.select(learnerColumns).from(users).where(where).orderBy(desc(users.id)).limit(LEARNER_SEARCH_LIMIT);
  return rows.map((row) => ({ ...row, plan: subscriptionState(row.endAt, now) }));
}

export type LearnerListItem = Awaited<ReturnType<typeof searchLearners>>[number];

export async function learnerDetail(db: Db, id: number, now = Date.now()) {
  const learner = await db
    .select({
      ...learnerColumns,
      points: users.points,
      testsCount: users.testsCount,
      // An approved teacher request: the role toggle gives such an admin back the teacher role (issue 30).
      approvedTeacher: sql<number>`EXISTS (SELECT 1 FROM teacher_requests r WHERE r.user_id = "users"."id" AND r.status = 'approved')`,
    })
    .from(users)
    .where(eq(users.id, id))
    .get();
  if (!learner) return null;
  const bills = await db
    .select({ id: invoices.id, plan: invoices.plan, amount: invoices.amount, status: invoices.status, createdAt: invoices.createdAt, paidAt: invoices.paidAt })
    .from(invoices)
    .where(eq(invoices.userId, id))
    .orderBy(desc(invoices.createdAt))
    .limit(10);
  return { learner: { ...learner, approvedTeacher: learner.approvedTeacher === 1, plan: subscriptionState(learner.endAt, now) }, bills };
}

export type LearnerChange = { ok: true } | { ok: false; reason: "not_found" | "self" | "unchanged" | "no_plan" };

type Admin = Pick<AuthUser, "id" | "email">;

async function current(db: Db, id: number) {
  return db.select({ id: users.id, role: users.role, active: users.active, endAt: users.endAt }).from(users).where(eq(users.id, id)).get();
}

/** Moves the personal plan's end by `days` (negative shortens), as one admin grant of the ledger (ADR 041). */
export async function changeLearnerPlan(db: Db, admin: Admin, id: number, days: number, now = Date.now()): Promise<LearnerChange> {
  const row = await current(db, id);
  if (!row) return { ok: false, reason: "not_found" };
  const before = await personalEnd(db, id);
  const next = changePlanEnd(before, days, now);
  if (!next.ok) return next;
  const key = `admin:${crypto.randomUUID()}`;
  const [grant, refresh] = grantAccess(db, { userId: id, source: "admin", key, days, now });
  // The audit row, written only if the grant was, records the effective end before and after it.
  await db.batch([
    grant,
    refresh,
    recordAuditIf(
      db,
      {
        actor: admin,
        action: "user.plan",
        targetType: "user",
        targetId: id,
        before: { endAt: row.endAt },
        after: sql`json_object('endAt', (SELECT end_at FROM users WHERE id = ${id}), 'days', ${days})`,
        at: now,
      },
      sql`EXISTS (SELECT 1 FROM access_grants WHERE key = ${key})`,
    ),
  ]);
  return { ok: true };
}

/** Makes or unmakes an admin. An admin cannot remove their own role (nobody would be left to undo it). */
export async function setLearnerRole(db: Db, admin: Admin, id: number, role: AuthUser["role"], now = Date.now()): Promise<LearnerChange> {
  if (id === admin.id) return { ok: false, reason: "self" };
  const row = await current(db, id);
  if (!row) return { ok: false, reason: "not_found" };
  if (row.role === role) return { ok: false, reason: "unchanged" };
  await db.batch([
    db.update(users).set({ role }).where(eq(users.id, id)),
    recordAudit(db, { actor: admin, action: "user.role", targetType: "user", targetId: id, before: { role: row.role }, after: { role }, at: now }),
  ]);
  return { ok: true };
}

/**
 * A ban disables the account (every session lookup and refresh then refuses it, ADR 004), ends every
 * session and refresh token in the same batch, and closes the learner's open sockets (4403 → /login).
 */
export async function banLearner(env: Env, admin: Admin, id: number, now = Date.now()): Promise<LearnerChange> {
  if (id === admin.id) return { ok: false, reason: "self" };
  const db = createDb(env.DB);
  const row = await current(db, id);
  if (!row) return { ok: false, reason: "not_found" };
  if (!row.active) return { ok: false, reason: "unchanged" };
  const [, ended] = await db.batch([
    db.update(users).set({ active: false }).where(eq(users.id, id)),
    ...userRevocations(db, id, now),
    recordAudit(db, { actor: admin, action: "user.ban", targetType: "user", targetId: id, before: { active: true }, after: { active: false }, at: now }),
  ]);
  await closeSessionSockets(env, { userId: id, sessionIds: ended.map((s) => s.id) }, now);
  return { ok: true };
}

/** Lets the learner log in again; the sessions the ban ended stay ended. */
export async function unbanLearner(db: Db, admin: Admin, id: number, now = Date.now()): Promise<LearnerChange> {
  const row = await current(db, id);
  if (!row) return { ok: false, reason: "not_found" };
  if (row.active) return { ok: false, reason: "unchanged" };
  await db.batch([
    db.update(users).set({ active: true }).where(eq(users.id, id)),
    recordAudit(db, { actor: admin, action: "user.unban", targetType: "user", targetId: id, before: { active: false }, after: { active: true }, at: now }),
  ]);
  return { ok: true };
}

/** The learner page's one action: whichever of its forms was sent. */
export function applyLearnerAction(env: Env, admin: Admin, id: number, change: LearnerAction, now = Date.now()): Promise<LearnerChange> {
  const db = createDb(env.DB);
  switch (change.intent) {
    case "plan":
      return changeLearnerPlan(db, admin, id, change.days, now);
    case "role":
      return setLearnerRole(db, admin, id, change.role, now);
    case "ban":
      return banLearner(env, admin, id, now);
    case "unban":
      return unbanLearner(db, admin, id, now);
  }
}
