// The teacher's classes on /teacher (issue 30): each with its members now (left_at null), its code, and
// the ways to its screens, its settings and its join card for the projector.
import { Link } from "@remix-run/react";
import { formatJoinCode } from "~/core/classes/join-code";
import { CLASS_MEMBER_LIMIT } from "~/core/classes/membership";
import { useTranslation } from "~/hooks/use-translation";
import type { TeacherClassItem } from "~/models/classes/teacher-classes.server";

export function ClassList({ classes }: { classes: TeacherClassItem[] }) {
  const { t } = useTranslation();
  if (classes.length === 0) return <p className="muted">{t("teacher.list.empty")}</p>;
  return (
    <table className="admin-table" data-testid="teacher-classes">
      <thead>
        <tr>
          <th scope="col">{t("teacher.list.name")}</th>
          <th scope="col">{t("teacher.list.school")}</th>
          <th scope="col">{t("teacher.list.members")}</th>
          <th scope="col">{t("teacher.list.code")}</th>
          <th scope="col">{t("teacher.list.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {classes.map((c) => (
          <tr key={c.id} data-testid="teacher-class" data-class-id={c.id}>
            <td data-label={t("teacher.list.name")}>
              <Link to={`/teacher/classes/${c.id}`}>
                <strong>{c.name}</strong>
              </Link>
              <br />
              <span className="muted">{t("teacher.list.grade", { grade: c.grade })}</span>
            </td>
            <td data-label={t("teacher.list.school")}>{c.school}</td>
            <td data-label={t("teacher.list.members")} data-testid="class-members">
              {t("teacher.list.membersCount", { count: c.members, limit: CLASS_MEMBER_LIMIT })}
            </td>
            <td data-label={t("teacher.list.code")}>
              <code className="join-code-inline">{formatJoinCode(c.joinCode)}</code>
            </td>
            <td data-label={t("teacher.list.actions")}>
              <span className="admin-row-actions">
                <Link to={`/teacher/classes/${c.id}/join-card`} className="button button--small" data-testid="open-join-card">
                  {t("teacher.list.joinCard")}
                </Link>
                <Link to={`/teacher/classes/${c.id}/settings`} className="button button--small button--ghost">
                  {t("teacher.list.settings")}
                </Link>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
