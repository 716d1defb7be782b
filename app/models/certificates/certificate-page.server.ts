// What /certificate shows (SPEC §2 Certificate): the refusal, the exam, or the certificate.
import {
  CERTIFICATE_MIN_ACCURACY,
  CERTIFICATE_MIN_WPM,
  EXAM_SITTINGS_PER_DAY,
  verificationUrl,
  type CertificateRefusal,
} from "~/core/certificates/certificate";
import type { Db } from "~/db/client.server";
import { qrMatrix, qrSvgPath } from "~/services/qr.server";
import type { CertificateView } from "~/components/certificate/certificate-card";
import { openExam, type ExamSitting } from "./certificate-exam.server";
import { certificateStanding } from "./certificates.server";

export type CertificatePage =
  | { state: "refused"; reason: CertificateRefusal }
  | { state: "exam"; exam: ExamSitting; marks: { wpm: number; accuracy: number } }
  /** The day's sittings are used (ADR 032): the next may open at `nextAt`. */
  | { state: "wait"; nextAt: number; sittings: number }
  | { state: "certificate"; certificate: CertificateView };

export async function certificatePage(db: Db, userId: number, origin: string, now = Date.now()): Promise<CertificatePage> {
  const standing = await certificateStanding(db, userId, now);
  if (!standing) return { state: "refused", reason: "lessons" };
  if (!standing.eligibility.ok) return { state: "refused", reason: standing.eligibility.reason };
  const row = standing.certificate;
  if (row) {
    const url = verificationUrl(origin, row.token);
    const matrix = qrMatrix(url);
    return {
      state: "certificate",
      certificate: {
        id: row.id,
        name: standing.name,
        wpm: row.wpm,
        accuracy: row.accuracy,
        start: row.startAt,
        end: row.endAt,
        url,
        revokedAt: row.revokedAt,
        qr: { size: matrix.size, path: qrSvgPath(matrix) },
      },
    };
  }
  const exam = await openExam(db, userId, now);
  if (!exam) throw new Response("No certificate texts", { status: 503 });
  if (!("examId" in exam)) return { state: "wait", nextAt: exam.nextAt, sittings: EXAM_SITTINGS_PER_DAY };
  return { state: "exam", exam, marks: { wpm: CERTIFICATE_MIN_WPM, accuracy: CERTIFICATE_MIN_ACCURACY } };
}
