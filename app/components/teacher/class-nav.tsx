import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";
import type { TeacherKey } from "~/i18n/teacher-console";

/** The class's tabs, each a child route of /teacher/classes/:classId. */
const CLASS_TABS: { path: string; label: TeacherKey }[] = [
  { path: "", label: "teacher.class.tab.live" },
  { path: "roster", label: "teacher.class.tab.roster" },
  { path: "settings", label: "teacher.class.tab.settings" },
  { path: "assignments", label: "teacher.class.tab.assignments" },
  { path: "gradebook", label: "teacher.class.tab.gradebook" },
  { path: "plan", label: "teacher.class.tab.plan" },
];

export function ClassNav({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const base = `/teacher/classes/${classId}`;
  return (
    <nav className="admin-nav" aria-label={t("teacher.nav.label")}>
      <ul>
        {CLASS_TABS.map((tab) => (
          <li key={tab.path}>
            <NavLink to={tab.path ? `${base}/${tab.path}` : base} end={!tab.path} prefetch="intent">
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
