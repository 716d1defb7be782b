// The console's teachers and classes (issue 30): who teaches, where, and how many students each class
// has now (members who have not left).
import { Link } from "@remix-run/react";
import { CLASS_MEMBER_LIMIT } from "~/core/classes/membership";
import { useTranslation } from "~/hooks/use-translation";

interface TeacherItem {
  id: number;
  name: string;
  email: string;
  school: string | null;
  classCount: number;
}

interface ClassItem {
  id: number;
  name: string;
  grade: number;
  school: string;
  teacherId: number;
  teacher: string;
  members: number;
  archivedAt: number | null;
}

export function TeachersTable({ teachers }: { teachers: TeacherItem[] }) {
  const { t } = useTranslation();
  if (teachers.length === 0) return <p className="muted">{t("admin.teachers.noTeachers")}</p>;
  return (
    <table className="admin-table" data-testid="teachers-table">
      <thead>
        <tr>
          <th scope="col">{t("admin.teachers.name")}</th>
          <th scope="col">{t("admin.teachers.email")}</th>
          <th scope="col">{t("admin.teachers.school")}</th>
          <th scope="col">{t("admin.teachers.classCount")}</th>
        </tr>
      </thead>
      <tbody>
        {teachers.map((teacher) => (
          <tr key={teacher.id} data-testid="teacher-row">
            <td data-label={t("admin.teachers.name")}>
              <Link to={`/admin/learners/${teacher.id}`}>{teacher.name}</Link>
            </td>
            <td data-label={t("admin.teachers.email")} className="admin-table__email">
              {teacher.email}
            </td>
            <td data-label={t("admin.teachers.school")}>{teacher.school ?? "—"}</td>
            <td data-label={t("admin.teachers.classCount")}>{teacher.classCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ClassesTable({ classes }: { classes: ClassItem[] }) {
  const { t } = useTranslation();
  if (classes.length === 0) return <p className="muted">{t("admin.teachers.noClasses")}</p>;
  return (
    <table className="admin-table" data-testid="admin-classes">
      <thead>
        <tr>
          <th scope="col">{t("admin.teachers.className")}</th>
          <th scope="col">{t("admin.teachers.grade")}</th>
          <th scope="col">{t("admin.teachers.school")}</th>
          <th scope="col">{t("admin.teachers.teacher")}</th>
          <th scope="col">{t("admin.teachers.members")}</th>
          <th scope="col">{t("admin.teachers.status")}</th>
        </tr>
      </thead>
      <tbody>
        {classes.map((c) => (
          <tr key={c.id} data-testid="admin-class-row">
            <td data-label={t("admin.teachers.className")}>{c.name}</td>
            <td data-label={t("admin.teachers.grade")}>{c.grade}</td>
            <td data-label={t("admin.teachers.school")}>{c.school}</td>
            <td data-label={t("admin.teachers.teacher")}>
              <Link to={`/admin/learners/${c.teacherId}`}>{c.teacher}</Link>
            </td>
            <td data-label={t("admin.teachers.members")} data-testid="admin-class-members">
              {c.members} / {CLASS_MEMBER_LIMIT}
            </td>
            <td data-label={t("admin.teachers.status")}>{c.archivedAt === null ? t("admin.teachers.open") : t("admin.teachers.archived")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
