// Characters typed, words with errors and quality: they change only when a word is completed.
import { testAccuracy } from "~/core/typing/metrics";
import { useTranslation } from "~/hooks/use-translation";
import type { TypingStore } from "./typing-store";
import { useStoreSelectorNextFrame } from "~/hooks/use-external-store";

export function TestCounters({ store }: { store: TypingStore }) {
  const { t } = useTranslation();
  const characters = useStoreSelectorNextFrame(store, (s) => s.characters);
  const errors = useStoreSelectorNextFrame(store, (s) => s.errorWords);
  const quality = useStoreSelectorNextFrame(store, (s) => testAccuracy(s.correctWords, s.errorWords));
  return (
    <dl className="tt-counters" data-testid="counters">
      <div>
        <dt>{t("typing.counter.characters")}</dt>
        <dd data-testid="count-characters">{characters}</dd>
      </div>
      <div>
        <dt>{t("typing.counter.errors")}</dt>
        <dd data-testid="count-errors" className={errors > 0 ? "has-errors" : undefined}>
          {errors}
        </dd>
      </div>
      <div>
        <dt>{t("typing.counter.quality")}</dt>
        <dd data-testid="count-quality">{quality}%</dd>
      </div>
    </dl>
  );
}
