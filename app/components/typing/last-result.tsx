// After a test: the per-second chart and the most-missed keys on the keyboard picture.
import { useMemo } from "react";
import type { KeyboardLayout } from "~/core/typing/layouts";
import { missedKeys, perSecondSeries } from "~/core/typing/typing-stats";
import { FingerKeyboard } from "~/components/keyboard/finger-keyboard";
import { useTranslation } from "~/hooks/use-translation";
import { ResultChart } from "./result-chart";
import type { FinishedTest } from "./typing-test";

export function LastResult({ test, layout }: { test: FinishedTest; layout: KeyboardLayout }) {
  const { t } = useTranslation();
  const series = useMemo(() => perSecondSeries(test.text, test.log, test.durationMs), [test]);
  const missed = useMemo(() => missedKeys(test.log, 8), [test]);
  return (
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
        <>
          <ol className="tt-missed" data-testid="missed-list">
            {missed.map(([char, count]) => (
              <li key={char}>
                <kbd>{char === " " ? t("typing.missed.space") : char}</kbd> × {count}
              </li>
            ))}
          </ol>
          <FingerKeyboard layout={layout} missed={new Map(missed)} />
        </>
      )}
    </section>
  );
}
