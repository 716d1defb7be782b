// The class's progress table (ADR 040): one row per active member from the loader, sorted and filtered
// in the browser. The assignments' status column is filled by the assignments screens through
// `assignmentStatus` (absent: no column).
import { Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { sortProgress, type ProgressRow, type ProgressSortKey } from "~/core/classes/class-progress";
import { formatDateTime } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { TeacherKey } from "~/i18n/teacher-console";
import { ClientButton, ClientSelect } from "~/components/ui/client-button";

/** A column the assignments part of class mode adds: its heading and each student's cell. */
export interface AssignmentStatusColumn {
  label: string;
  cell: (studentId: number) => ReactNode;
}

const COLUMNS: { key: ProgressSortKey; label: TeacherKey; numeric: boolean }[] = [
  { key: "name", label: "teacher.live.col.name", numeric: false },
  { key: "lessonsDone", label: "teacher.live.col.lessons", numeric: true },
  { key: "stars", label: "teacher.live.col.stars", numeric: true },
  { key: "bestWpm", label: "teacher.live.col.bestWpm", numeric: true },
  { key: "avgWpm", label: "teacher.live.col.avgWpm", numeric: true },
  { key: "accuracy", label: "teacher.live.col.accuracy", numeric: true },
  { key: "minutesThisWeek", label: "teacher.live.col.minutes", numeric: true },
  { key: "lastActive", label: "teacher.live.col.lastActive", numeric: true },
];

export function ProgressTable({
  classId,
  rows,
  assignmentStatus,
}: {
  classId: number;
  rows: readonly ProgressRow[];
  assignmentStatus?: AssignmentStatusColumn;
}) {
  const { t, language } = useTranslation();
  const [sort, setSort] = useState<{ key: ProgressSortKey; descending: boolean }>({ key: "name", descending: false });
  const [filter, setFilter] = useState("");
  const shown = sortProgress(rows, sort.key, sort.descending, filter);
  const orderBy = (key: ProgressSortKey, numeric: boolean) =>
    setSort((s) => (s.key === key ? { key, descending: !s.descending } : { key, descending: numeric }));
  const dash = "—";
  return (
    <section className="card class-progress" aria-labelledby="class-progress-title" data-testid="progress">
      <div className="class-live__head">
        <h2 id="class-progress-title">{t("teacher.live.progress.title")}</h2>
        <div className="admin-field class-progress__phone-sort">
          <label htmlFor="progress-sort" className="visually-hidden">
            {t("teacher.live.sortBy")}
          </label>
          <ClientSelect
            id="progress-sort"
            value={sort.key}
            onChange={(e) => {
              const column = COLUMNS.find((c) => c.key === e.target.value) ?? COLUMNS[0];
              setSort({ key: column.key, descending: column.numeric });
            }}
          >
            {COLUMNS.map((c) => (
              <option key={c.key} value={c.key}>
                {t("teacher.live.sortBy")} {t(c.label)}
              </option>
            ))}
          </ClientSelect>
        </div>
        <div className="admin-field class-progress__filter">
          <label htmlFor="progress-filter" className="visually-hidden">
            {t("teacher.live.progress.filter")}
          </label>
          <input
            id="progress-filter"
            type="search"
            value={filter}
            placeholder={t("teacher.live.progress.filter")}
            onChange={(e) => setFilter(e.target.value)}
            data-testid="progress-filter"
          />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{t("teacher.live.progress.empty")}</p>
      ) : (
        <div className="class-progress__wrap">
          <table className="admin-table class-progress__table">
            <caption className="visually-hidden">{t("teacher.live.progress.caption")}</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={sort.key === c.key ? (sort.descending ? "descending" : "ascending") : "none"}
                    className={c.numeric ? "is-number" : undefined}
                  >
                    <ClientButton className="class-progress__sort" onClick={() => orderBy(c.key, c.numeric)} data-testid={`sort-${c.key}`}>
                      <span className="visually-hidden">{t("teacher.live.sortBy")} </span>
                      {t(c.label)}
                      <span aria-hidden="true">{sort.key === c.key ? (sort.descending ? " ▼" : " ▲") : ""}</span>
                    </ClientButton>
                  </th>
                ))}
                {assignmentStatus && <th scope="col">{assignmentStatus.label}</th>}
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.id} data-testid="progress-row" data-id={r.id}>
                  <td data-label={t("teacher.live.col.name")}>
                    <Link to={`/teacher/classes/${classId}/students/${r.id}`}>{r.name}</Link>
                    {r.studentNumber && <span className="muted class-progress__number"> · {r.studentNumber}</span>}
                  </td>
                  <td data-label={t("teacher.live.col.lessons")} className="is-number" data-testid="progress-lessons">
                    {r.lessonsDone}
                  </td>
                  <td data-label={t("teacher.live.col.stars")} className="is-number" data-testid="progress-stars">
                    {r.stars}
                  </td>
                  <td data-label={t("teacher.live.col.bestWpm")} className="is-number">
                    {r.bestWpm ?? dash}
                  </td>
                  <td data-label={t("teacher.live.col.avgWpm")} className="is-number">
                    {r.avgWpm ?? dash}
                  </td>
                  <td data-label={t("teacher.live.col.accuracy")} className="is-number">
                    {r.accuracy === null ? dash : `${r.accuracy}%`}
                  </td>
                  <td data-label={t("teacher.live.col.minutes")} className="is-number" data-testid="progress-minutes">
                    {r.minutesThisWeek}
                  </td>
                  <td data-label={t("teacher.live.col.lastActive")} className="is-number">
                    {r.lastActive === null ? t("teacher.live.never") : formatDateTime(r.lastActive, language)}
                  </td>
                  {assignmentStatus && <td data-label={assignmentStatus.label}>{assignmentStatus.cell(r.id)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p className="muted">{t("teacher.live.progress.noMatch")}</p>}
        </div>
      )}
    </section>
  );
}
