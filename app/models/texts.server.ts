// Typing-test texts from D1 (loaded by scripts/seed.mjs from content/texts).
import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { TestLanguage, TestLevel, TestText } from "~/core/typing/typing-api";
import type { Db } from "~/db/client.server";
import { texts } from "~/db/schema";

export type { TestText };

/**
 * A random text of the level and language, avoiding `excludeId` when there is another to give.
 * `random` (0 ≤ r < 1) picks among the candidates in id order; tests pass their own to reach every one.
 */
export async function randomText(
  db: Db,
  level: TestLevel,
  language: TestLanguage,
  excludeId?: number,
  random: () => number = Math.random,
): Promise<TestText | null> {
  // Retired texts are not handed out any more (the admin's texts screen).
  const same = and(eq(texts.level, level), eq(texts.language, language), isNull(texts.retiredAt));
  const others = excludeId ? and(same, ne(texts.id, excludeId)) : same;
  const pick = async (where: typeof same) => {
    const total = (await db.select({ n: count() }).from(texts).where(where).get())?.n ?? 0;
    if (total === 0) return undefined;
    const offset = Math.min(total - 1, Math.floor(random() * total));
    return db.select().from(texts).where(where).orderBy(texts.id).limit(1).offset(offset).get();
  };
  const row = (await pick(others)) ?? (await pick(same));
  if (!row || row.level === "certificate" || row.level === "prize") return null;
  return { id: row.id, level: row.level, language: row.language, text: row.body };
}

/** A test text by id; certificate and prize-race texts are not test texts. */
export async function testTextById(db: Db, id: number): Promise<TestText | null> {
  const row = await db.select().from(texts).where(eq(texts.id, id)).get();
  if (!row || row.level === "certificate" || row.level === "prize") return null;
  return { id: row.id, level: row.level, language: row.language, text: row.body };
}
