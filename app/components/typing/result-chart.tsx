// Per-second WPM (line) and errors (bars) of the last test, drawn as plain SVG.
import type { SecondPoint } from "~/core/typing/typing-stats";
import { useTranslation } from "~/hooks/use-translation";

const W = 600;
const H = 200;
const PAD = { left: 36, right: 36, top: 12, bottom: 28 };

function niceMax(value: number, step: number) {
  return Math.max(step, Math.ceil(value / step) * step);
}

export function ResultChart({ series }: { series: SecondPoint[] }) {
  const { t } = useTranslation();
  if (series.length === 0) return null;
  const maxWpm = niceMax(Math.max(...series.map((p) => p.wpm)), 20);
  const maxErrors = niceMax(Math.max(...series.map((p) => p.errors)), 2);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (second: number) => PAD.left + ((second - 0.5) / series.length) * plotW;
  const yWpm = (wpm: number) => PAD.top + plotH - (wpm / maxWpm) * plotH;
  const yErr = (errors: number) => PAD.top + plotH - (errors / maxErrors) * plotH;
  const barW = Math.max(2, (plotW / series.length) * 0.6);
  const totalErrors = series.reduce((n, p) => n + p.errors, 0);
  const peak = Math.max(...series.map((p) => p.wpm));
  const ticks = series.filter((p) => p.second === 1 || p.second % 10 === 0);
  const summary = t("typing.chart.summary", { max: peak, errors: totalErrors });

  return (
    <figure className="tt-chart" data-testid="result-chart">
      <figcaption>
        <strong>{t("typing.chart.title")}</strong>
        <span className="tt-chart__legend">
          <span className="tt-chart__key is-wpm">{t("typing.chart.wpm")}</span>
          <span className="tt-chart__key is-errors">{t("typing.chart.errors")}</span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH * (1 - f)} y2={PAD.top + plotH * (1 - f)} className="tt-chart__grid" />
            <text x={PAD.left - 6} y={PAD.top + plotH * (1 - f) + 4} textAnchor="end" className="tt-chart__axis">
              {Math.round(maxWpm * f)}
            </text>
            <text x={W - PAD.right + 6} y={PAD.top + plotH * (1 - f) + 4} className="tt-chart__axis is-errors">
              {Math.round(maxErrors * f)}
            </text>
          </g>
        ))}
        {series.map((p) =>
          p.errors > 0 ? (
            <rect
              key={p.second}
              x={x(p.second) - barW / 2}
              y={yErr(p.errors)}
              width={barW}
              height={PAD.top + plotH - yErr(p.errors)}
              className="tt-chart__bar"
              data-testid="error-bar"
            />
          ) : null,
        )}
        <polyline points={series.map((p) => `${x(p.second)},${yWpm(p.wpm)}`).join(" ")} className="tt-chart__line" />
        {ticks.map((p) => (
          <text key={p.second} x={x(p.second)} y={H - 8} textAnchor="middle" className="tt-chart__axis">
            {p.second}
          </text>
        ))}
      </svg>
      <p className="tt-chart__summary">
        {summary}{" "}
        <span className="tt-chart__unit">
          ({t("typing.chart.seconds")}: 1–{series.length})
        </span>
      </p>
    </figure>
  );
}
