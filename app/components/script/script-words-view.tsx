// The 60-second test's words in the traditional script (issue 32), drawn as the script lessons draw
// their text (script-text.tsx): top to bottom, lines left to right, one run per word so the font joins
// its letters, colour-only marks, invisible characters outlined in place. The same slices of the
// store as WordsView: a few finished words, the current one and the next 14, one frame after the key.
import { memo, useEffect, useMemo, useRef } from "react";
import { VISIBLE_WORDS, typedPrefix } from "~/core/typing/typing-engine";
import { markOf } from "~/core/typing/script-marks";
import { useTranslation } from "~/hooks/use-translation";
import type { TypingStore } from "~/components/typing/typing-store";
import { useStoreSelectorNextFrame } from "~/hooks/use-external-store";

const FINISHED_SHOWN = 3;

export function ScriptWordsView({ store }: { store: TypingStore }) {
  const { t } = useTranslation();
  const index = useStoreSelectorNextFrame(store, (s) => s.index);
  const results = useStoreSelectorNextFrame(store, (s) => s.results);
  const words = store.getState().words;
  const from = Math.max(0, index - FINISHED_SHOWN);
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the column scrolls sideways: keep the current word in view.
  useEffect(() => {
    scroller.current?.querySelector(".sword.is-current")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [index]);
  return (
    <div className="script-scroll tt-script" ref={scroller} data-testid="script-scroll">
      <p className="script-text" lang="mn-Mong" aria-label={t("typing.words")} data-testid="words" data-index={index}>
        {words.slice(from, index).map((word, i) => (
          <FinishedWord key={from + i} word={word} result={results[from + i]} />
        ))}
        {index < words.length && <CurrentWord key={index} store={store} word={words[index]} />}
        <UpcomingWords words={words} from={index + 1} to={Math.min(words.length, index + VISIBLE_WORDS)} />
      </p>
    </div>
  );
}

/** `typed` letters done (all wrong when `wrong`); the next one marked when `current`. Invisible ones outlined. */
const Letters = ({
  letters,
  typed = 0,
  wrong = false,
  current = false,
}: {
  letters: readonly string[];
  typed?: number;
  wrong?: boolean;
  current?: boolean;
}) => (
  <>
    {letters.map((ch, i) => {
      const classes = ["sch"];
      if (i < typed) classes.push(wrong ? "is-missed" : "is-done");
      if (current && i === typed && !wrong) classes.push("is-current");
      if (markOf(ch)) classes.push("is-mark");
      return (
        <span key={i} className={classes.join(" ")} title={markOf(ch) ?? undefined}>
          {ch}
        </span>
      );
    })}
  </>
);

const FinishedWord = memo(function FinishedWord({ word, result }: { word: string; result: "correct" | "wrong" | undefined }) {
  return (
    <>
      <span className={result === "correct" ? "sword is-correct" : "sword is-wrong"} data-result={result}>
        {word}
      </span>{" "}
    </>
  );
});

/** The typed prefix in the muted colour, the next character marked; a wrong prefix turns the word red. */
function CurrentWord({ store, word }: { store: TypingStore; word: string }) {
  const typed = useTypedPrefix(store, word);
  const letters = useMemo(() => Array.from(word), [word]);
  return (
    <>
      <span
        className={typed < 0 ? "sword is-current is-wrong-prefix" : "sword is-current"}
        data-testid="current-word"
        data-typed={Math.max(0, typed)}
        aria-current="true"
      >
        <Letters letters={letters} typed={typed < 0 ? letters.length : typed} wrong={typed < 0} current />
      </span>{" "}
    </>
  );
}

const UpcomingWords = memo(function UpcomingWords({ words, from, to }: { words: readonly string[]; from: number; to: number }) {
  return (
    <>
      {words.slice(from, to).map((word, i) => (
        <span key={from + i} data-testid="upcoming-word">
          <span className="sword">
            <Letters letters={Array.from(word)} />
          </span>{" "}
        </span>
      ))}
    </>
  );
});

/** How much of `word` is typed correctly so far; -1 when what is typed is no longer its prefix. */
function useTypedPrefix(store: TypingStore, word: string): number {
  return useStoreSelectorNextFrame(store, (s) => typedPrefix(word, s.input));
}
