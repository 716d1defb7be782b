// A student's speed per day in plain SVG (ADR 040): a bar for the day's average of 60-second tests and
// a mark at its best, the axis top and the first and last day beside it, every day's figures in a list.
import { useId } from "react";
import { ubDayStart } from "~/core/admin/admin-dashboard";
import { wpmChart, type DayPoint } from "~/core/classes/class-progress";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";

export function WpmChart({ days, today, span }: { days: readonly DayPoint[]; today: number; span: number }) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const chart = wpmChart(days, today, span);
  const dayLabel = (day: number) => formatDate(ubDayStart(day), language);
  const describe = (p: { day: number; average: number; best: number }) =>
    t("teacher.live.student.chartDay", { day: dayLabel(p.day), average: p.average, best: p.best });
  return (
    <figure className="card class-chart" aria-labelledby={titleId} data-testid="wpm-chart">
      <figcaption id={titleId}>
        <h2>{t("teacher.live.student.chart")}</h2>
      </figcaption>
      {days.length === 0 ? (
        <p className="muted">{t("teacher.live.student.chartEmpty")}</p>
      ) : (
        <>
          <div className="class-chart__plot">
            <span className="muted class-chart__top">{chart.top}</span>
            <svg viewBox={`0 0 ${chart.width} ${chart.height}`} preserveAspectRatio="none" role="img" aria-label={t("teacher.live.student.chartLabel")}>
              <line x1={0} y1={chart.height - 0.5} x2={chart.width} y2={chart.height - 0.5} className="class-chart__axis" />
              {chart.bars.map((bar) => (
                <g key={bar.day} data-testid="wpm-bar">
                  <title>{describe(bar)}</title>
                  <rect x={bar.x} y={bar.averageY} width={bar.width} height={chart.height - bar.averageY} rx={2} className="class-chart__average" />
                  <rect x={bar.x} y={bar.bestY} width={bar.width} height={3} className="class-chart__best" />
                </g>
              ))}
            </svg>
          </div>
          <div className="class-chart__days muted">
            <span>{dayLabel(today - span + 1)}</span>
            <span>{dayLabel(today)}</span>
          </div>
          <ul className="class-chart__legend muted">
            <li>
              <span className="class-chart__swatch class-chart__average" aria-hidden="true" /> {t("teacher.live.student.legendAverage")}
            </li>
            <li>
              <span className="class-chart__swatch class-chart__best" aria-hidden="true" /> {t("teacher.live.student.legendBest")}
            </li>
          </ul>
          <ul className="visually-hidden">
            {days.map((d) => (
              <li key={d.day}>{describe(d)}</li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}
