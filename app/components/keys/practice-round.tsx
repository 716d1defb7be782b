// One weak-key practice round: the words, the typing box and the finger hint, on the typing test's
// engine with no time limit (attemptKey). Reports the finished log once.
import { useEffect, useMemo, useRef } from "react";
import { FingerKeyboard } from "~/components/keyboard/finger-keyboard";
import { TypingInput } from "~/components/typing/typing-input";
import { TypingStore } from "~/components/typing/typing-store";
import { useStoreSelector } from "~/hooks/use-external-store";
import { WordsView } from "~/components/typing/words-view";
import { ScriptWordsView } from "~/components/script/script-words-view";
import type { KeyStatsLayout } from "~/core/typing/key-stats";
import { builtInKeystroke } from "~/core/typing/built-in-keyboard";
import type { LiveStoreRef } from "~/components/typing/live-store-figures";
import { attemptKey } from "~/core/typing/keystroke-log";
import type { KeyboardLayout } from "~/core/typing/layouts";
import { nextChar, type Keystroke } from "~/core/typing/typing-engine";

export function PracticeRound({
  text,
  language,
  layout,
  onFinish,
  liveStore,
  builtIn = false,
  onUseBuiltIn,
}: {
  text: string;
  language: KeyStatsLayout;
  layout: KeyboardLayout;
  onFinish: (log: readonly Keystroke[]) => void;
  /** Where the screen reads the live figures from (the class's live view). */
  liveStore?: LiveStoreRef;
  /** The traditional script: the site's keyboard on or off, and how to turn it on from the layout notice. */
  builtIn?: boolean;
  onUseBuiltIn?: () => void;
}) {
  const store = useMemo(() => new TypingStore(text, attemptKey), [text]);
  if (liveStore) liveStore.current = store;
  const status = useStoreSelector(store, (s) => s.status);
  const next = useStoreSelector(store, nextChar);
  const reported = useRef<TypingStore | null>(null);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;
  useEffect(() => {
    if (status !== "finished" || reported.current === store) return;
    reported.current = store;
    onFinishRef.current(store.getState().log);
  }, [status, store]);
  return (
    <>
      <div className="card tt-card" data-status={status} data-testid="practice-round">
        {language === "mn-Mong" ? <ScriptWordsView store={store} /> : <WordsView store={store} language={language} />}
        <TypingInput
          store={store}
          language={language}
          autoFocus
          clockStops
          mapKey={builtIn ? (event) => builtInKeystroke(layout, event) : null}
          onUseBuiltIn={language === "mn-Mong" && !builtIn ? onUseBuiltIn : undefined}
        />
      </div>
      <FingerKeyboard layout={layout} nextChar={next} />
    </>
  );
}
