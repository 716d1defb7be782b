// The words to type: a few finished ones (grey if right, struck through if wrong), the current word
// and the next 14. React renders the list at word boundaries (useStoreSelectorNextFrame); within a word,
// the current word's colours are drawn straight into the DOM after the key's frame (ADR 052).
import { memo, useEffect, useMemo, useRef } from "react";
import { VISIBLE_WORDS, typedPrefix, type EngineState } from "~/core/typing/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import type { TypingStore } from "./typing-store";
import { useStoreSelectorNextFrame } from "~/hooks/use-external-store";

const FINISHED_SHOWN = 3;

export const WordsView = memo(function WordsView({ store, language }: { store: TypingStore; language: "mn" | "en" }) {
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
});

const FinishedWord = memo(function FinishedWord({ word, result }: { word: string; result: "correct" | "wrong" | undefined }) {
  return (
    <span className={result === "correct" ? "tt-word is-correct" : "tt-word is-wrong"} data-result={result}>
      {word}
    </span>
  );
});

/**
 * One span per letter: a keystroke only flips a class (a colour), so the line needs no new layout or
 * text shaping; a wrong prefix marks the whole word. React draws the word untyped, once (keyed by its
 * index, and memo: its props never change); paintTyped keeps its colours from then on.
 */
const CurrentWord = memo(function CurrentWord({ store, word }: { store: TypingStore; word: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const letters = useMemo(() => Array.from(word), [word]);
  useEffect(() => (ref.current ? store.followAfterFrame(paintTyped(ref.current, word)) : undefined), [store, word]);
  return (
    <span ref={ref} className="tt-word is-current" data-testid="current-word" aria-current="true">
      {letters.map((letter, i) => (
        <span key={i}>{letter}</span>
      ))}
    </span>
  );
});

/** Marks the letters typed so far (touching only those that changed), or the whole word when it went wrong. */
function paintTyped(wordEl: HTMLElement, word: string) {
  let shown = 0;
  let shownWrong = false;
  return (s: EngineState) => {
    // This word's own prefix, not the engine's current word: the list moves on a frame after the space.
    const prefix = typedPrefix(word, s.input);
    const wrong = prefix < 0;
    const typed = Math.max(0, prefix);
    for (let i = Math.min(shown, typed); i < Math.max(shown, typed); i++) wordEl.children[i]?.classList.toggle("tt-typed", i < typed);
    if (wrong !== shownWrong) wordEl.classList.toggle("is-wrong-prefix", wrong);
    shown = typed;
    shownWrong = wrong;
  };
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
