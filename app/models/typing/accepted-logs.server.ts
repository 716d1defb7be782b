// A log belongs to its learner and its sitting (issue 29 §2; ADR 032): the accepted certificate-exam
// and prize-race logs are kept, and a new log of the same text is compared with them before it counts.
// The candidates are one indexed range (same text, about as many keys); the comparison is the pure
// sameLog of app/core/typing/log-fingerprint.ts.
import { and, between, eq } from "drizzle-orm";
import { comparableKeyCounts, decodeLogPrint, encodeLog, logPrint, sameLog } from "~/core/typing/log-fingerprint";
import type { Keystroke } from "~/core/typing/typing-engine";
import type { Db } from "~/db/client.server";
import { acceptedLogs } from "~/db/schema";

export interface AcceptedLogKey {
  kind: "certificate" | "prize";
  textId: number;
  userId: number;
  /** The exam sitting or the prize race. */
  sourceId: number;
}

/** The earlier accepted log (anyone's, the learner's own included) that `log` copies, or null. */
export async function copiedLog(db: Db, textId: number, log: readonly Keystroke[]): Promise<{ id: number; userId: number } | null> {
  const counts = comparableKeyCounts(log.length);
  const candidates = await db
    .select({ id: acceptedLogs.id, userId: acceptedLogs.userId, log: acceptedLogs.log })
    .from(acceptedLogs)
    .where(and(eq(acceptedLogs.textId, textId), between(acceptedLogs.keyCount, counts.min, counts.max)));
  const print = logPrint(log);
  const found = candidates.find((c) => sameLog(print, decodeLogPrint(c.log)));
  return found ? { id: found.id, userId: found.userId } : null;
}

/** Keeps an accepted log for later comparisons: a statement for the batch that accepts it. */
export const keepAcceptedLog = (db: Db, key: AcceptedLogKey, log: readonly Keystroke[], now: number) =>
  db.insert(acceptedLogs).values({ ...key, keyCount: log.length, log: encodeLog(log), createdAt: now });
