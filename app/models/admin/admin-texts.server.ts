// The typing-test and race texts as the admin keeps them (issue 18 §3): per level × language, add,
// edit, retire. Rooms draw from 'begin' and 'middle', tests from all three levels; prize race texts
// belong to their race (its edit form). Every change and its audit row are one D1 batch.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { TextForm, TextLevel } from "~/core/admin/admin-content";
import type { TestLanguage } from "~/core/typing/typing-kinds";
import type { Db } from "~/db/client.server";
import { texts } from "~/db/schema";
import { recordAudit, recordAuditIf } from "~/models/admin/audit.server";
import type { AuthUser } from "~/models/accounts/sessions.server";

export interface AdminText {
  id: number;
  level: TextLevel;
  language: TestLanguage;
  body: string;
  retiredAt: number | null;
}

export interface TextCount {
  level: TextLevel;
  language: TestLanguage;
  current: number;
  retired: number;
}

const EDITABLE = sql`${texts.level} IN ('begin', 'middle', 'advanced')`;

/** How many current and retired texts each level × language holds. */
export async function textCounts(db: Db): Promise<TextCount[]> {
  return db
    .select({
      level: sql<TextLevel>`${texts.level}`,
      language: texts.language,
      current: sql<number>`sum(${texts.retiredAt} IS NULL)`,
      retired: sql<number>`sum(${texts.retiredAt} IS NOT NULL)`,
    })
    .from(texts)
    .where(EDITABLE)
    .groupBy(texts.level, texts.language)
    .orderBy(asc(texts.level), asc(texts.language));
}

/** One level × language: current texts first, newest first. */
export async function textsOf(db: Db, level: TextLevel, language: TestLanguage): Promise<AdminText[]> {
  const rows = await db
    .select({ id: texts.id, level: texts.level, language: texts.language, body: texts.body, retiredAt: texts.retiredAt })
    .from(texts)
    .where(and(eq(texts.level, level), eq(texts.language, language)))
    .orderBy(sql`${texts.retiredAt} IS NOT NULL`, desc(texts.id))
    .limit(500);
  return rows as AdminText[];
}

export type TextChange = { ok: true; id: number } | { ok: false; reason: "missing" | "duplicate" | "retired" };

async function bodyTaken(db: Db, body: string, exceptId?: number): Promise<boolean> {
  const row = await db.select({ id: texts.id }).from(texts).where(eq(texts.body, body)).get();
  return row !== undefined && row.id !== exceptId;
}

export async function addText(db: Db, admin: AuthUser, form: TextForm): Promise<TextChange> {
  if (await bodyTaken(db, form.body)) return { ok: false, reason: "duplicate" };
  const [row] = await db.insert(texts).values(form).returning({ id: texts.id });
  // The id is known only now; a text without its audit row would be a change nobody made: take it back.
  await recordAudit(db, { actor: admin, action: "text.create", targetType: "text", targetId: row.id, after: form }).catch(async (error: unknown) => {
    await db.delete(texts).where(eq(texts.id, row.id));
    throw error;
  });
  return { ok: true, id: row.id };
}

async function editable(db: Db, id: number) {
  return db
    .select()
    .from(texts)
    .where(and(eq(texts.id, id), EDITABLE))
    .get();
}

export async function editText(db: Db, admin: AuthUser, id: number, form: TextForm): Promise<TextChange> {
  const before = await editable(db, id);
  if (!before) return { ok: false, reason: "missing" };
  if (before.retiredAt !== null) return { ok: false, reason: "retired" };
  if (await bodyTaken(db, form.body, id)) return { ok: false, reason: "duplicate" };
  await db.batch([
    db
      .update(texts)
      .set(form)
      .where(and(eq(texts.id, id), isNull(texts.retiredAt))),
    recordAuditIf(
      db,
      {
        actor: admin,
        action: "text.update",
        targetType: "text",
        targetId: id,
        before: { level: before.level, language: before.language, body: before.body },
        after: form,
      },
      sql`changes() = 1`,
    ),
  ]);
  return { ok: true, id };
}

export async function retireText(db: Db, admin: AuthUser, id: number, now = Date.now()): Promise<TextChange> {
  const before = await editable(db, id);
  if (!before) return { ok: false, reason: "missing" };
  if (before.retiredAt !== null) return { ok: false, reason: "retired" };
  await db.batch([
    db
      .update(texts)
      .set({ retiredAt: now })
      .where(and(eq(texts.id, id), isNull(texts.retiredAt))),
    recordAuditIf(
      db,
      { actor: admin, action: "text.retire", targetType: "text", targetId: id, before: { retiredAt: null }, after: { retiredAt: now } },
      sql`changes() = 1`,
    ),
  ]);
  return { ok: true, id };
}
