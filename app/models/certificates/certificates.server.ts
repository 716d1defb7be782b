// Certificates in D1 (SPEC §3 Certificate, §7 get-certi / check-user-certi; ADR 015): who stands
// where, the learner's own certificate, the public lookup by token, and the admin's list and revoke.
import { classAccountPublicName } from "~/core/classes/public-name";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { CERTIFICATES_PAGE_SIZE, type CertificateFilter } from "~/core/admin/admin-certificates";
import {
  certificateEligibility,
  isCertificateToken,
  maskEmail,
  maskPhone,
  verificationUrl,
  type CertificateEligibility,
} from "~/core/certificates/certificate";
import type { CertificateInfo, VerifiedCertificate } from "~/core/certificates/certificate-api";
import { MN_CURRICULUM } from "~/core/lessons/curricula";
import { publicReplayLog } from "~/core/typing/log-fingerprint";
import type { Keystroke } from "~/core/typing/typing-engine";
import type { Db } from "~/db/client.server";
import { certificateExams, certificates, lessons, texts, userLessons, users } from "~/db/schema";
import { recordAuditIf } from "~/models/admin/audit.server";
import type { AuthUser } from "~/models/accounts/sessions.server";
import { avatarUrl } from "~/utils/avatar";

export type CertificateRow = typeof certificates.$inferSelect;

export interface CertificateStanding {
  eligibility: CertificateEligibility;
  completedLessons: number;
  certificate: CertificateRow | null;
  name: string;
}

/**
 * Mongolian lessons finished with a score above 0, as the lesson list counts them: the certificate
 * stays on the Mongolian curriculum (ADR 023), so English lessons do not count towards it.
 */
export async function completedLessonCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(userLessons)
    .innerJoin(lessons, eq(lessons.id, userLessons.lessonId))
    .where(and(eq(userLessons.userId, userId), gt(userLessons.bestScore, 0), eq(lessons.curriculum, MN_CURRICULUM.id)))
    .get();
  return row?.n ?? 0;
}

/** Eligibility judged on the server's own rows, and the certificate if there is one. */
export async function certificateStanding(db: Db, userId: number, now = Date.now()): Promise<CertificateStanding | null> {
  const [user, completedLessons, certificate] = await Promise.all([
    db.select({ name: users.name, endAt: users.endAt, role: users.role }).from(users).where(eq(users.id, userId)).get(),
    completedLessonCount(db, userId),
    db.select().from(certificates).where(eq(certificates.userId, userId)).get(),
  ]);
  if (!user) return null;
  return { eligibility: certificateEligibility({ ...user, completedLessons }, now), completedLessons, certificate: certificate ?? null, name: user.name };
}

/** The learner's first lesson: their earliest lesson attempt or finished lesson, whichever is earlier. */
export async function firstLessonAt(db: Db, userId: number): Promise<number | null> {
  const row = await db.get<{ at: number | null }>(sql`
    SELECT min(x) AS at FROM (
      SELECT min(created_at) AS x FROM lesson_attempts WHERE user_id = ${userId}
      UNION ALL SELECT min(updated_at) FROM user_lessons WHERE user_id = ${userId}
    )`);
  return row?.at ?? null;
}

/** get-certi's info row. */
export function certificateInfo(row: CertificateRow, name: string, origin: string): CertificateInfo {
  return { wpm: row.wpm, name, start: row.startAt, end: row.endAt, token: row.token, url: verificationUrl(origin, row.token) };
}

export interface PublicCertificate {
  certificate: VerifiedCertificate;
  ownerId: number;
  /** A class account's certificate shows others only "Болд Б.", no picture (ADR 038). */
  classAccount: boolean;
  examId: number | null;
}

/** The certificate a token names, or null for a malformed or unknown token. */
export async function certificateByToken(db: Db, token: unknown): Promise<PublicCertificate | null> {
  if (!isCertificateToken(token)) return null;
  const row = await db
    .select({
      c: certificates,
      name: users.name,
      email: users.email,
      phone: users.phone,
      image: users.image,
      registered: users.createdAt,
      classAccount: users.classAccount,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(certificates.token, token))
    .get();
  if (!row) return null;
  return {
    ownerId: row.c.userId,
    classAccount: row.classAccount,
    examId: row.c.examId,
    certificate: {
      id: row.c.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      image: avatarUrl(row.image),
      wpm: row.c.wpm,
      accuracy: row.c.accuracy,
      start: row.c.startAt,
      end: row.c.endAt,
      registered: row.registered,
      revokedAt: row.c.revokedAt,
    },
  };
}

/** What a viewer other than the owner sees: e-mail and phone masked (ADR 015), a class account's name shortened. */
export function maskedFor(found: PublicCertificate, viewerId: number | null): VerifiedCertificate {
  if (viewerId === found.ownerId) return found.certificate;
  const masked = { ...found.certificate, email: maskEmail(found.certificate.email), phone: maskPhone(found.certificate.phone) };
  return found.classAccount ? { ...masked, name: classAccountPublicName(masked.name), email: null, image: null } : masked;
}

export interface ExamRecording {
  text: string;
  log: Keystroke[];
  /** Times rounded to the public replay's step (anyone but the owner, ADR 032). */
  rounded: boolean;
}

/**
 * The passing exam's text and keystroke log, for the replay: exact for its owner, and for anyone else
 * with times rounded to 100 ms, still playable at the same visible speed but no log to post (ADR 032).
 */
export async function examRecording(db: Db, examId: number | null, exact: boolean): Promise<ExamRecording | null> {
  if (examId === null) return null;
  const row = await db
    .select({ log: certificateExams.log, text: texts.body })
    .from(certificateExams)
    .innerJoin(texts, eq(texts.id, certificateExams.textId))
    .where(and(eq(certificateExams.id, examId), eq(certificateExams.passed, true)))
    .get();
  if (!row?.log) return null;
  const entries = JSON.parse(row.log) as [string, string, number][];
  const log = entries.map(([key, expected, t]) => ({ key, expected, t }));
  return { text: row.text, log: exact ? log : publicReplayLog(log), rounded: !exact };
}

// ── for the admin console (/admin/certificates) ──────────────────────────────────────────────────
export interface CertificateListItem {
  id: number;
  userId: number;
  name: string;
  email: string;
  wpm: number;
  accuracy: number | null;
  start: number;
  end: number;
  token: string;
  revokedAt: number | null;
}

/** Certificates, newest first, one page, filtered by status (valid / revoked / any), with whether another page follows. */
export async function listCertificates(db: Db, filter: CertificateFilter = {}): Promise<{ rows: CertificateListItem[]; page: number; hasMore: boolean }> {
  const page = filter.page ?? 1;
  const where = filter.status === "valid" ? isNull(certificates.revokedAt) : filter.status === "revoked" ? isNotNull(certificates.revokedAt) : undefined;
  const rows = await db
    .select({ c: certificates, name: users.name, email: users.email })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(where)
    .orderBy(desc(certificates.endAt), desc(certificates.id))
    .limit(CERTIFICATES_PAGE_SIZE + 1)
    .offset((page - 1) * CERTIFICATES_PAGE_SIZE);
  const items = rows.slice(0, CERTIFICATES_PAGE_SIZE).map(({ c, name, email }) => ({
    id: c.id,
    userId: c.userId,
    name,
    email,
    wpm: c.wpm,
    accuracy: c.accuracy,
    start: c.startAt,
    end: c.endAt,
    token: c.token,
    revokedAt: c.revokedAt,
  }));
  return { rows: items, page, hasMore: rows.length > CERTIFICATES_PAGE_SIZE };
}

export type RevokeOutcome = "revoked" | "already" | "missing";

/**
 * An admin revokes a certificate: the change and its one audit row go in one D1 batch, the row only
 * when the UPDATE changed something, so a second revoke keeps the first date and writes no row.
 */
export async function revokeCertificate(db: Db, admin: Pick<AuthUser, "id" | "email">, id: number, now = Date.now()): Promise<RevokeOutcome> {
  const [changed] = await db.batch([
    db
      .update(certificates)
      .set({ revokedAt: now })
      .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
      .returning({ id: certificates.id }),
    recordAuditIf(
      db,
      { actor: admin, action: "certificate.revoke", targetType: "certificate", targetId: id, before: { revokedAt: null }, after: { revokedAt: now }, at: now },
      sql`changes() = 1`,
    ),
  ]);
  if (changed.length === 1) return "revoked";
  const row = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, id)).get();
  return row ? "already" : "missing";
}
