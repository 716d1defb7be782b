// The words to type: a few finished ones (grey if right, struck through if wrong), the current word
// and the next 14. Only <CurrentWord> re-renders on a keystroke; the rest changes at word boundaries.
// Both follow the keystroke by one frame (useStoreSelectorNextFrame): the typed letter paints first.
import { memo, useMemo } from "react";
import { VISIBLE_WORDS } from "~/core/typing/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import { useTypedPrefix, type TypingStore } from "./typing-store";
import { useStoreSelectorNextFrame } from "~/hooks/use-external-store";

const FINISHED_SHOWN = 3;

export function WordsView({ store, language }: { store: TypingStore; language: "mn" | "en" }) {
  const { t } = useTranslation();
  const index = useStoreSelectorNextFrame(store, (s) => s.index);
  const results = useStoreSelectorNextFrame(store, (s) => s.results);
  const words = store.getState().words;
  const from = Math.max(0, index - FINISHED_SHOWN);
  return (
    <div className="tt-words" lang={language} aria-label={t("typing.words")} data-testid="words" data-index={index}>
      {words.slice(from, index).map((word, i) => (
        <FinishedWord key={from + i} word={word} result={results[from + i]} />
      ))}
      {index < words.length && <CurrentWord key={index} store={store} word={words[index]} />}
      <UpcomingWords words={words} from={index + 1} to={Math.min(words.length, index + VISIBLE_WORDS)} />
    </div>
  );
}

const FinishedWord = memo(function FinishedWord({ word, result }: { word: string; result: "correct" | "wrong" | undefined }) {
  return (
    <span className={result === "correct" ? "tt-word is-correct" : "tt-word is-wrong"} data-result={result}>
      {word}
    </span>
  );
});

/**
 * One span per letter: a keystroke only flips a class (a colour), so the line needs no new layout or
 * text shaping; a wrong prefix marks the whole word. Keyed by the word's index: its selector reads `word`.
 */
function CurrentWord({ store, word }: { store: TypingStore; word: string }) {
  const typed = useTypedPrefix(store, word);
  const letters = useMemo(() => Array.from(word), [word]);
  return (
    <span
      className={typed < 0 ? "tt-word is-current is-wrong-prefix" : "tt-word is-current"}
      data-testid="current-word"
      data-typed={Math.max(0, typed)}
      aria-current="true"
    >
      {letters.map((letter, i) => (
        <span key={i} className={i < typed ? "tt-typed" : undefined}>
          {letter}
        </span>
      ))}
    </span>
  );
}

const UpcomingWords = memo(function UpcomingWords({ words, from, to }: { words: readonly string[]; from: number; to: number }) {
  return (
    <>
      {words.slice(from, to).map((word, i) => (
        <span key={from + i} className="tt-word" data-testid="upcoming-word">
          {word}
        </span>
      ))}
    </>
  );
});
