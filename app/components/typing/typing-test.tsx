// One 60-second test over one text: words, input, clock, counters and the finger-hint keyboard.
// The parent keys this component by text, so a new text is a fresh engine.
import { Suspense, lazy, useEffect, useMemo, useRef } from "react";
import { useTypingActivity } from "~/components/offline/activity";
import type { KeyboardLayout } from "~/core/typing/layouts";
import type { TestLanguage } from "~/core/typing/typing-kinds";
import type { KeyMapper } from "~/core/typing/built-in-keyboard";

import { TEST_DURATION_MS, figures, nextChar, type Keystroke, type TestFigures } from "~/core/typing/typing-engine";
import { FingerKeyboardView } from "~/components/keyboard/finger-keyboard";
import { TestClock } from "./test-clock";
import { TestCounters } from "./test-counters";
import { TypingInput } from "./typing-input";
import { TypingStore, useTypingSelector, useTypingSelectorNextFrame } from "./typing-store";
import { WordsView } from "./words-view";
import type { LiveStoreRef } from "./live-store-figures";

// The traditional script's words (issue 32) are their own chunk: / keeps its first-load budget (ADR 045).
const ScriptWordsView = lazy(() => import("~/components/script/script-words-view").then((m) => ({ default: m.ScriptWordsView })));

export interface FinishedTest {
  testId: string;
  textId: number;
  text: string;
  language: TestLanguage;
  durationMs: number;
  log: readonly Keystroke[];
  figures: TestFigures;
}

interface TypingTestProps {
  text: { id: number; text: string };
  language: TestLanguage;
  layout: KeyboardLayout;
  /** The traditional script: the site's keyboard (null: off), and how to turn it on from the layout notice. */
  mapKey?: KeyMapper | null;
  onUseBuiltIn?: () => void;
  autoFocus: boolean;
  onFinish: (test: FinishedTest) => void;
  /** Where the screen reads the live figures from (the class's live view). */
  liveStore?: LiveStoreRef;
}

export function TypingTest({ text, language, layout, autoFocus, onFinish, liveStore, mapKey = null, onUseBuiltIn }: TypingTestProps) {
  const store = useMemo(() => new TypingStore(text.text), [text.text]);
  if (liveStore) liveStore.current = store;
  const status = useTypingSelector(store, (s) => s.status);
  // A new version waits until the test is over (ADR 044).
  useTypingActivity(status === "running");
  const reported = useRef<TypingStore | null>(null);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;

  useEffect(() => {
    if (status !== "finished" || reported.current === store) return;
    reported.current = store;
    const state = store.getState();
    const durationMs = state.endedBy === "text" && state.finishedAt !== null ? state.finishedAt : TEST_DURATION_MS;
    onFinishRef.current({
      testId: crypto.randomUUID(),
      textId: text.id,
      text: text.text,
      language,
      durationMs,
      log: state.log,
      figures: figures(state, durationMs),
    });
  }, [status, store, text, language]);

  return (
    <>
      <section className="card tt-card" data-status={status} data-text-id={text.id} data-testid="typing-test">
        <div className="tt-card__top">
          {language === "mn-Mong" ? (
            <Suspense fallback={<div className="script-scroll tt-script" />}>
              <ScriptWordsView store={store} />
            </Suspense>
          ) : (
            <WordsView store={store} language={language} />
          )}
          <TestClock store={store} />
        </div>
        <TypingInput
          store={store}
          language={language}
          autoFocus={autoFocus}
          clockStops={true}
          mapKey={mapKey}
          onUseBuiltIn={language === "mn-Mong" && !mapKey ? onUseBuiltIn : undefined}
        />
        <TestCounters store={store} />
      </section>
      <LiveKeyboard store={store} layout={layout} />
    </>
  );
}

/** The highlight follows the key by one frame, read from the store then: no render in the key's task. */
function LiveKeyboard({ store, layout }: { store: TypingStore; layout: KeyboardLayout }) {
  const next = useTypingSelectorNextFrame(store, nextChar);
  return <FingerKeyboardView layout={layout} shownChar={next} />;
}
