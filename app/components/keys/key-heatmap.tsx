// The per-key heatmap (issue 19 §4): the keyboard picture of app/core/typing/layouts coloured by
// accuracy or by speed, each key with figures focusable (its numbers on hover and on focus), the five
// weakest keys named and every figure in a plain table beside it.
import { Link } from "@remix-run/react";
import { useState } from "react";
import { geometryOf, type PlacedKey } from "~/core/typing/layouts/geometry";
import { accuracyOf, heatLevel, type HeatMode, type KeyStat } from "~/core/typing/key-stats";
import type { KeyboardLayout } from "~/core/typing/layouts";
import { useTranslation } from "~/hooks/use-translation";
import { keyLabel } from "./key-label";
import { KeyStatsTable, WeakestKeys, timeText } from "./key-stats-table";
import { ClientButton } from "~/components/ui/client-button";

interface KeyHeatmapProps {
  layout: KeyboardLayout;
  stats: readonly KeyStat[];
  title: string;
  testId?: string;
  /** Where the "practise your weak keys" link goes; none when null. */
  practiceHref?: string | null;
  /** Extra controls beside the mode toggle (the profile's layout switch). */
  controls?: React.ReactNode;
  /** The link's words and the weakest keys' heading, when they are not the learner's own (a class). */
  practiceLabel?: string;
  weakestTitle?: string;
}

export function KeyHeatmap({ layout, stats, title, testId = "key-heatmap", practiceHref = null, controls, practiceLabel, weakestTitle }: KeyHeatmapProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<HeatMode>("accuracy");
  const [shown, setShown] = useState<string | null>(null);
  const byCode = new Map(stats.map((s) => [s.code, s]));
  const detailOf = (code: string) => {
    const stat = byCode.get(code);
    if (!stat) return "";
    const key = keyLabel(layout, code, t("keyboard.space"));
    return t("keys.detail", { key, accuracy: accuracyOf(stat) ?? 0, presses: stat.hits + stat.misses, misses: stat.misses, time: timeText(t, stat) });
  };
  const geometry = geometryOf(layout);
  const titleId = `${testId}-title`;
  return (
    <section className="card hm" aria-labelledby={titleId} data-testid={testId} data-mode={mode}>
      <div className="hm__head">
        <h2 id={titleId}>{title}</h2>
        <div className="hm__controls">
          {controls}
          <div className="hm__toggle" role="group" aria-label={t("keys.heatmap.mode")}>
            {(["accuracy", "speed"] as const).map((m) => (
              <ClientButton key={m} className="button button--ghost" aria-pressed={mode === m} onClick={() => setMode(m)} data-testid={`heat-mode-${m}`}>
                {t(m === "accuracy" ? "keys.heatmap.byAccuracy" : "keys.heatmap.bySpeed")}
              </ClientButton>
            ))}
          </div>
        </div>
      </div>
      {stats.length === 0 ? (
        <p className="muted" data-testid="heatmap-empty">
          {t("keys.heatmap.empty")}
        </p>
      ) : (
        <div className="hm__body">
          <figure className="hm__figure">
            <svg viewBox={`0 0 ${geometry.width} ${geometry.height}`} role="group" aria-label={t("keys.heatmap.label")} className="hm__svg">
              {geometry.keys.map((placed) => (
                <HeatKey
                  key={placed.key.code}
                  placed={placed}
                  stat={byCode.get(placed.key.code)}
                  mode={mode}
                  label={placed.key.code === "Space" ? t("keyboard.space") : keyLabel(layout, placed.key.code, "")}
                  detail={detailOf(placed.key.code)}
                  onShow={() => setShown(placed.key.code)}
                />
              ))}
            </svg>
            <figcaption>
              <p className="hm__detail" data-testid="heatmap-detail">
                {shown ? detailOf(shown) : t("keys.heatmap.hint")}
              </p>
              <ul className="hm__legend">
                {(["good", "fair", "poor", "none"] as const).map((level) => (
                  <li key={level}>
                    <span className={`hm__swatch is-${level}`} aria-hidden="true" />
                    {t(`keys.legend.${level}`)}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          <div className="hm__side">
            <WeakestKeys layout={layout} stats={stats} title={weakestTitle} />
            {practiceHref && (
              <Link to={practiceHref} className="button" data-testid="practice-link">
                {practiceLabel ?? t("keys.practiceLink")}
              </Link>
            )}
          </div>
          <KeyStatsTable layout={layout} stats={stats} />
        </div>
      )}
    </section>
  );
}

function HeatKey({
  placed,
  stat,
  mode,
  label,
  detail,
  onShow,
}: {
  placed: PlacedKey;
  stat: KeyStat | undefined;
  mode: HeatMode;
  label: string;
  detail: string;
  onShow: () => void;
}) {
  const { key, x, y, w, h } = placed;
  const level = heatLevel(stat, mode);
  const isControl = key.label !== undefined && key.code !== "Space";
  const figure = stat ? (mode === "accuracy" ? `${accuracyOf(stat) ?? ""}%` : stat.timing.n > 0 ? `${Math.round(stat.timing.mean)}` : "") : "";
  if (!stat) {
    return (
      <g className={`hm__key is-none${isControl ? " is-control" : ""}`} data-code={key.code} aria-hidden="true">
        <rect x={x} y={y} width={w} height={h} rx={6} />
        {!isControl && (
          <text x={x + w / 2} y={y + h / 2 + 6} textAnchor="middle" className="hm__char">
            {label}
          </text>
        )}
      </g>
    );
  }
  return (
    <g
      className={`hm__key is-${level}`}
      data-code={key.code}
      data-level={level}
      data-testid="heat-key"
      tabIndex={0}
      role="img"
      aria-label={detail}
      onFocus={onShow}
      onMouseEnter={onShow}
    >
      <title>{detail}</title>
      <rect x={x} y={y} width={w} height={h} rx={6} />
      <text x={x + w / 2} y={y + 17} textAnchor="middle" className="hm__char">
        {label}
      </text>
      <text x={x + w / 2} y={y + h - 5} textAnchor="middle" className="hm__figure-text">
        {figure}
      </text>
    </g>
  );
}
