// The certificate exam (issue 16 §2; ADR 015): the server opens a sitting on one of the 12 certificate
// texts it picks, the browser posts the keystroke log, the server judges it with the shared
// plausibility rule and the pass marks, and a pass issues the learner's one certificate.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { EXAM_SITTINGS_PER_DAY, EXAM_SITTINGS_WINDOW_MS, judgeExam, nextSittingAt, tokenFromBytes, type ExamFailure } from "~/core/certificates/certificate";
import type { ExamRequest } from "~/core/certificates/certificate-api";
import type { ErrorKind } from "~/core/contracts/errors";
import type { AttemptResult } from "~/core/typing/plausibility";
import { encodeLog } from "~/core/typing/log-fingerprint";
import { notificationKey } from "~/core/social/notifications";
import type { Db } from "~/db/client.server";
import { certificateExams, certificates, texts, mnOrEnTextLanguage } from "~/db/schema";
import { certificateStanding, firstLessonAt, type CertificateRow } from "./certificates.server";
import { copiedLog, keepAcceptedLog } from "../typing/accepted-logs.server";
import { attemptKeyStatsWrites } from "../typing/key-stats.server";
import { notify } from "../social/notifications.server";

export interface ExamSitting {
  examId: number;
  text: string;
  language: "mn" | "en";
}

/** No sitting may open before `nextAt`: the learner opened EXAM_SITTINGS_PER_DAY in the last 24 hours. */
export interface ExamWait {
  nextAt: number;
}

/**
 * The learner's open sitting, or a new one on a text the server picks at random, at most
 * EXAM_SITTINGS_PER_DAY a day (each sitting is a new draw of the text, ADR 032); null without texts.
 */
export async function openExam(db: Db, userId: number, now = Date.now()): Promise<ExamSitting | ExamWait | null> {
  const open = await db
    .select({ examId: certificateExams.id, text: texts.body, language: mnOrEnTextLanguage })
    .from(certificateExams)
    .innerJoin(texts, eq(texts.id, certificateExams.textId))
    .where(and(eq(certificateExams.userId, userId), isNull(certificateExams.finishedAt)))
    .get();
  if (open) return open;
  const waitUntil = await nextSittingOf(db, userId, now);
  if (waitUntil !== null) return { nextAt: waitUntil };
  const text = await db
    .select({ id: texts.id, body: texts.body, language: mnOrEnTextLanguage })
    .from(texts)
    .where(eq(texts.level, "certificate"))
    .orderBy(sql`random()`)
    .limit(1)
    .get();
  if (!text) return null;
  // One statement: two tabs opening at once cannot both pass the day's count.
  const since = now - EXAM_SITTINGS_WINDOW_MS;
  const row = await db.get<{ id: number } | undefined>(
    sql`INSERT INTO certificate_exams (user_id, text_id, created_at) SELECT ${userId}, ${text.id}, ${now}
        WHERE (SELECT count(*) FROM certificate_exams WHERE user_id = ${userId} AND created_at > ${since}) < ${EXAM_SITTINGS_PER_DAY}
        RETURNING id`,
  );
  if (!row) return { nextAt: (await nextSittingOf(db, userId, now)) ?? now };
  return { examId: row.id, text: text.body, language: text.language };
}

async function nextSittingOf(db: Db, userId: number, now: number): Promise<number | null> {
  const recent = await db
    .select({ at: certificateExams.createdAt })
    .from(certificateExams)
    .where(and(eq(certificateExams.userId, userId), gt(certificateExams.createdAt, now - EXAM_SITTINGS_WINDOW_MS)));
  return nextSittingAt(
    recent.map((r) => r.at),
    now,
  );
}

export type ExamOutcome =
  /** `issued`: this call created the certificate (a later pass finds it made and issues nothing). */
  | { kind: "passed"; result: AttemptResult; certificate: CertificateRow; name: string; issued: boolean }
  /**
   * `error`: null for a real attempt below the marks (not an error); `invalid` when the plausibility rule
   * refuses the log; `conflict` when the log copies an accepted one (ADR 032).
   */
  | { kind: "failed"; error: Extract<ErrorKind, "invalid" | "conflict"> | null; reason: ExamFailure | "copied"; result: AttemptResult | null }
  | { kind: "refused"; reason: "payment" | "lessons" }
  | { kind: "closed" };

/** A real attempt below the marks; every other failure is the plausibility rule refusing the log (bad input). */
const JUDGED_FAILURES = new Set<ExamFailure | "copied">(["slow", "inaccurate"]);

const newToken = () => tokenFromBytes(crypto.getRandomValues(new Uint8Array(16)));

/**
 * Closes the sitting with the server's verdict. The sitting is claimed in one statement, so a log
 * posted twice (or two tabs) is judged once. A pass issues the certificate once per learner: a
 * second pass finds the unique user_id taken and keeps the first certificate, its date and its log.
 */
export async function submitExam(db: Db, userId: number, input: ExamRequest, now = Date.now()): Promise<ExamOutcome> {
  const standing = await certificateStanding(db, userId, now);
  if (!standing) return { kind: "refused", reason: "lessons" };
  if (!standing.eligibility.ok) {
    return { kind: "refused", reason: standing.eligibility.reason };
  }
  const sitting = await db
    .select({ textId: certificateExams.textId, body: texts.body, language: mnOrEnTextLanguage })
    .from(certificateExams)
    .innerJoin(texts, eq(texts.id, certificateExams.textId))
    .where(and(eq(certificateExams.id, input.examId), eq(certificateExams.userId, userId), isNull(certificateExams.finishedAt)))
    .get();
  if (!sitting) return { kind: "closed" };

  const judged = judgeExam(sitting.body, input.keystrokes, input.durationMs);
  // A passing log must be the learner's own: not a copy of any accepted one of this text (ADR 032).
  const copied = judged.passed && (await copiedLog(db, sitting.textId, input.keystrokes)) !== null;
  const verdict = copied ? { passed: false as const, reason: "copied" as const, result: judged.result } : judged;
  const r = verdict.result;
  const claim = db
    .update(certificateExams)
    .set({
      finishedAt: now,
      passed: verdict.passed,
      reason: verdict.passed ? null : verdict.reason,
      wpm: r?.wpm ?? null,
      cpm: r?.cpm ?? null,
      accuracy: r?.accuracy ?? null,
      durationMs: r?.durationMs ?? null,
      log: verdict.passed ? encodeLog(input.keystrokes) : null,
    })
    .where(and(eq(certificateExams.id, input.examId), isNull(certificateExams.finishedAt)))
    .returning({ id: certificateExams.id });
  // A typed attempt (not a log the rule refused, nor a copy) also moves the per-key rows, in the same
  // transaction as closing the sitting, once per exam (key-stats.server.ts).
  const typed = verdict.passed || JUDGED_FAILURES.has(verdict.reason);
  const keyWrites = typed ? attemptKeyStatsWrites(db, userId, sitting.language, `exam:${input.examId}`, sitting.body, input.keystrokes, now) : [];
  const kept = verdict.passed
    ? [keepAcceptedLog(db, { kind: "certificate", textId: sitting.textId, userId, sourceId: input.examId }, input.keystrokes, now)]
    : [];
  const [claimed] = await db.batch([claim, ...keyWrites, ...kept]);
  if (claimed.length === 0) return { kind: "closed" };
  if (!verdict.passed) {
    const error = verdict.reason === "copied" ? "conflict" : JUDGED_FAILURES.has(verdict.reason) ? null : "invalid";
    return { kind: "failed", error, reason: verdict.reason, result: verdict.result };
  }

  const startAt = (await firstLessonAt(db, userId)) ?? now;
  const inserted = await db
    .insert(certificates)
    .values({ userId, token: newToken(), wpm: verdict.result.wpm, accuracy: verdict.result.accuracy, startAt, endAt: now, examId: input.examId })
    .onConflictDoNothing({ target: certificates.userId })
    .returning({ id: certificates.id });
  const certificate = await db.select().from(certificates).where(eq(certificates.userId, userId)).get();
  if (!certificate) throw new Error("certificate vanished after insert");
  return { kind: "passed", result: verdict.result, certificate, name: standing.name, issued: inserted.length === 1 };
}

/**
 * Tells the learner their certificate was issued: once, keyed by the certificate (issue 17 §3), only
 * for the pass that created it, and pushed live to their open tabs.
 */
export async function announceCertificate(env: Env, db: Db, userId: number, certificate: CertificateRow, now = Date.now()) {
  return notify(env, db, {
    userId,
    type: "certificate",
    ckey: notificationKey.certificate(certificate.id),
    value: certificate.wpm,
    params: { wpm: certificate.wpm },
    now,
  });
}
