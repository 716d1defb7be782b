// Typing-test texts from D1 (loaded by scripts/seed.mjs from content/texts).
import { and, desc, eq, isNull, isNotNull, ne, sql } from "drizzle-orm";
import { TEXT_MEMORY, drawableTextIds } from "~/core/typing/text-memory";
import type { TestLanguage, TestLevel, TestText } from "~/core/typing/typing-api";
import type { Db } from "~/db/client.server";
import { testResults, texts } from "~/db/schema";

export type { TestText };

export interface DrawOptions {
  /** The text just shown (the client's "another text"): avoided when there is another to give. */
  exclude?: number;
  /**
   * The text ids of the learner's latest tests of this level and language, newest first; the draw
   * avoids the last TEXT_MEMORY of them (app/core/typing/text-memory.ts). A guest has none.
   */
  seen?: readonly number[];
  /** 0 ≤ r < 1, picks among the drawable texts in id order; tests pass their own to reach every one. */
  random?: () => number;
}

/** A random text of the level and language that the learner has not met in their latest tests. */
export async function randomText(db: Db, level: TestLevel, language: TestLanguage, options: DrawOptions = {}): Promise<TestText | null> {
  const { exclude, seen = [], random = Math.random } = options;
  // Retired texts are not handed out any more (the admin's texts screen).
  const candidates = await db
    .select({ id: texts.id })
    .from(texts)
    .where(and(eq(texts.level, level), eq(texts.language, language), isNull(texts.retiredAt)))
    .orderBy(texts.id)
    .all();
  // The text just shown counts as the newest one seen, on top of the learner's memory.
  const pool = exclude
    ? drawableTextIds(
        candidates.map((c) => c.id),
        [exclude, ...seen],
        TEXT_MEMORY + 1,
      )
    : drawableTextIds(
        candidates.map((c) => c.id),
        seen,
      );
  if (pool.length === 0) return null;
  const id = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))];
  const row = await db.select().from(texts).where(eq(texts.id, id)).get();
  if (!row || row.level === "certificate" || row.level === "prize") return null;
  return { id: row.id, level: row.level, language: row.language, text: row.body };
}

/** The texts of a learner's latest tests of one level and language, newest first (the draw's memory). */
export async function recentTestTextIds(db: Db, userId: number, level: TestLevel, language: TestLanguage): Promise<number[]> {
  const rows = await db
    .select({ textId: testResults.textId })
    .from(testResults)
    .where(and(eq(testResults.userId, userId), eq(testResults.language, language), eq(testResults.level, level), isNotNull(testResults.textId)))
    .orderBy(desc(testResults.createdAt))
    .limit(TEXT_MEMORY)
    .all();
  return rows.flatMap((r) => (r.textId === null ? [] : [r.textId]));
}

/** A learner's next test text: one they have not met in their latest tests (a guest: any). */
export async function nextTestText(db: Db, userId: number | null, level: TestLevel, language: TestLanguage, exclude?: number): Promise<TestText | null> {
  const seen = userId === null ? [] : await recentTestTextIds(db, userId, level, language);
  return randomText(db, level, language, { exclude, seen });
}

/** A test text by id; certificate and prize-race texts are not test texts. */
export async function testTextById(db: Db, id: number): Promise<TestText | null> {
  const row = await db.select().from(texts).where(eq(texts.id, id)).get();
  if (!row || row.level === "certificate" || row.level === "prize") return null;
  return { id: row.id, level: row.level, language: row.language, text: row.body };
}

/**
 * A few more texts of the level and language, for the warming visit of a test page (ADR 044): offline,
 * the page draws its next text from these (app/core/offline/offline-texts.ts).
 */
export async function offlineTextPool(db: Db, level: TestLevel, language: TestLanguage, besides: number | undefined, size: number): Promise<TestText[]> {
  const rows = await db
    .select()
    .from(texts)
    .where(and(eq(texts.level, level), eq(texts.language, language), isNull(texts.retiredAt), ne(texts.id, besides ?? 0)))
    .orderBy(sql`random()`)
    .limit(size)
    .all();
  return rows.map((row) => ({ id: row.id, level: row.level as TestLevel, language: row.language, text: row.body }));
}
