// Average accuracy, average speed, top speed, rank and points (SPEC §2 summary cards).
import { Link } from "@remix-run/react";
import { rankForPoints } from "~/core/accounts/ranks";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import type { UpgradeWpmStats } from "~/core/typing/typing-api";

export function SummaryCards({ stats }: { stats: UpgradeWpmStats | null }) {
  const { t, language } = useTranslation();
  const rank = rankForPoints(stats?.point ?? 0);
  return (
    <section className="tt-summary" aria-label={t("typing.summary.title")} data-testid="summary">
      <div className="tt-stat">
        <span>{t("typing.summary.avgAccuracy")}</span>
        <strong data-testid="stat-avg-accuracy">{stats ? `${stats.avg_percent}%` : "—"}</strong>
      </div>
      <div className="tt-stat">
        <span>{t("typing.summary.avgSpeed")}</span>
        <strong data-testid="stat-avg-wpm">{stats ? `${stats.avg_wpm} WPM` : "—"}</strong>
      </div>
      <div className="tt-stat">
        <span>{t("typing.summary.topSpeed")}</span>
        <strong data-testid="stat-record">{stats ? `${stats.record} WPM` : "—"}</strong>
      </div>
      <div className="tt-stat tt-stat--rank">
        <img src={rank.image} alt="" width={40} height={40} />
        <span>{t("typing.summary.rank")}</span>
        <strong data-testid="stat-rank">{language === "mn" ? rank.nameMn : rank.nameEn}</strong>
      </div>
      <div className="tt-stat">
        <span>{t("typing.summary.points")}</span>
        <strong data-testid="stat-points">{formatNumber(stats?.point ?? 0, language)}</strong>
      </div>
      {!stats && (
        <p className="tt-guest" data-testid="guest-prompt">
          {t("typing.guestPrompt")} <Link to="/register">{t("typing.guestPromptLink")}</Link>
        </p>
      )}
    </section>
  );
}
