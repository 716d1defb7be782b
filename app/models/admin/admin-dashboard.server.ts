// The admin dashboard's figures (issue 18): per-day counts over the last DASHBOARD_DAYS Ulaanbaatar
// days, read through created_at indexes, plus a few numbers about right now.
import { sql } from "drizzle-orm";
import { ACTIVE_DAYS, DAY_MS, DASHBOARD_DAYS, fillDays, UB_OFFSET_MS, ubDay, ubDayStart, type DayValue } from "~/core/admin/admin-dashboard";
import type { Db } from "~/db/client.server";

/** Rows of (day, value) for `table` since `from`; the day formula is ubDay's. */
async function perDay(db: Db, table: "users" | "test_results" | "lesson_attempts" | "payments", value: "count" | "amount", from: number): Promise<DayValue[]> {
  const measure = value === "count" ? sql`count(*)` : sql`COALESCE(sum(amount), 0)`;
  return db.all<DayValue>(sql`
    SELECT CAST((created_at + ${UB_OFFSET_MS}) / ${DAY_MS} AS INTEGER) AS day, ${measure} AS value
    FROM ${sql.identifier(table)}
    WHERE created_at >= ${from}
    GROUP BY day`);
}

export async function adminDashboard(db: Db, now = Date.now()) {
  const today = ubDay(now);
  const from = ubDayStart(today - DASHBOARD_DAYS + 1);
  const activeFrom = now - ACTIVE_DAYS * DAY_MS;
  const [signups, tests, lessons, payments, revenue, current] = await Promise.all([
    perDay(db, "users", "count", from),
    perDay(db, "test_results", "count", from),
    perDay(db, "lesson_attempts", "count", from),
    perDay(db, "payments", "count", from),
    perDay(db, "payments", "amount", from),
    db.get<{ active: number; openBills: number; rooms: number; prizeRaces: number }>(sql`
      SELECT
        (SELECT count(*) FROM (
           SELECT user_id FROM test_results WHERE created_at >= ${activeFrom}
           UNION SELECT user_id FROM lesson_attempts WHERE created_at >= ${activeFrom})) AS active,
        (SELECT count(*) FROM invoices WHERE status = 'created' AND created_at >= ${now - DAY_MS}) AS openBills,
        (SELECT count(*) FROM rooms WHERE status = 'racing') AS rooms,
        (SELECT count(*) FROM prize_races WHERE active = 1 AND closed_at IS NULL AND start_at <= ${now} AND end_at > ${now}) AS prizeRaces`),
  ]);
  const series = (rows: DayValue[]) => fillDays(rows, today);
  return {
    days: DASHBOARD_DAYS,
    activeDays: ACTIVE_DAYS,
    now: {
      activeLearners: current?.active ?? 0,
      openBills: current?.openBills ?? 0,
      roomsRacing: current?.rooms ?? 0,
      prizeRacesRunning: current?.prizeRaces ?? 0,
    },
    series: {
      signups: series(signups),
      tests: series(tests),
      lessons: series(lessons),
      payments: series(payments),
      revenue: series(revenue),
    },
  };
}

export type AdminDashboard = Awaited<ReturnType<typeof adminDashboard>>;
