// All-time and this-month top lists by WPM. Both read an index in order (users.record_wpm,
// monthly_records(month, best_wpm)) and stop after `limit` rows: never a full scan.
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { ulaanbaatarMonth } from "~/core/shared/calendar";
import type { Db } from "~/db/client.server";
import { monthlyRecords, users } from "~/db/schema";
import { avatarUrl } from "~/utils/avatar";
import { TOP_LIST_MAX, type TopEntry } from "~/core/typing/typing-api";

export type { TopEntry };
export const MAX_TOP = TOP_LIST_MAX;

function clampLimit(limit: number) {
  return Math.min(MAX_TOP, Math.max(1, Math.floor(limit) || MAX_TOP));
}

export async function topAllTime(db: Db, limit = MAX_TOP): Promise<TopEntry[]> {
  // The date of the record: the month row holding it (an index read on the monthly_records key).
  const achievedAt = sql<number | null>`(SELECT ${monthlyRecords.achievedAt} FROM ${monthlyRecords}
    WHERE ${monthlyRecords.userId} = ${users.id} ORDER BY ${monthlyRecords.bestWpm} DESC, ${monthlyRecords.achievedAt} ASC LIMIT 1)`;
  const rows = await db
    .select({ id: users.id, name: users.name, image: users.image, wpm: users.recordWpm, date: achievedAt, createdAt: users.createdAt })
    .from(users)
    // A class account is never shown outside its class (ADR 038).
    .where(and(gt(users.recordWpm, 0), eq(users.active, true), eq(users.classAccount, false)))
    .orderBy(desc(users.recordWpm), desc(users.id))
    .limit(clampLimit(limit))
    .all();
  return rows.map((r) => ({ id: r.id, name: r.name, image: avatarUrl(r.image), date: r.date ?? r.createdAt, wpm: r.wpm }));
}

export async function topThisMonth(db: Db, now = Date.now(), limit = MAX_TOP): Promise<TopEntry[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, image: users.image, wpm: monthlyRecords.bestWpm, date: monthlyRecords.achievedAt })
    .from(monthlyRecords)
    .innerJoin(users, eq(users.id, monthlyRecords.userId))
    .where(and(eq(monthlyRecords.month, ulaanbaatarMonth(now)), gt(monthlyRecords.bestWpm, 0), eq(users.active, true), eq(users.classAccount, false)))
    .orderBy(desc(monthlyRecords.bestWpm))
    .limit(clampLimit(limit))
    .all();
  return rows.map((r) => ({ ...r, image: avatarUrl(r.image) }));
}
