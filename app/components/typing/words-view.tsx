// The words to type: a few finished ones (grey if right, struck through if wrong), the current word
// and the next 14. Only <CurrentWord> re-renders on a keystroke; the rest changes at word boundaries.
import { memo } from "react";
import { VISIBLE_WORDS } from "~/core/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import { useTypingSelector, type TypingStore } from "./typing-store";

const FINISHED_SHOWN = 3;

export function WordsView({ store, language }: { store: TypingStore; language: "mn" | "en" }) {
  const { t } = useTranslation();
  const index = useTypingSelector(store, (s) => s.index);
  const results = useTypingSelector(store, (s) => s.results);
  const words = store.getState().words;
  const from = Math.max(0, index - FINISHED_SHOWN);
  return (
    <div className="tt-words" lang={language} aria-label={t("typing.words")} data-testid="words" data-index={index}>
      {words.slice(from, index).map((word, i) => (
        <FinishedWord key={from + i} word={word} result={results[from + i]} />
      ))}
      {index < words.length && <CurrentWord store={store} word={words[index]} />}
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

function CurrentWord({ store, word }: { store: TypingStore; word: string }) {
  const input = useTypingSelector(store, (s) => s.input);
  const right = word.startsWith(input);
  if (!right) {
    return (
      <span className="tt-word is-current is-wrong-prefix" data-testid="current-word" aria-current="true">
        {word}
      </span>
    );
  }
  return (
    <span className="tt-word is-current" data-testid="current-word" aria-current="true">
      <span className="tt-typed">{input}</span>
      {word.slice(input.length)}
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
