// Per-key statistics in D1 (issue 19 §3). `keyStatsWrites` returns statements that the caller puts
// into the SAME db.batch as the result they come from: each is guarded by "this source has not been
// folded in yet", and the last one records the source, so a retried post changes nothing. The rows
// are merged in SQL (counts added, Welford's figures combined as in app/core/typing/key-stats.ts
// mergeTiming), so two results saved at the same moment cannot overwrite each other.
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { keyDeltas, pressesOfTestLog, type KeyStat, type KeyStatsLayout } from "~/core/typing/key-stats";
import { replayLog } from "~/core/typing/keystroke-log";
import type { Keystroke } from "~/core/typing/typing-engine";
import type { Db } from "~/db/client.server";
import { keyConfusions, keyStatSources, keyStats } from "~/db/schema";

export type KeyStatsSource = `${"test" | "lesson" | "practice" | "guest" | "prize" | "exam"}:${string}`;

/** The statements that fold `deltas` into the learner's rows once per source; none when there is nothing to fold. */
export function keyStatsWrites(
  db: Db,
  userId: number,
  layout: KeyStatsLayout,
  source: KeyStatsSource,
  deltas: readonly KeyStat[],
  now: number,
): BatchItem<"sqlite">[] {
  if (deltas.length === 0) return [];
  const fresh = sql`NOT EXISTS (SELECT 1 FROM ${keyStatSources} WHERE ${keyStatSources.id} = ${source})`;
  const rows = JSON.stringify(deltas.map((d) => [d.code, d.hits, d.misses, d.timing.n, d.timing.mean, d.timing.m2]));
  const confusions = JSON.stringify(deltas.flatMap((d) => Object.entries(d.confusions).map(([pressed, count]) => [d.code, pressed, count])));
  const at = (i: number) => sql.raw(`json_extract(value, '$[${i}]')`);
  const n = sql`${keyStats.timedN} + excluded.timed_n`;
  const writes: BatchItem<"sqlite">[] = [
    db
      .insert(keyStats)
      .select(
        db
          .select({
            userId: sql<number>`${userId}`.as("user_id"),
            layout: sql<KeyStatsLayout>`${layout}`.as("layout"),
            code: sql<string>`${at(0)}`.as("code"),
            hits: sql<number>`${at(1)}`.as("hits"),
            misses: sql<number>`${at(2)}`.as("misses"),
            timedN: sql<number>`${at(3)}`.as("timed_n"),
            meanMs: sql<number>`${at(4)}`.as("mean_ms"),
            m2: sql<number>`${at(5)}`.as("m2"),
            updatedAt: sql<number>`${now}`.as("updated_at"),
          })
          .from(sql`json_each(${rows})`)
          .where(fresh),
      )
      .onConflictDoUpdate({
        target: [keyStats.userId, keyStats.layout, keyStats.code],
        set: {
          hits: sql`${keyStats.hits} + excluded.hits`,
          misses: sql`${keyStats.misses} + excluded.misses`,
          timedN: n,
          meanMs: sql`CASE WHEN ${n} = 0 THEN 0 ELSE (${keyStats.meanMs} * ${keyStats.timedN} + excluded.mean_ms * excluded.timed_n) / (${n}) END`,
          m2: sql`CASE WHEN ${n} = 0 THEN 0 ELSE ${keyStats.m2} + excluded.m2 + (excluded.mean_ms - ${keyStats.meanMs}) * (excluded.mean_ms - ${keyStats.meanMs}) * ${keyStats.timedN} * excluded.timed_n / (${n}) END`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
  ];
  if (confusions !== "[]") {
    writes.push(
      db
        .insert(keyConfusions)
        .select(
          db
            .select({
              userId: sql<number>`${userId}`.as("user_id"),
              layout: sql<KeyStatsLayout>`${layout}`.as("layout"),
              code: sql<string>`${at(0)}`.as("code"),
              pressed: sql<string>`${at(1)}`.as("pressed"),
              count: sql<number>`${at(2)}`.as("count"),
            })
            .from(sql`json_each(${confusions})`)
            .where(fresh),
        )
        .onConflictDoUpdate({
          target: [keyConfusions.userId, keyConfusions.layout, keyConfusions.code, keyConfusions.pressed],
          set: { count: sql`${keyConfusions.count} + excluded.count` },
        }),
    );
  }
  writes.push(db.insert(keyStatSources).values({ id: source, userId, createdAt: now }).onConflictDoNothing());
  return writes;
}

/**
 * The writes for a whole-text attempt (prize race, certificate exam, practice round) the server has
 * already judged: the replay gives the expected characters, the posted log the times of the presses.
 */
export function attemptKeyStatsWrites(
  db: Db,
  userId: number,
  layout: KeyStatsLayout,
  source: KeyStatsSource,
  text: string,
  keystrokes: readonly Keystroke[],
  now: number,
): BatchItem<"sqlite">[] {
  const replayed = replayLog(text, keystrokes, true).log;
  const presses = pressesOfTestLog(replayed.map((entry, i) => ({ ...entry, t: keystrokes[i]?.t ?? entry.t })));
  return keyStatsWrites(db, userId, layout, source, keyDeltas(layout, presses), now);
}

/** Runs the writes on their own (guest merges and practice rounds, which have no other result row). */
export async function foldKeyStats(
  db: Db,
  userId: number,
  layout: KeyStatsLayout,
  source: KeyStatsSource,
  deltas: readonly KeyStat[],
  now = Date.now(),
): Promise<boolean> {
  const writes = keyStatsWrites(db, userId, layout, source, deltas, now);
  const [first, ...rest] = writes;
  if (!first) return false;
  const already = await db.select({ id: keyStatSources.id }).from(keyStatSources).where(eq(keyStatSources.id, source)).get();
  await db.batch([first, ...rest]);
  return !already;
}

/** One learner's rows for one layout, with every confusion. */
export async function readKeyStats(db: Db, userId: number, layout: KeyStatsLayout): Promise<KeyStat[]> {
  const [rows, confusions] = await db.batch([
    db
      .select()
      .from(keyStats)
      .where(and(eq(keyStats.userId, userId), eq(keyStats.layout, layout)))
      .orderBy(keyStats.code),
    db
      .select()
      .from(keyConfusions)
      .where(and(eq(keyConfusions.userId, userId), eq(keyConfusions.layout, layout))),
  ]);
  const byCode = new Map<string, Record<string, number>>();
  for (const c of confusions) {
    const map = byCode.get(c.code) ?? {};
    map[c.pressed] = c.count;
    byCode.set(c.code, map);
  }
  return rows.map((r) => ({
    code: r.code,
    hits: r.hits,
    misses: r.misses,
    timing: { n: r.timedN, mean: r.meanMs, m2: r.m2 },
    confusions: byCode.get(r.code) ?? {},
  }));
}
