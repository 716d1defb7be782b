// Before → now for the keys practice aimed at (issue 19 §5): accuracy and mean time per key.
import { accuracyOf, type KeyStat } from "~/core/typing/key-stats";
import type { KeyboardLayout } from "~/core/typing/layouts";
import { useTranslation } from "~/hooks/use-translation";
import { keyLabel } from "./key-label";

export function PracticeProgress({
  layout,
  codes,
  before,
  now,
}: {
  layout: KeyboardLayout;
  codes: readonly string[];
  before: readonly KeyStat[];
  now: readonly KeyStat[];
}) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  const find = (rows: readonly KeyStat[], code: string) => rows.find((r) => r.code === code);
  const acc = (s: KeyStat | undefined) => (s && accuracyOf(s) !== null ? `${accuracyOf(s)}%` : "—");
  const ms = (s: KeyStat | undefined) => (s && s.timing.n > 0 ? t("keys.ms", { ms: Math.round(s.timing.mean) }) : "—");
  return (
    <section className="card" aria-labelledby="practice-progress-title">
      <h2 id="practice-progress-title">{t("practice.progress.title")}</h2>
      <div className="hm__table-wrap">
        <table className="hm__table" data-testid="practice-progress">
          <thead>
            <tr>
              <th scope="col">{t("keys.col.key")}</th>
              <th scope="col">
                {t("keys.col.accuracy")}: {t("practice.progress.before")} → {t("practice.progress.now")}
              </th>
              <th scope="col">
                {t("keys.col.time")}: {t("practice.progress.before")} → {t("practice.progress.now")}
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code} data-code={code}>
                <th scope="row">{keyLabel(layout, code, t("keyboard.space"))}</th>
                <td data-testid="progress-accuracy">
                  {acc(find(before, code))} → {acc(find(now, code))}
                </td>
                <td>
                  {ms(find(before, code))} → {ms(find(now, code))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
