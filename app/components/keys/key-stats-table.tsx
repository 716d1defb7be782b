// The plain side of the heatmap: the five weakest keys named, and every key's figures in a table
// (what a screen reader reads instead of the colours).
import type { KeyboardLayout } from "~/core/typing/layouts";
import { accuracyOf, spreadMs, topConfusions, weakestKeys, type KeyStat } from "~/core/typing/key-stats";
import { useTranslation } from "~/hooks/use-translation";
import { keyLabel } from "./key-label";

export function WeakestKeys({ layout, stats, title }: { layout: KeyboardLayout; stats: readonly KeyStat[]; title?: string }) {
  const { t } = useTranslation();
  const weakest = weakestKeys(stats, 5);
  return (
    <div className="hm__weakest">
      <h3>{title ?? t("keys.weakest.title")}</h3>
      {weakest.length === 0 ? (
        <p className="muted">{t("keys.weakest.none")}</p>
      ) : (
        <ol data-testid="weakest-keys">
          {weakest.map((s) => (
            <li key={s.code} data-code={s.code}>
              <kbd>{keyLabel(layout, s.code, t("keyboard.space"))}</kbd> {accuracyOf(s)}%
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function timeText(t: ReturnType<typeof useTranslation>["t"], stat: KeyStat): string {
  return stat.timing.n === 0 ? t("keys.noTime") : t("keys.time", { mean: Math.round(stat.timing.mean), sd: Math.round(spreadMs(stat.timing)) });
}

export function KeyStatsTable({ layout, stats }: { layout: KeyboardLayout; stats: readonly KeyStat[] }) {
  const { t } = useTranslation();
  const rows = [...stats].sort((a, b) => (accuracyOf(a) ?? 101) - (accuracyOf(b) ?? 101) || b.hits + b.misses - (a.hits + a.misses));
  return (
    <div className="hm__table-wrap">
      <table className="hm__table" data-testid="key-stats-table">
        <caption>{t("keys.table.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("keys.col.key")}</th>
            <th scope="col">{t("keys.col.presses")}</th>
            <th scope="col">{t("keys.col.misses")}</th>
            <th scope="col">{t("keys.col.accuracy")}</th>
            <th scope="col">{t("keys.col.time")}</th>
            <th scope="col">{t("keys.col.confusions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.code} data-code={s.code}>
              <th scope="row">{keyLabel(layout, s.code, t("keyboard.space"))}</th>
              <td>{s.hits + s.misses}</td>
              <td>{s.misses}</td>
              <td>{accuracyOf(s) ?? "—"}%</td>
              <td>{timeText(t, s)}</td>
              <td>
                {topConfusions(s.confusions)
                  .map((c) => `${c.pressed === " " ? t("keyboard.space") : c.pressed} ×${c.count}`)
                  .join(", ") || "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
