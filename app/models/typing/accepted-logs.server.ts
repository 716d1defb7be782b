// A log belongs to its learner and its sitting (issue 29 §2; ADR 032): the accepted certificate-exam
// and prize-race logs are kept, and a new log of the same text is compared with them before it counts.
// The candidates are one indexed range (same text, about as many keys); the comparison is the pure
// sameLog of app/core/typing/log-fingerprint.ts.
import { and, between, eq, inArray } from "drizzle-orm";
import { comparableKeyCounts, decodeLogPrint, encodeLog, logPrint, publishedPrint, sameLog, type LogPrint } from "~/core/typing/log-fingerprint";
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

/**
 * Decoded logs (and their public replay's form) by row id, kept between requests in this isolate: an accepted log never changes, and a
 * busy prize race compares every attempt with every earlier one of its text — reading and parsing them
 * all each time (2–3 MB an attempt at 1,000 stored) took the runtime's CPU and memory (issue 33 §4).
 * Only ids the query returns are compared, so an erased row is never used. Ids are never reused
 * (AUTOINCREMENT); an entry also keeps its row's learner and time, so a database restored to an earlier
 * point (or emptied, as between the Worker tests' suites), whose new rows take the ids again, does not
 * meet old entries. Oldest out first.
 */
interface StoredPrint {
  userId: number;
  createdAt: number;
  print: LogPrint;
  published: LogPrint;
}
const decoded = new Map<number, StoredPrint>();
const DECODED_MAX = 5_000;
/** Ids per `IN (…)` read: D1 binds at most 100 parameters a statement. */
const IDS_PER_READ = 90;

function remember(id: number, stored: StoredPrint) {
  decoded.set(id, stored);
  if (decoded.size > DECODED_MAX) decoded.delete(decoded.keys().next().value!);
}

/** The earlier accepted log (anyone's, the learner's own included) that `log` copies, or null. */
export async function copiedLog(db: Db, textId: number, log: readonly Keystroke[]): Promise<{ id: number; userId: number } | null> {
  const counts = comparableKeyCounts(log.length);
  const candidates = await db
    .select({ id: acceptedLogs.id, userId: acceptedLogs.userId, createdAt: acceptedLogs.createdAt })
    .from(acceptedLogs)
    .where(and(eq(acceptedLogs.textId, textId), between(acceptedLogs.keyCount, counts.min, counts.max)));
  // This request's prints, apart from the shared map: a text with more than DECODED_MAX stored logs
  // would otherwise push some out before they were compared.
  const prints = new Map<number, StoredPrint>();
  for (const c of candidates) {
    const known = decoded.get(c.id);
    if (known && known.userId === c.userId && known.createdAt === c.createdAt) prints.set(c.id, known);
  }
  const unread = candidates.filter((c) => !prints.has(c.id)).map((c) => c.id);
  for (let i = 0; i < unread.length; i += IDS_PER_READ) {
    const rows = await db
      .select({ id: acceptedLogs.id, userId: acceptedLogs.userId, createdAt: acceptedLogs.createdAt, log: acceptedLogs.log })
      .from(acceptedLogs)
      .where(inArray(acceptedLogs.id, unread.slice(i, i + IDS_PER_READ)));
    for (const row of rows) {
      const print = decodeLogPrint(row.log);
      const stored = { userId: row.userId, createdAt: row.createdAt, print, published: publishedPrint(print) };
      prints.set(row.id, stored);
      remember(row.id, stored);
    }
  }
  const print = logPrint(log);
  const found = candidates.find((c) => {
    const stored = prints.get(c.id);
    return stored !== undefined && sameLog(print, stored.print, stored.published);
  });
  return found ? { id: found.id, userId: found.userId } : null;
}

/** Keeps an accepted log for later comparisons: a statement for the batch that accepts it. */
export const keepAcceptedLog = (db: Db, key: AcceptedLogKey, log: readonly Keystroke[], now: number) =>
  db.insert(acceptedLogs).values({ ...key, keyCount: log.length, log: encodeLog(log), createdAt: now });
