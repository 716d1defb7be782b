// The class's current assignments with how many students have finished each, and a remove button.
import { Form, useNavigation } from "@remix-run/react";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import { assignmentTitle, type DescribedAssignment } from "./describe-assignment";

interface ListedAssignment extends DescribedAssignment {
  id: number;
  dueAt: number;
  done: number;
}

export function AssignmentList({ assignments, students, now }: { assignments: ListedAssignment[]; students: number; now: number }) {
  const { t, language } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="card stack">
      <h3>{t("teacher.assignments.list")}</h3>
      {assignments.length === 0 ? (
        <p className="muted">{t("teacher.assignments.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="table admin-table">
            <thead>
              <tr>
                <th>{t("teacher.assignments.col.assignment")}</th>
                <th>{t("teacher.assignments.col.due")}</th>
                <th>{t("teacher.assignments.col.done")}</th>
                <th>{t("teacher.assignments.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {assignments.map((a) => (
                <tr key={a.id} data-testid="assignment-row" data-kind={a.kind}>
                  <td data-label={t("teacher.assignments.col.assignment")}>{assignmentTitle(a, t)}</td>
                  <td data-label={t("teacher.assignments.col.due")}>
                    {formatDate(a.dueAt, language)}
                    {a.dueAt < now ? <span className="muted"> · {t("teacher.assignments.overdue")}</span> : null}
                  </td>
                  <td data-label={t("teacher.assignments.col.done")} data-testid="assignment-done">
                    {t("teacher.assignments.doneOf", { done: a.done, total: students })}
                  </td>
                  <td data-label={t("teacher.assignments.col.actions")}>
                    <Form method="post">
                      <input type="hidden" name="id" value={a.id} />
                      <button type="submit" className="button button--small button--ghost" name="intent" value="remove" disabled={busy}>
                        {t("teacher.assignments.remove")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
