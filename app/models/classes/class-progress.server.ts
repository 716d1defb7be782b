// The live tab's D1 figures (ADR 040): the progress table of a class in one query, the class's per-key
// sums in one more, and one student's page. Only what a student did since joining the class counts
// (the class's results), and only active members (left_at null) are shown.
import { sql } from "drizzle-orm";
import { DAY_MS, UB_OFFSET_MS, ubDay, ubDayStart } from "~/core/admin/admin-dashboard";
import { STUDENT_CHART_DAYS, ubWeekStart, type DayPoint, type KeySums, type ProgressRow } from "~/core/classes/class-progress";
import { MAX_STARS, POINTS_PER_STAR } from "~/core/lessons/stars";
import type { KeyStatsLayout } from "~/core/typing/key-stats";
import type { Db } from "~/db/client.server";

/** starsForScore (app/core/lessons/stars.ts) in SQL, for integer scores: ceil(score / 40), at most 5, 0 for no score. */
const STARS_OF_BEST = sql.raw(`CASE WHEN ul.best_score > 0 THEN min(${MAX_STARS}, (ul.best_score + ${POINTS_PER_STAR - 1}) / ${POINTS_PER_STAR}) ELSE 0 END`);

interface ProgressSqlRow {
  id: number;
  name: string;
  studentNumber: string | null;
  lessonsDone: number | null;
  stars: number | null;
  bestWpm: number | null;
  avgWpm: number | null;
  accuracy: number | null;
  weekMs: number | null;
  lastActive: number | null;
}

/** Every active member's row, in one query whatever the class's size. */
export async function classProgress(db: Db, cls: { id: number; curriculum: KeyStatsLayout }, now = Date.now()): Promise<ProgressRow[]> {
  const week = ubWeekStart(now);
  const rows = await db.all<ProgressSqlRow>(sql`
    WITH m AS (
      SELECT cm.user_id, u.name, cm.student_number, cm.joined_at
      FROM class_members cm JOIN users u ON u.id = cm.user_id
      WHERE cm.class_id = ${cls.id} AND cm.left_at IS NULL
    ),
    lz AS (
      SELECT ul.user_id, count(*) AS done, sum(${STARS_OF_BEST}) AS stars
      FROM user_lessons ul JOIN m ON m.user_id = ul.user_id JOIN lessons l ON l.id = ul.lesson_id
      WHERE l.curriculum = ${cls.curriculum}
      GROUP BY ul.user_id
    ),
    tz AS (
      SELECT t.user_id, max(t.wpm) AS best, avg(t.wpm) AS avg_wpm, avg(t.accuracy) AS acc,
        sum(CASE WHEN t.created_at >= ${week} THEN t.duration_ms ELSE 0 END) AS week_ms, max(t.created_at) AS last
      FROM test_results t JOIN m ON m.user_id = t.user_id
      WHERE t.created_at >= m.joined_at
      GROUP BY t.user_id
    ),
    az AS (
      SELECT a.user_id, sum(CASE WHEN a.created_at >= ${week} THEN coalesce(a.duration_ms, 0) ELSE 0 END) AS week_ms, max(a.created_at) AS last
      FROM lesson_attempts a JOIN m ON m.user_id = a.user_id
      WHERE a.created_at >= m.joined_at
      GROUP BY a.user_id
    )
    SELECT m.user_id AS id, m.name AS name, m.student_number AS studentNumber,
      lz.done AS lessonsDone, lz.stars AS stars, tz.best AS bestWpm, tz.avg_wpm AS avgWpm, tz.acc AS accuracy,
      coalesce(tz.week_ms, 0) + coalesce(az.week_ms, 0) AS weekMs,
      nullif(max(coalesce(tz.last, 0), coalesce(az.last, 0)), 0) AS lastActive
    FROM m LEFT JOIN lz ON lz.user_id = m.user_id LEFT JOIN tz ON tz.user_id = m.user_id LEFT JOIN az ON az.user_id = m.user_id
    ORDER BY m.name, m.user_id`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    studentNumber: r.studentNumber,
    lessonsDone: r.lessonsDone ?? 0,
    stars: r.stars ?? 0,
    bestWpm: r.bestWpm,
    avgWpm: r.avgWpm === null ? null : Math.round(r.avgWpm),
    accuracy: r.accuracy === null ? null : Math.round(r.accuracy),
    minutesThisWeek: Math.floor((r.weekMs ?? 0) / 60_000),
    lastActive: r.lastActive,
  }));
}

/** The class's per-key sums on its curriculum's keyboard (one grouped query; classKeyStats turns them into figures). */
export function classKeySums(db: Db, classId: number, layout: KeyStatsLayout): Promise<KeySums[]> {
  return db.all<KeySums>(sql`
    SELECT k.code AS code, sum(k.hits) AS hits, sum(k.misses) AS misses, sum(k.timed_n) AS n,
      sum(k.timed_n * k.mean_ms) AS sumMean, sum(k.timed_n * k.mean_ms * k.mean_ms) AS sumMeanSq, sum(k.m2) AS sumM2
    FROM key_stats k JOIN class_members cm ON cm.user_id = k.user_id
    WHERE cm.class_id = ${classId} AND cm.left_at IS NULL AND k.layout = ${layout}
    GROUP BY k.code
    ORDER BY k.code`);
}

export interface ClassStudent {
  id: number;
  name: string;
  studentNumber: string | null;
  joinedAt: number;
}

/** The student if they are an active member of the class, else undefined (the page answers 404). */
export function activeMember(db: Db, classId: number, studentId: number): Promise<ClassStudent | undefined> {
  return db.get<ClassStudent>(sql`
    SELECT u.id AS id, u.name AS name, cm.student_number AS studentNumber, cm.joined_at AS joinedAt
    FROM class_members cm JOIN users u ON u.id = cm.user_id
    WHERE cm.class_id = ${classId} AND cm.user_id = ${studentId} AND cm.left_at IS NULL`);
}

const RECENT_RESULTS = 15;

export interface RecentResult {
  kind: "lesson" | "test";
  /** The lesson's level; null for a test. */
  level: number | null;
  wpm: number;
  accuracy: number;
  at: number;
}

/** A student's WPM per day (60-second tests, the last 30 Ulaanbaatar days since joining) and their recent results. */
export async function studentResults(db: Db, student: ClassStudent, now = Date.now()): Promise<{ days: DayPoint[]; recent: RecentResult[]; today: number }> {
  const today = ubDay(now);
  const from = Math.max(student.joinedAt, ubDayStart(today - STUDENT_CHART_DAYS + 1));
  const [days, recent] = await Promise.all([
    db.all<DayPoint>(sql`
      SELECT CAST((created_at + ${UB_OFFSET_MS}) / ${DAY_MS} AS INTEGER) AS day, max(wpm) AS best, CAST(round(avg(wpm)) AS INTEGER) AS average
      FROM test_results WHERE user_id = ${student.id} AND created_at >= ${from}
      GROUP BY day ORDER BY day`),
    db.all<RecentResult>(sql`
      SELECT * FROM (
        SELECT 'test' AS kind, NULL AS level, wpm, accuracy, created_at AS at FROM test_results
        WHERE user_id = ${student.id} AND created_at >= ${student.joinedAt}
        UNION ALL
        SELECT 'lesson' AS kind, l.level AS level, a.wpm, a.accuracy, a.created_at AS at FROM lesson_attempts a JOIN lessons l ON l.id = a.lesson_id
        WHERE a.user_id = ${student.id} AND a.created_at >= ${student.joinedAt}
      ) ORDER BY at DESC LIMIT ${RECENT_RESULTS}`),
  ]);
  return { days, recent, today };
}
