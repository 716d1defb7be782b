// Typing-test texts from D1 (loaded by scripts/seed.mjs from content/texts).
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { TestLanguage, TestLevel } from "~/core/typing-api";
import type { Db } from "~/db/client.server";
import { texts } from "~/db/schema";

export interface TestText {
  id: number;
  level: TestLevel;
  language: TestLanguage;
  text: string;
}

/** A random text of the level and language, avoiding `excludeId` when there is another to give. */
export async function randomText(db: Db, level: TestLevel, language: TestLanguage, excludeId?: number): Promise<TestText | null> {
  // Retired texts are not handed out any more (the admin's texts screen).
  const current = and(eq(texts.level, level), eq(texts.language, language), isNull(texts.retiredAt));
  const row =
    (await db.select().from(texts).where(and(current, excludeId ? ne(texts.id, excludeId) : undefined)).orderBy(sql`random()`).limit(1).get()) ??
    (await db.select().from(texts).where(current).orderBy(sql`random()`).limit(1).get());
  if (!row || row.level === "certificate" || row.level === "prize") return null;
  return { id: row.id, level: row.level, language: row.language, text: row.body };
}

/** A test text by id; certificate and prize-race texts are not test texts. */
export async function testTextById(db: Db, id: number): Promise<TestText | null> {
  const row = await db.select().from(texts).where(eq(texts.id, id)).get();
  if (!row || row.level === "certificate" || row.level === "prize") return null;
  return { id: row.id, level: row.level, language: row.language, text: row.body };
}
