import { useTranslation } from "~/hooks/use-translation";

/** The race clock as a ring (time left of 180 s) with the player's CPM and WPM beneath. */
export function TimeDonut({ leftMs, totalMs, wpm, cpm }: { leftMs: number; totalMs: number; wpm: number; cpm: number }) {
  const { t } = useTranslation();
  const r = 42;
  const circumference = 2 * Math.PI * r;
  const share = totalMs > 0 ? Math.min(1, Math.max(0, leftMs / totalMs)) : 0;
  const seconds = Math.ceil(leftMs / 1000);
  return (
    <div className="donut" data-testid="time-donut">
      <svg viewBox="0 0 100 100" role="img" aria-label={`${t("race.timeLeft")}: ${seconds}`}>
        <circle cx="50" cy="50" r={r} className="donut__track" />
        <circle
          cx="50"
          cy="50"
          r={r}
          className="donut__value"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
          transform="rotate(-90 50 50)"
        />
        <text x="50" y="56" textAnchor="middle" className="donut__label">
          {seconds}
        </text>
      </svg>
      <dl className="donut__stats">
        <div>
          <dt>{t("race.wpm")}</dt>
          <dd data-testid="my-wpm">{wpm}</dd>
        </div>
        <div>
          <dt>{t("race.cpm")}</dt>
          <dd>{cpm}</dd>
        </div>
      </dl>
    </div>
  );
}
