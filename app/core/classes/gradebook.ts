// The gradebook (issue 30 §5, ADR 039): students × assignments with progress, the mean and the grade,
// and its CSV export (UTF-8 with a BOM so Excel reads Cyrillic; every text cell through csvCell, so
// nothing a student typed as a name can start a formula).
import { csvCell } from "../shared/csv-cell";
import type { KeyStatsLayout } from "../typing/key-stats";
import {
  assignmentProgress,
  assignmentStatus,
  progressPercentOf,
  type AssignmentProgress,
  type AssignmentRef,
  type AssignmentStatus,
  type StudentResults,
} from "./assignment-progress";
import { gradeFor, meanCompletion, type GradeBand } from "./grading";

export interface GradebookStudent {
  userId: number;
  name: string;
  studentNumber: string | null;
  results: StudentResults;
  /** From the 60-second tests made while a member: best and mean WPM, mean accuracy; null without tests. */
  bestWpm: number | null;
  averageWpm: number | null;
  averageAccuracy: number | null;
}

export interface GradebookCell extends AssignmentProgress {
  assignmentId: number;
  percent: number;
  status: AssignmentStatus;
}

export interface GradebookRow {
  userId: number;
  name: string;
  studentNumber: string | null;
  cells: GradebookCell[];
  /** Mean completion over the assignments, 0–100 with one decimal; null without assignments. */
  percent: number | null;
  grade: string | null;
  bestWpm: number | null;
  averageWpm: number | null;
  averageAccuracy: number | null;
}

export function gradebookRows(
  assignments: readonly AssignmentRef[],
  students: readonly GradebookStudent[],
  scale: readonly GradeBand[],
  layout: KeyStatsLayout,
  now: number,
): GradebookRow[] {
  return students.map((s) => {
    const cells = assignments.map((a) => {
      const progress = assignmentProgress(a, s.results, layout);
      return { ...progress, assignmentId: a.id, percent: progressPercentOf(progress), status: assignmentStatus(progress, a.dueAt, now) };
    });
    const percent = meanCompletion(cells);
    return {
      userId: s.userId,
      name: s.name,
      studentNumber: s.studentNumber,
      cells,
      percent,
      grade: percent === null ? null : gradeFor(percent, scale),
      bestWpm: s.bestWpm,
      averageWpm: s.averageWpm,
      averageAccuracy: s.averageAccuracy,
    };
  });
}

/** How many students have finished each assignment ("n of m done"), in the assignments' order. */
export function completionCounts(rows: readonly GradebookRow[], assignmentIds: readonly number[]): Map<number, number> {
  const counts = new Map(assignmentIds.map((id) => [id, 0]));
  for (const row of rows) for (const cell of row.cells) if (cell.status === "done") counts.set(cell.assignmentId, (counts.get(cell.assignmentId) ?? 0) + 1);
  return counts;
}

export interface GradebookCsvLabels {
  number: string;
  name: string;
  studentNumber: string;
  /** One heading per assignment, in the rows' order. */
  assignments: readonly string[];
  percent: string;
  grade: string;
  bestWpm: string;
  averageWpm: string;
  averageAccuracy: string;
}

/** Excel takes a file as UTF-8 only when it starts with the byte-order mark. */
export const UTF8_BOM = "\uFEFF";

/**
 * Columns: row number, name, the school's student number, one column per assignment (completion in
 * whole percent), the mean completion (%), the grade, best WPM, average WPM, average accuracy (%).
 * Lines end in CRLF (RFC 4180).
 */
export function gradebookCsv(rows: readonly GradebookRow[], labels: GradebookCsvLabels): string {
  const header = [
    labels.number,
    labels.name,
    labels.studentNumber,
    ...labels.assignments,
    labels.percent,
    labels.grade,
    labels.bestWpm,
    labels.averageWpm,
    labels.averageAccuracy,
  ];
  const lines = [header.map(csvCell).join(",")];
  rows.forEach((row, i) => {
    const cells: (string | number | null)[] = [
      i + 1,
      row.name,
      row.studentNumber,
      ...row.cells.map((c) => c.percent),
      row.percent,
      row.grade,
      row.bestWpm,
      row.averageWpm,
      row.averageAccuracy,
    ];
    lines.push(cells.map(csvCell).join(","));
  });
  return UTF8_BOM + lines.join("\r\n") + "\r\n";
}
