// The append-only audit log (ADR 017). recordAudit builds the INSERT so the caller can put it in the
// same D1 batch as the change it describes: the change and its row commit together or not at all.
// Nothing here updates or deletes a row, and the database refuses it too (triggers in the migration).
import { and, desc, eq, is, or, SQL, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditFilter, type AuditTargetType } from "~/core/admin/audit";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { AuthUser } from "~/models/accounts/sessions.server";

export interface AuditEntry {
  actor: Pick<AuthUser, "id" | "email">;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  at?: number;
}

/** Values become JSON; an SQL fragment (e.g. json_object over the row just changed) is used as it is. */
const json = (value: unknown) => (value === undefined ? null : is(value, SQL) ? value : JSON.stringify(value));

function values(entry: AuditEntry) {
  return {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: json(entry.before),
    after: json(entry.after),
    at: entry.at ?? Date.now(),
  };
}

/** The INSERT of one audit row, to run in the change's own `db.batch([...])`. */
export function recordAudit(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values(values(entry));
}

/**
 * The INSERT of one audit row that happens only when `onlyIf` (an SQL condition evaluated inside the
 * same batch, after the change) holds: for changes that may turn out to be no-ops, such as a credit a
 * racing callback already made.
 */
export function recordAuditIf(db: Db, entry: AuditEntry, onlyIf: SQL) {
  const v = values(entry);
  return db.insert(auditLog).select(
    db
      .select({
        // drizzle's insert … select wants the table's columns in the table's order, id first.
        id: sql<null>`NULL`.as("id"),
        actorId: sql<number>`${v.actorId}`.as("actor_id"),
        actorEmail: sql<string>`${v.actorEmail}`.as("actor_email"),
        action: sql<string>`${v.action}`.as("action"),
        targetType: sql<string>`${v.targetType}`.as("target_type"),
        targetId: sql<string>`${v.targetId}`.as("target_id"),
        before: sql<string | null>`${v.before}`.as("before"),
        after: sql<string | null>`${v.after}`.as("after"),
        at: sql<number>`${v.at}`.as("at"),
      })
      .from(sql`(SELECT 1)`)
      .where(onlyIf),
  );
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first, one page, with whether another page follows. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<{ rows: AuditRow[]; page: number; hasMore: boolean }> {
  const page = filter.page ?? 1;
  const where: SQL[] = [];
  if (filter.actor) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and e-mails are longer.
    const byEmail = sql`instr(${auditLog.actorEmail}, ${filter.actor.toLowerCase()}) > 0`;
    where.push(/^\d+$/.test(filter.actor) ? or(eq(auditLog.actorId, Number(filter.actor)), byEmail)! : byEmail);
  }
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { rows: rows.slice(0, AUDIT_PAGE_SIZE), page, hasMore: rows.length > AUDIT_PAGE_SIZE };
}
