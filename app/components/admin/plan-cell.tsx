import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";

/** "until 2026.12.24" while a plan runs, "ended …" after, "Free" when the learner never paid. */
export function PlanCell({ endAt, active }: { endAt: number | null; active: boolean }) {
  const { t, language } = useTranslation();
  if (endAt === null) return <span className="muted">{t("admin.learners.noPlan")}</span>;
  const date = formatDate(endAt, language);
  return active ? <span>{t("admin.learners.planUntil", { date })}</span> : <span className="muted">{t("admin.learners.planEnded", { date })}</span>;
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return <span className={active ? "badge" : "badge badge--danger"}>{active ? t("admin.learners.active") : t("admin.learners.banned")}</span>;
}
