// One 60-second test over one text: words, input, clock, counters and the finger-hint keyboard.
// The parent keys this component by text, so a new text is a fresh engine.
import { Suspense, lazy, useEffect, useMemo, useRef } from "react";
import { useTypingActivity } from "~/components/offline/activity";
import type { KeyMapper } from "~/core/typing/built-in-keyboard";
import type { KeyboardLayout, LayoutId } from "~/core/typing/layouts";
import type { TestLanguage } from "~/core/typing/typing-kinds";
import { TEST_DURATION_MS, figures, type Keystroke, type TestFigures } from "~/core/typing/typing-engine";
import { deferredPart } from "~/components/ui/deferred-part";
import { TestClock } from "./test-clock";
import { TypingInput } from "./typing-input";
import { TypingStore } from "./typing-store";
import { useStoreSelector } from "~/hooks/use-external-store";
import { WordsView } from "./words-view";
import type { LiveStoreRef } from "./live-store-figures";

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
  /** The keyboard's layout: the language's, and for Mongolian the chosen number row. */
  variant: LayoutId;
  /** The traditional script's chosen layout (null: the Standard one until its chunk says), its site's
   *  keyboard (null: off), and how to turn that on from the layout notice. */
  scriptLayout?: KeyboardLayout | null;
  mapKey?: KeyMapper | null;
  onUseBuiltIn?: () => void;
  autoFocus: boolean;
  onFinish: (test: FinishedTest) => void;
  /** Where the screen reads the live figures from (the class's live view). */
  liveStore?: LiveStoreRef;
}

// The keyboard (and the layouts it draws) is not needed to type the first key: the server renders it,
// and the browser makes it live from its own chunk right after hydration (ADR 045 §9).
const LiveKeyboard = deferredPart("test-keyboard", () => import("./live-keyboard").then((m) => m.LiveKeyboard));
// The counters change only at a word's end: the same, from their own chunk.
const TestCounters = deferredPart("test-counters", () => import("./test-counters").then((m) => m.TestCounters));
// The traditional script's words (issue 32) are their own chunk: / keeps its first-load budget (ADR 045).
const ScriptWordsView = lazy(() => import("~/components/script/script-words-view").then((m) => ({ default: m.ScriptWordsView })));

export function TypingTest({ text, language, variant, autoFocus, onFinish, liveStore, scriptLayout = null, mapKey = null, onUseBuiltIn }: TypingTestProps) {
  const store = useMemo(() => new TypingStore(text.text), [text.text]);
  if (liveStore) liveStore.current = store;
  const status = useStoreSelector(store, (s) => s.status);
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
      <LiveKeyboard store={store} language={language} variant={variant} scriptLayout={scriptLayout} />
    </>
  );
}
