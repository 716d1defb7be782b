// The gradebook as files (issue 30 §5, ADR 039): the CSV and the report cards, in the teacher's language.
import { assignmentHeading, assignmentTitle } from "~/components/assignments/describe-assignment";
import { completionCounts, gradebookCsv } from "~/core/classes/gradebook";
import { formatDate } from "~/core/shared/dates";
import type { Language, Translate } from "~/i18n";
import { makeClassReportPdf, makeStudentReportPdf, type ReportInput } from "~/services/report-card-pdf.server";
import type { CertificateFonts } from "~/services/certificate-pdf.server";
import type { ClassRow } from "./classes.server";
import type { ClassGradebook } from "./gradebook.server";

export function classGradebookCsv(book: ClassGradebook, t: Translate): string {
  return gradebookCsv(book.rows, {
    number: t("teacher.gradebook.col.number"),
    name: t("teacher.gradebook.col.student"),
    studentNumber: t("teacher.gradebook.col.studentNumber"),
    assignments: book.assignments.map((a) => assignmentHeading(a, t)),
    percent: t("teacher.gradebook.col.percent"),
    grade: t("teacher.gradebook.col.grade"),
    bestWpm: t("teacher.gradebook.col.bestWpm"),
    averageWpm: t("teacher.gradebook.col.averageWpm"),
    averageAccuracy: t("teacher.gradebook.col.accuracy"),
  });
}

function reportInput(cls: ClassRow, book: ClassGradebook, t: Translate, language: Language, now: number): ReportInput {
  const counts = completionCounts(
    book.rows,
    book.assignments.map((a) => a.id),
  );
  return {
    className: cls.name,
    school: cls.school,
    schoolGrade: t("teacher.report.schoolGrade", { grade: cls.grade }),
    date: formatDate(now, language),
    assignments: book.assignments.map((a) => ({ title: assignmentTitle(a, t), due: formatDate(a.dueAt, language), done: counts.get(a.id) ?? 0 })),
    statusWord: (status) => t(`assignments.status.${status}`),
    labels: {
      title: t("teacher.report.title"),
      classTitle: t("teacher.report.class"),
      school: t("teacher.report.school"),
      date: t("teacher.report.date"),
      student: t("teacher.report.student"),
      number: t("teacher.gradebook.col.number"),
      assignments: t("teacher.assignments.title"),
      progress: t("teacher.report.progress"),
      status: t("teacher.report.status"),
      due: t("teacher.assignments.col.due"),
      percent: t("teacher.gradebook.col.percent"),
      gradeLetter: t("teacher.gradebook.col.grade"),
      bestWpm: t("teacher.gradebook.col.bestWpm"),
      averageWpm: t("teacher.gradebook.col.averageWpm"),
      accuracy: t("teacher.gradebook.col.accuracy"),
      done: t("teacher.report.done"),
      page: (n, of) => t("teacher.report.page", { n, of }),
      more: (n) => t("teacher.report.more", { n }),
      noAssignments: t("teacher.gradebook.noAssignments"),
    },
  };
}

/** The class's card, or one student's (null when that student is not a current member). */
export async function reportCardPdf(
  cls: ClassRow,
  book: ClassGradebook,
  studentId: number | null,
  fonts: CertificateFonts,
  t: Translate,
  language: Language,
  now = Date.now(),
): Promise<Uint8Array | null> {
  const input = reportInput(cls, book, t, language, now);
  if (studentId === null) return makeClassReportPdf(input, book.rows, fonts);
  const row = book.rows.find((r) => r.userId === studentId);
  return row ? makeStudentReportPdf(input, row, fonts) : null;
}
