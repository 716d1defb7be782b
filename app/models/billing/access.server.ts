// The one writer of paid access (ADR 041, DESIGN "One writer per grant"). A grant is a ledger row
// (personal: a paid bill, a coupon, an admin's change) or a school licence; each has an idempotent key
// and is written only when the caller's guard holds, inside the caller's own D1 batch. users.end_at is
// then recomputed from the ledger and the licences by one SQL expression: the later of the personal end
// and the school end, where a member's school end comes from licences with a seat for their joining
// rank (the rule of app/core/billing/school-plans.ts). Readers keep reading users.end_at.
import { sql, type SQL } from "drizzle-orm";
import { DAYS_PER_SCHOOL_MONTH, type LicenceStart } from "~/core/billing/school-plans";
import { DAY_MS } from "~/core/billing/subscription";
import type { Db } from "~/db/client.server";
import { accessGrants, schoolLicences, users } from "~/db/schema";

/** The personal end of the user whose id is `userId` (a column or a value): the latest ledger row's end. */
export const personalEndSql = (userId: SQL) => sql`(SELECT g.end_after FROM access_grants g WHERE g.user_id = ${userId} ORDER BY g.id DESC LIMIT 1)`;

/** A member's rank in their class (`m`): the current members who joined before them (ties by user id). */
const rankSql = sql`(SELECT count(*) FROM class_members o WHERE o.class_id = m.class_id AND o.left_at IS NULL
  AND (o.joined_at < m.joined_at OR (o.joined_at = m.joined_at AND o.user_id < m.user_id)))`;

/** seatsAt of school-plans.ts for the class of `m`: the seats of its licences (not refunded) running at `t`. */
const seatsAtSql = (t: SQL) => sql`(SELECT COALESCE(SUM(k.seats), 0) FROM school_licences k
  WHERE k.class_id = m.class_id AND k.refunded_at IS NULL AND k.start_at <= ${t} AND k.end_at > ${t})`;

/**
 * schoolEndFor of school-plans.ts, over every class the user is a current member of (the latest wins):
 * with a seat for their rank now, the first licence end from which the seats no longer reach it.
 */
const schoolEndSql = (userId: SQL, now: number) => sql`(
  SELECT MAX(CASE WHEN ${seatsAtSql(sql`${now}`)} > ${rankSql} THEN (
    SELECT MIN(e.end_at) FROM school_licences e
    WHERE e.class_id = m.class_id AND e.refunded_at IS NULL AND e.end_at > ${now} AND ${seatsAtSql(sql`e.end_at`)} <= ${rankSql}) END)
  FROM class_members m WHERE m.user_id = ${userId} AND m.left_at IS NULL)`;

const userIdColumn = sql`"users"."id"`;

/** effectiveAccessEnd of school-plans.ts in SQL: the later of the two, NULL when neither exists. */
const effectiveEndSql = (now: number) => sql`NULLIF(MAX(COALESCE(${personalEndSql(userIdColumn)}, 0), COALESCE(${schoolEndSql(userIdColumn, now)}, 0)), 0)`;

export type AccessScope = ({ userId: number } | { classId: number; alsoUserId?: number }) & { now?: number };

/**
 * Recomputes users.end_at for one user, or for everyone who is or was in a class (plus one more), as
 * of `now`. Seats only grow when a licence starts: a renewal that starts later is applied then by the
 * cron (startScheduledLicences); everything else that changes access calls this in its own batch.
 */
export function refreshAccess(db: Db, scope: AccessScope) {
  const where =
    "userId" in scope
      ? sql`"users"."id" = ${scope.userId}`
      : sql`"users"."id" IN (SELECT user_id FROM class_members WHERE class_id = ${scope.classId}) OR "users"."id" = ${scope.alsoUserId ?? -1}`;
  return db
    .update(users)
    .set({ endAt: effectiveEndSql(scope.now ?? Date.now()) })
    .where(where);
}

export type PersonalGrant = {
  userId: number;
  source: "payment" | "coupon" | "admin";
  /** Unique per grant: payment:<invoice>, coupon:<code>, admin:<uuid>. */
  key: string;
  /** Days to add (an SQL expression when the days come from the row the guard reads); negative shortens. */
  days: number | SQL;
  /** Granted only while this holds, evaluated in the batch (e.g. "the coupon is still unused"). */
  guard?: SQL;
  now: number;
};

export type SchoolGrant = {
  classId: number;
  buyerId: number;
  source: "payment" | "coupon";
  /** invoice:<id> or coupon:<code>. */
  key: string;
  seats: number | SQL;
  months: number | SQL;
  amount: number;
  /** "renewal": it starts when the class's licences still to end have ended (newLicencePeriod). */
  start: LicenceStart;
  guard?: SQL;
  now: number;
};

/** newLicencePeriod's start in SQL, read in the batch: a renewal follows the class's latest end still to come. */
export function licenceStartSql(classId: number, start: LicenceStart, now: number): SQL {
  if (start === "now") return sql`${now}`;
  return sql`MAX(${now}, COALESCE((SELECT MAX(end_at) FROM school_licences WHERE class_id = ${classId} AND refunded_at IS NULL AND end_at > ${now}), 0))`;
}

const asSql = (value: number | SQL) => (typeof value === "number" ? sql`${value}` : value);

/**
 * The statements of one grant, for the caller's batch: the ledger row or licence (once per key, only
 * under the guard), then the recomputed end date of everyone it touches.
 */
export function grantAccess(db: Db, grant: PersonalGrant | SchoolGrant) {
  if ("userId" in grant) {
    const days = asSql(grant.days);
    const personal = personalEndSql(sql`${grant.userId}`);
    // A grant extends from now when the personal plan has run out, and from its end while it runs;
    // shortening (an admin's negative days) moves the end back and needs a plan to shorten.
    const endAfter = sql`CASE WHEN ${days} > 0 THEN MAX(${grant.now}, COALESCE(${personal}, 0)) + ${days} * ${DAY_MS} ELSE ${personal} + ${days} * ${DAY_MS} END`;
    const guard = sql`${grant.guard ?? sql`1`} AND ${days} IS NOT NULL AND (${days} > 0 OR ${personal} IS NOT NULL)`;
    return [
      db
        .insert(accessGrants)
        .select(
          db
            .select({
              id: sql<null>`NULL`.as("id"),
              userId: sql<number>`${grant.userId}`.as("user_id"),
              source: sql<string>`${grant.source}`.as("source"),
              key: sql<string>`${grant.key}`.as("key"),
              days: sql<number>`${days}`.as("days"),
              endBefore: sql<number | null>`${personal}`.as("end_before"),
              endAfter: sql<number>`${endAfter}`.as("end_after"),
              createdAt: sql<number>`${grant.now}`.as("created_at"),
            })
            .from(sql`(SELECT 1)`)
            .where(guard),
        )
        .onConflictDoNothing(),
      refreshAccess(db, { userId: grant.userId, now: grant.now }),
    ] as const;
  }
  const months = asSql(grant.months);
  const startAt = licenceStartSql(grant.classId, grant.start, grant.now);
  return [
    db
      .insert(schoolLicences)
      .select(
        db
          .select({
            id: sql<null>`NULL`.as("id"),
            classId: sql<number>`${grant.classId}`.as("class_id"),
            buyerId: sql<number>`${grant.buyerId}`.as("buyer_id"),
            source: sql<string>`${grant.source}`.as("source"),
            key: sql<string>`${grant.key}`.as("key"),
            seats: sql<number>`${asSql(grant.seats)}`.as("seats"),
            months: sql<number>`${months}`.as("months"),
            amount: sql<number>`${grant.amount}`.as("amount"),
            startAt: sql<number>`${startAt}`.as("start_at"),
            endAt: sql<number>`${startAt} + ${months} * ${DAYS_PER_SCHOOL_MONTH * DAY_MS}`.as("end_at"),
            refundedAt: sql<null>`NULL`.as("refunded_at"),
            warnedAt: sql<null>`NULL`.as("warned_at"),
            // A licence that starts later is applied by the cron when it starts.
            begunAt: sql<number | null>`CASE WHEN ${startAt} <= ${grant.now} THEN ${grant.now} END`.as("begun_at"),
            createdAt: sql<number>`${grant.now}`.as("created_at"),
          })
          .from(sql`(SELECT 1)`)
          .where(sql`${grant.guard ?? sql`1`} AND ${months} IS NOT NULL`),
      )
      .onConflictDoNothing(),
    refreshAccess(db, { classId: grant.classId, now: grant.now }),
  ] as const;
}

/** The personal end (ledger), for screens that show it apart from the school's. */
export async function personalEnd(db: Db, userId: number): Promise<number | null> {
  const row = await db.get<{ end: number | null }>(sql`SELECT ${personalEndSql(sql`${userId}`)} AS end`);
  return row?.end ?? null;
}
