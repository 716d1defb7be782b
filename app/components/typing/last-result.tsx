// After a test: the per-second chart, the most-missed keys, and this test's keys on the heatmap
// (issue 19 §4) with the way to practise them. A guest's keys are kept on this device.
import { useEffect, useMemo } from "react";
import { KeyHeatmap } from "~/components/keys/key-heatmap";
import { addGuestKeyStats } from "~/components/keys/guest-key-stats";
import { keyDeltas, pressesOfTestLog, type KeyStatsLayout } from "~/core/typing/key-stats";
import { testLayoutFor, type KeyboardLayout, type LayoutId } from "~/core/typing/layouts";
import { markOf } from "~/core/typing/script-marks";
import { missedKeys, perSecondSeries } from "~/core/typing/typing-stats";
import { useTranslation } from "~/hooks/use-translation";
import { ResultChart } from "./result-chart";
import type { FinishedTest } from "./typing-test";

/** `statsLayout`: whose per-key rows this test's keys belong to; null: none (no heatmap). */
export function LastResult({
  test,
  variant,
  scriptLayout,
  statsLayout,
  guest,
}: {
  test: FinishedTest;
  variant: LayoutId;
  scriptLayout: KeyboardLayout | null;
  statsLayout: KeyStatsLayout | null;
  guest: boolean;
}) {
  const layout = testLayoutFor(test.language, variant, scriptLayout);
  const { t } = useTranslation();
  const series = useMemo(() => perSecondSeries(test.text, test.log, test.durationMs), [test]);
  const missed = useMemo(() => missedKeys(test.log, 8), [test]);
  const keys = useMemo(() => (statsLayout ? keyDeltas(statsLayout, pressesOfTestLog(test.log)) : []), [test, statsLayout]);
  // A signed-in learner's keys are folded in by the server with the result; a guest's stay here.
  useEffect(() => {
    if (guest && statsLayout) addGuestKeyStats(statsLayout, `test:${test.testId}`, keys);
  }, [guest, test, keys, statsLayout]);
  return (
    <>
      <section className="card tt-last" aria-labelledby="tt-last-title" data-testid="last-result">
        <h2 id="tt-last-title">{t("typing.lastResult")}</h2>
        <p className="tt-last__figures">
          <span>
            {t("typing.wpm")}: <strong>{test.figures.wpm}</strong>
          </span>
          <span>
            {t("typing.cpm")}: <strong>{test.figures.cpm}</strong>
          </span>
          <span>
            {t("typing.accuracy")}: <strong>{test.figures.accuracy}%</strong>
          </span>
        </p>
        <ResultChart series={series} />
        <h3>{t("typing.missed.title")}</h3>
        {missed.length === 0 ? (
          <p className="tt-alert is-ok">{t("typing.missed.none")}</p>
        ) : (
          <ol className="tt-missed" data-testid="missed-list">
            {missed.map(([char, count]) => (
              <li key={char}>
                <kbd>{char === " " ? t("typing.missed.space") : (markOf(char) ?? char)}</kbd> × {count}
              </li>
            ))}
          </ol>
        )}
      </section>
      {statsLayout && (
        <KeyHeatmap layout={layout} stats={keys} title={t("keys.heatmap.testTitle")} testId="test-heatmap" practiceHref={`/practice?layout=${statsLayout}`} />
      )}
    </>
  );
}
