// One attempt at a prize race's text with the typing engine: words, input, typed words, WPM, CPM,
// a progress bar, the time left to the race's end and the refresh-text button. attemptKey keeps the
// engine's one-minute clock out of an attempt that may take longer. The parent keys this by text.
import { useEffect, useMemo, useRef } from "react";
import { attemptKey } from "~/core/typing/plausibility";
import { cpm, testWpm } from "~/core/typing/metrics";
import type { Keystroke } from "~/core/typing/typing-engine";
import type { PrizeText } from "~/core/races/prize-api";
import { TypingInput } from "~/components/typing/typing-input";
import { TypingStore, now as perfNow } from "~/components/typing/typing-store";
import { useStoreSelector } from "~/hooks/use-external-store";
import { WordsView } from "~/components/typing/words-view";
import { useNow } from "~/hooks/use-now";
import { useTranslation } from "~/hooks/use-translation";
import { Countdown } from "./countdown";

export interface FinishedAttempt {
  textId: number;
  durationMs: number;
  keystrokes: readonly Keystroke[];
}

interface Props {
  text: PrizeText;
  endAt: number;
  /** Server clock minus the local clock. */
  clockOffset: number;
  onFinish: (attempt: FinishedAttempt) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

export function PrizeTyping({ text, endAt, clockOffset, onFinish, onRefresh, refreshing }: Props) {
  const { t } = useTranslation();
  const store = useMemo(() => new TypingStore(text.text, attemptKey), [text.text]);
  const status = useStoreSelector(store, (s) => s.status);
  const index = useStoreSelector(store, (s) => s.index);
  const characters = useStoreSelector(store, (s) => s.characters);
  const startedAt = useStoreSelector(store, (s) => s.startedAt);
  const finishedAt = useStoreSelector(store, (s) => s.finishedAt);
  const total = store.getState().words.length;
  const wallNow = useNow(500);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;
  const reported = useRef<TypingStore | null>(null);

  useEffect(() => {
    if (status !== "finished" || reported.current === store) return;
    reported.current = store;
    const state = store.getState();
    onFinishRef.current({ textId: text.id, durationMs: state.finishedAt ?? 0, keystrokes: state.log });
  }, [status, store, text.id]);

  const elapsed = finishedAt ?? (startedAt === null ? 0 : Math.max(0, perfNow() - startedAt));
  const wpm = elapsed > 0 ? testWpm(characters, elapsed) : 0;
  const charsPerMinute = elapsed > 0 ? cpm(characters, elapsed) : 0;
  const percent = total > 0 ? Math.round((index / total) * 100) : 0;

  return (
    <section className="card tt-card prize-typing" data-status={status} data-testid="prize-typing">
      <div className="prize-typing__bar">
        <Countdown target={endAt} now={wallNow + clockOffset} label={t("prize.endsIn")} testId="prize-time-left" />
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onRefresh}
          disabled={refreshing || status === "running"}
          data-testid="prize-refresh"
        >
          ↻ {t("prize.refresh")}
        </button>
      </div>
      <WordsView store={store} language={text.language} />
      <TypingInput store={store} language={text.language} autoFocus clockStops={false} />
      <div
        className="prize-progress"
        role="progressbar"
        aria-label={t("prize.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="prize-progress"
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className="prize-stats">
        <div>
          <dt>{t("prize.typedWords")}</dt>
          <dd data-testid="prize-typed">
            {index} / {total}
          </dd>
        </div>
        <div>
          <dt>WPM</dt>
          <dd data-testid="prize-wpm">{wpm}</dd>
        </div>
        <div>
          <dt>CPM</dt>
          <dd data-testid="prize-cpm">{charsPerMinute}</dd>
        </div>
      </dl>
    </section>
  );
}
