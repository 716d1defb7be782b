// School licences (issue 31, ADR 041): the class's plan tab, the school coupon, the admin's list with
// extend and refund, and the teacher's "ends in 3 days" notification. Every change grants or takes
// through app/models/billing/access.server.ts, in the same batch as its audit row.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { normalizeCouponCode } from "~/core/billing/coupons";
import { coveredUntil, licenceStatus, seatCounts, seatHolders, seatsAt, type LicenceStart } from "~/core/billing/school-plans";
import { DAY_MS } from "~/core/billing/subscription";
import { endingSoonWindow } from "~/core/social/notifications";
import { createDb, type Db } from "~/db/client.server";
import { classes, classMembers, coupons, schoolLicences, users } from "~/db/schema";
import { recordAuditIf, type AuditEntry } from "~/models/admin/audit.server";
import { notify } from "~/models/social/notifications.server";
import { grantAccess, refreshAccess } from "./access.server";

type LicenceRow = typeof schoolLicences.$inferSelect;

/** The class's plan tab: every licence with its status, the seats now, and the members without a seat. */
export async function classPlan(db: Db, classId: number, now: number) {
  const [licences, members] = await Promise.all([
    classLicences(db, classId),
    db
      .select({ userId: classMembers.userId, joinedAt: classMembers.joinedAt, name: users.name })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(and(eq(classMembers.classId, classId), isNull(classMembers.leftAt)))
      .all(),
  ]);
  const seats = seatsAt(licences, now);
  return {
    licences: licences.map((l) => ({ id: l.id, seats: l.seats, startAt: l.startAt, endAt: l.endAt, status: licenceStatus(l, now) })),
    seats,
    coveredUntil: coveredUntil(licences, now),
    // A licence running or waiting to start: the buy and coupon forms ask how a new one starts.
    pending: licences.some((l) => l.refundedAt === null && l.endAt > now),
    counts: seatCounts(seats, members.length),
    // Without seats nobody holds one, and the tab says there is no plan instead.
    unseated: seats > 0 ? seatHolders(members, seats).unseated.map(({ userId, name, joinedAt }) => ({ userId, name, joinedAt })) : [],
    members: members.length,
  };
}

function classLicences(db: Db, classId: number) {
  return db.select().from(schoolLicences).where(eq(schoolLicences.classId, classId)).orderBy(desc(schoolLicences.startAt), desc(schoolLicences.id)).all();
}

/** What archiving the class leaves running: its seats now and the end they reach (ADR 041: kept to the end). */
export async function licenceAtArchive(db: Db, classId: number, now: number): Promise<{ seats: number; until: number } | null> {
  const licences = await classLicences(db, classId);
  const until = coveredUntil(licences, now);
  const later = licences.filter((l) => l.refundedAt === null && l.startAt > now);
  const seats = seatsAt(licences, now);
  if (until === null && later.length === 0) return null;
  return { seats, until: Math.max(until ?? 0, ...later.map((l) => l.endAt)) };
}

/**
 * Cron: a renewal that starts after its purchase grants nothing until it starts (seats only grow at a
 * start); when it does, its class is recomputed once (begun_at claims it, in the same batch).
 */
export async function startScheduledLicences(env: Env, now: number): Promise<number> {
  const db = createDb(env.DB);
  const due = await db
    .select({ id: schoolLicences.id, classId: schoolLicences.classId })
    .from(schoolLicences)
    .where(and(isNull(schoolLicences.begunAt), isNull(schoolLicences.refundedAt), sql`${schoolLicences.startAt} <= ${now}`))
    .limit(50)
    .all();
  for (const l of due) {
    await db.batch([
      db
        .update(schoolLicences)
        .set({ begunAt: now })
        .where(and(eq(schoolLicences.id, l.id), isNull(schoolLicences.begunAt))),
      refreshAccess(db, { classId: l.classId, now }),
    ]);
  }
  return due.length;
}

export type RedeemSchoolResult = { ok: true; seats: number; months: number } | { ok: false };

/** A school coupon (months × seats) redeemed by the class's teacher: one licence, used once. */
export async function redeemSchoolCoupon(
  db: Db,
  teacherId: number,
  classId: number,
  input: string,
  start: LicenceStart = "now",
  now = Date.now(),
): Promise<RedeemSchoolResult> {
  const code = normalizeCouponCode(input);
  if (!code) return { ok: false };
  const unused = (column: "months" | "seats") =>
    sql`(SELECT ${sql.raw(column)} FROM coupons WHERE code = ${code} AND used_by IS NULL AND used_at IS NULL AND seats IS NOT NULL)`;
  const key = `coupon:${code}`;
  const [licence, refresh] = grantAccess(db, {
    classId,
    buyerId: teacherId,
    source: "coupon",
    key,
    seats: unused("seats"),
    months: unused("months"),
    amount: 0,
    start,
    guard: sql`${unused("seats")} IS NOT NULL`,
    now,
  });
  const [, used] = await db.batch([
    licence,
    db
      .update(coupons)
      .set({ usedBy: teacherId, usedAt: now, classId })
      .where(and(eq(coupons.code, code), isNull(coupons.usedBy), isNull(coupons.usedAt), sql`EXISTS (SELECT 1 FROM school_licences WHERE key = ${key})`))
      .returning({ months: coupons.months, seats: coupons.seats }),
    refresh,
  ]);
  if (used.length !== 1 || used[0].seats === null) return { ok: false };
  return { ok: true, seats: used[0].seats, months: used[0].months };
}

/** The admin's list: newest first, with the class, its school and the buyer. */
export function listLicences(db: Db, limit = 100) {
  return db
    .select({
      id: schoolLicences.id,
      classId: schoolLicences.classId,
      className: classes.name,
      school: classes.school,
      teacher: users.name,
      source: schoolLicences.source,
      seats: schoolLicences.seats,
      months: schoolLicences.months,
      amount: schoolLicences.amount,
      startAt: schoolLicences.startAt,
      endAt: schoolLicences.endAt,
      refundedAt: schoolLicences.refundedAt,
    })
    .from(schoolLicences)
    .innerJoin(classes, eq(classes.id, schoolLicences.classId))
    .leftJoin(users, eq(users.id, schoolLicences.buyerId))
    .orderBy(desc(schoolLicences.createdAt), desc(schoolLicences.id))
    .limit(limit)
    .all();
}

type Admin = AuditEntry["actor"];
export type LicenceChange = { ok: true } | { ok: false; reason: "not_found" | "refunded" };

async function licence(db: Db, id: number): Promise<LicenceRow | undefined> {
  return db.select().from(schoolLicences).where(eq(schoolLicences.id, id)).get();
}

/** Moves a licence's end by `days` (from now if it had ended); the class's members follow. */
export async function extendLicence(db: Db, admin: Admin, id: number, days: number, now = Date.now()): Promise<LicenceChange> {
  const row = await licence(db, id);
  if (!row) return { ok: false, reason: "not_found" };
  if (row.refundedAt !== null) return { ok: false, reason: "refunded" };
  const endAt = Math.max(now, row.endAt) + days * DAY_MS;
  await db.batch([
    // Guarded by the end read above, so two admins' clicks do not both apply to the same end.
    db
      .update(schoolLicences)
      .set({ endAt, warnedAt: null })
      .where(and(eq(schoolLicences.id, id), eq(schoolLicences.endAt, row.endAt), isNull(schoolLicences.refundedAt))),
    recordAuditIf(
      db,
      {
        actor: admin,
        action: "school.extend",
        targetType: "class",
        targetId: row.classId,
        before: { licence: id, endAt: row.endAt },
        after: { endAt, days },
        at: now,
      },
      sql`changes() = 1`,
    ),
    refreshAccess(db, { classId: row.classId, now }),
  ]);
  return { ok: true };
}

/** A refunded licence grants nothing from now on (the money goes back through the bank, outside the site). */
export async function refundLicence(db: Db, admin: Admin, id: number, now = Date.now()): Promise<LicenceChange> {
  const row = await licence(db, id);
  if (!row) return { ok: false, reason: "not_found" };
  if (row.refundedAt !== null) return { ok: false, reason: "refunded" };
  await db.batch([
    db
      .update(schoolLicences)
      .set({ refundedAt: now })
      .where(and(eq(schoolLicences.id, id), isNull(schoolLicences.refundedAt))),
    recordAuditIf(
      db,
      {
        actor: admin,
        action: "school.refund",
        targetType: "class",
        targetId: row.classId,
        before: { licence: id, endAt: row.endAt, amount: row.amount },
        after: { refundedAt: now },
        at: now,
      },
      sql`changes() = 1`,
    ),
    refreshAccess(db, { classId: row.classId, now }),
  ]);
  return { ok: true };
}

/** Cron: the buyer of each licence ending within 3 days is told once (warned_at marks it). */
export async function warnEndingLicences(env: Env, now: number): Promise<number> {
  const db = createDb(env.DB);
  const { after, until } = endingSoonWindow(now);
  const due = await db
    .select({ id: schoolLicences.id, buyerId: schoolLicences.buyerId, endAt: schoolLicences.endAt, className: classes.name })
    .from(schoolLicences)
    .innerJoin(classes, eq(classes.id, schoolLicences.classId))
    .where(
      and(
        isNull(schoolLicences.warnedAt),
        isNull(schoolLicences.refundedAt),
        isNull(classes.archivedAt),
        // Not when a licence carries the class on from that end (a renewal or a longer one).
        sql`NOT EXISTS (SELECT 1 FROM school_licences n WHERE n.class_id = ${schoolLicences.classId} AND n.refunded_at IS NULL
              AND n.id <> ${schoolLicences.id} AND n.start_at <= ${schoolLicences.endAt} AND n.end_at > ${schoolLicences.endAt})`,
        sql`${schoolLicences.endAt} > ${after} AND ${schoolLicences.endAt} <= ${until}`,
      ),
    )
    .limit(50)
    .all();
  let created = 0;
  for (const l of due) {
    const claimed = await db
      .update(schoolLicences)
      .set({ warnedAt: now })
      .where(and(eq(schoolLicences.id, l.id), isNull(schoolLicences.warnedAt)))
      .returning({ id: schoolLicences.id });
    if (claimed.length !== 1) continue;
    const made = await notify(env, db, {
      userId: l.buyerId,
      type: "subscription",
      ckey: `schoolEnding:${l.id}:${l.endAt}`,
      params: { via: "school", class: l.className.slice(0, 80), date: l.endAt },
      now,
    });
    if (made) created++;
  }
  return created;
}
