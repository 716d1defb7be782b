// Saving a finished 60-second test (SPEC §4, §7 upgrade-wpm). The server replays the keystroke log
// with app/core, refuses impossible results, and applies the grant exactly once: the test id is the
// client's, test_results and point_grants are keyed by it, and the grant is one D1 batch.
import { and, count, eq, max, sql } from "drizzle-orm";
import { ulaanbaatarMonth } from "~/core/shared/calendar";
import { rankForPoints } from "~/core/accounts/ranks";
import { isScriptTest, type UpgradeWpm, type UpgradeWpmStats } from "~/core/typing/typing-api";
import { recomputeTestResult, type RefusalReason } from "~/core/typing/typing-result";
import { keyDeltas, pressesOfTestLog } from "~/core/typing/key-stats";
import { replayLog } from "~/core/typing/keystroke-log";
import type { Db } from "~/db/client.server";
import { monthlyRecords, pointGrants, testResults, users } from "~/db/schema";
import { keyStatsWrites } from "./key-stats.server";
import { testTextById } from "./texts.server";

/** A finished test is worth one point (SPEC §9). */
export const TEST_POINTS = 1;

/** SPEC §7 upgrade-wpm response (its schema: app/core/typing/typing-api.ts). */
export type { UpgradeWpmStats };

export type SaveOutcome =
  | { ok: true; stats: UpgradeWpmStats }
  /** A refusal names its domain error kind; the route takes the status from STATUS_OF_ERROR (ADR 024). */
  | { ok: false; kind: "invalid"; reason: RefusalReason | "text" }
  | { ok: false; kind: "conflict"; reason: "test-id" };

type UserStats = Pick<typeof users.$inferSelect, "points" | "avgWpm" | "avgPercent" | "recordWpm" | "testsCount">;

export function statsResponse(user: UserStats, test: { wpm: number; cpm: number; accuracy: number }, counted: boolean): UpgradeWpmStats {
  const rank = rankForPoints(user.points);
  return {
    result: true,
    avg_wpm: user.avgWpm,
    avg_p: user.avgPercent,
    avg_percent: user.avgPercent,
    record: user.recordWpm,
    point: user.points,
    tests_count: user.testsCount,
    rank: { image: rank.image, name: rank.nameMn, name_en: rank.nameEn },
    ...test,
    counted,
  };
}

export async function saveTestResult(db: Db, userId: number, input: UpgradeWpm, now = Date.now()): Promise<SaveOutcome> {
  const text = await testTextById(db, input.textId);
  if (!text) return { ok: false, kind: "invalid", reason: "text" };
  const outcome = recomputeTestResult(text.text, input.keystrokes, input.durationMs);
  if (!outcome.ok) return { ok: false, kind: "invalid", reason: outcome.reason };
  const r = outcome.result;

  await db
    .insert(testResults)
    .values({
      id: input.testId,
      userId,
      language: text.language,
      level: text.level,
      wpm: r.wpm,
      cpm: r.cpm,
      accuracy: r.accuracy,
      characters: r.characters,
      errors: r.errorWords,
      durationMs: r.durationMs,
      textId: text.id,
      createdAt: now,
    })
    .onConflictDoNothing();
  // A retried post finds its own row (and is answered with the figures stored the first time);
  // someone else's test id is refused.
  const saved = await db.select().from(testResults).where(eq(testResults.id, input.testId)).get();
  if (!saved || saved.userId !== userId) return { ok: false, kind: "conflict", reason: "test-id" };

  const granted = sql`EXISTS (SELECT 1 FROM ${pointGrants} WHERE ${pointGrants.source} = 'test' AND ${pointGrants.sourceId} = ${saved.id} AND ${pointGrants.userId} = ${userId})`;
  // Running averages weighted by the number of tests so far, rounded to whole numbers.
  const avg = (column: typeof users.avgWpm | typeof users.avgPercent, value: number) =>
    sql`CAST(ROUND((${column} * ${users.testsCount} + ${value}) * 1.0 / (${users.testsCount} + 1)) AS INTEGER)`;
  const month = ulaanbaatarMonth(saved.createdAt);
  const notGrantedYet = and(eq(users.id, userId), sql`NOT ${granted}`);
  // The traditional script's test (issue 32) earns its point like any test, but its speed is its own
  // figure: it never moves the averages, the record, the monthly record (the top lists) or the
  // Cyrillic and Latin key rows.
  const script = isScriptTest(text.language);
  const speedFigures = {
    avgWpm: avg(users.avgWpm, saved.wpm),
    avgPercent: avg(users.avgPercent, saved.accuracy),
    recordWpm: sql`MAX(${users.recordWpm}, ${saved.wpm})`,
    testsCount: sql`${users.testsCount} + 1`,
  };
  const userUpdate = db
    .update(users)
    .set({ points: sql`${users.points} + ${TEST_POINTS}`, ...(script ? {} : speedFigures) })
    .where(notGrantedYet);
  // The per-key rows move in the same transaction, once per test id (key-stats.server.ts); the
  // expected characters come from the server's own replay, not from the posted log.
  const keyWrites = keyStatsWrites(
    db,
    userId,
    text.language,
    `test:${saved.id}`,
    keyDeltas(text.language, pressesOfTestLog(replayLog(text.text, input.keystrokes).log)),
    now,
  );
  const monthlyRecord = script
    ? []
    : [
        db
          .insert(monthlyRecords)
          .values({ userId, month, bestWpm: saved.wpm, achievedAt: saved.createdAt })
          .onConflictDoUpdate({
            target: [monthlyRecords.userId, monthlyRecords.month],
            set: { bestWpm: saved.wpm, achievedAt: saved.createdAt },
            setWhere: sql`${monthlyRecords.bestWpm} < ${saved.wpm}`,
          }),
      ];

  // One transaction. The user update runs only while the grant row does not exist yet, so however
  // often this is retried (or raced), the point and the averages move once.
  const results = await db.batch([
    userUpdate,
    ...keyWrites,
    ...monthlyRecord,
    db.insert(pointGrants).values({ userId, source: "test", sourceId: saved.id, points: TEST_POINTS, createdAt: now }).onConflictDoNothing(),
    db.select().from(users).where(eq(users.id, userId)),
  ]);
  const [user] = results[results.length - 1] as (typeof users.$inferSelect)[];
  if (!user) return { ok: false, kind: "conflict", reason: "test-id" };
  // Counted by the one request whose update ran (the grant's time would not do: two sends in the
  // same millisecond both found it equal to their own `now`).
  const counted = results[0].meta.changes === 1;
  const figures = script ? { ...user, ...(await scriptTestFigures(db, userId)) } : user;
  return { ok: true, stats: statsResponse(figures, { wpm: saved.wpm, cpm: saved.cpm, accuracy: saved.accuracy }, counted) };
}

/**
 * A learner's own traditional-script figures (issue 32), from their script results: average speed
 * and accuracy, best speed and the number of tests. One index range (test_results_user_level_idx).
 */
export async function scriptTestFigures(db: Db, userId: number): Promise<Pick<UserStats, "avgWpm" | "avgPercent" | "recordWpm" | "testsCount">> {
  const row = await db
    .select({
      avgWpm: sql<number>`CAST(COALESCE(ROUND(AVG(${testResults.wpm})), 0) AS INTEGER)`,
      avgPercent: sql<number>`CAST(COALESCE(ROUND(AVG(${testResults.accuracy})), 0) AS INTEGER)`,
      recordWpm: max(testResults.wpm),
      testsCount: count(),
    })
    .from(testResults)
    .where(and(eq(testResults.userId, userId), eq(testResults.language, "mn-Mong")))
    .get();
  return { avgWpm: row?.avgWpm ?? 0, avgPercent: row?.avgPercent ?? 0, recordWpm: row?.recordWpm ?? 0, testsCount: row?.testsCount ?? 0 };
}
