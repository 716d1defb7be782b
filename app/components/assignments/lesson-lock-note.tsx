// The class's lesson lock (issue 30 §3) as the assignments tab shows it: whether members can open
// lessons beyond the highest assigned one. It is switched in one place, the class's settings tab.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";

export function LessonLockNote({ lock, settingsPath }: { lock: boolean; settingsPath: string }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" data-testid="lesson-lock">
      <h3>{t("teacher.assignments.lock.title")}</h3>
      <p>{t(lock ? "teacher.assignments.lock.on" : "teacher.assignments.lock.off")}</p>
      <p className="muted">{t("teacher.assignments.lock.hint")}</p>
      <p>
        <Link to={settingsPath}>{t("teacher.assignments.lock.change")}</Link>
      </p>
    </section>
  );
}
