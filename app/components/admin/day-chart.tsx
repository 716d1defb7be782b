import { useId } from "react";
import { barChart, ubDayStart, type DayValue } from "~/core/admin/admin-dashboard";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";

const WIDTH = 280;
const HEIGHT = 100;

/**
 * A small per-day bar chart in plain SVG (no chart library): scales to its card, the axis top and the
 * first and last day written beside it, and the same numbers as a table for screen readers.
 */
export function DayChart({ title, series, format = (n) => String(n) }: { title: string; series: DayValue[]; format?: (n: number) => string }) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const { bars, top } = barChart(
    series.map((d) => d.value),
    WIDTH,
    HEIGHT,
  );
  const total = series.reduce((sum, d) => sum + d.value, 0);
  const dayLabel = (day: number) => formatDate(ubDayStart(day), language);
  return (
    <figure className="card day-chart" aria-labelledby={titleId} data-testid="day-chart">
      <figcaption id={titleId}>
        <span>{title}</span>
        <strong>{format(total)}</strong>
      </figcaption>
      <div className="day-chart__plot">
        <span className="day-chart__top muted">{format(top)}</span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="day-chart__axis" />
          {bars.map((bar, i) => (
            <rect key={series[i].day} x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, series[i].value > 0 ? 1 : 0)} rx={1.5}>
              <title>{`${dayLabel(series[i].day)}: ${format(series[i].value)}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <div className="day-chart__days muted">
        <span>{dayLabel(series[0].day)}</span>
        <span>{dayLabel(series[series.length - 1].day)}</span>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.dashboard.day")}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.day}>
              <td>{dayLabel(d.day)}</td>
              <td>{format(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
