// The gradebook's table: one row per current student, one column per assignment (completion %), then
// the mean, the grade, test figures and the student's report card.
import type { GradebookRow } from "~/core/classes/gradebook";
import { useTranslation } from "~/hooks/use-translation";

interface Props {
  rows: readonly GradebookRow[];
  headings: readonly { id: number; label: string }[];
  reportHref: (userId: number) => string;
}

const dash = (n: number | null, suffix = "") => (n === null ? "—" : `${n}${suffix}`);

export function GradebookTable({ rows, headings, reportHref }: Props) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="card muted">{t("teacher.gradebook.empty")}</p>;
  return (
    <div className="card stack">
      {headings.length === 0 ? <p className="muted">{t("teacher.gradebook.noAssignments")}</p> : null}
      <div className="table-scroll">
        <table className="table admin-table gradebook-table" data-testid="gradebook-table">
          <thead>
            <tr>
              <th>{t("teacher.gradebook.col.student")}</th>
              {headings.map((h) => (
                <th key={h.id}>{h.label}</th>
              ))}
              <th>{t("teacher.gradebook.col.percent")}</th>
              <th>{t("teacher.gradebook.col.grade")}</th>
              <th>{t("teacher.gradebook.col.bestWpm")}</th>
              <th>{t("teacher.gradebook.col.averageWpm")}</th>
              <th>{t("teacher.gradebook.col.accuracy")}</th>
              <th>{t("teacher.gradebook.col.card")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.userId} data-testid="gradebook-row">
                <td data-label={t("teacher.gradebook.col.student")}>
                  {row.name}
                  {row.studentNumber ? <span className="muted"> · {row.studentNumber}</span> : null}
                </td>
                {row.cells.map((cell, i) => (
                  <td key={cell.assignmentId} className="gradebook-cell" data-label={headings[i]?.label}>
                    <span className={`assignment-status assignment-status--${cell.status}`} title={t(`assignments.status.${cell.status}`)}>
                      {cell.percent}%
                    </span>
                  </td>
                ))}
                <td className="gradebook-cell" data-label={t("teacher.gradebook.col.percent")}>
                  {dash(row.percent, "%")}
                </td>
                <td className="gradebook-cell gradebook-grade" data-label={t("teacher.gradebook.col.grade")} data-testid="gradebook-grade">
                  {row.grade ?? "—"}
                </td>
                <td className="gradebook-cell" data-label={t("teacher.gradebook.col.bestWpm")}>
                  {dash(row.bestWpm)}
                </td>
                <td className="gradebook-cell" data-label={t("teacher.gradebook.col.averageWpm")}>
                  {dash(row.averageWpm)}
                </td>
                <td className="gradebook-cell" data-label={t("teacher.gradebook.col.accuracy")}>
                  {dash(row.averageAccuracy, "%")}
                </td>
                <td data-label={t("teacher.gradebook.col.card")}>
                  <a href={reportHref(row.userId)} download>
                    {t("teacher.gradebook.studentPdf")}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
