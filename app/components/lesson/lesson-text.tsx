// How the lesson text is drawn: running text (review, hold), one big character at a time (intro),
// and ten-character boxes (boxed). Typed, current and missed characters differ by more than colour:
// typed text is dimmed, the current character is underlined, a missed one is struck through in red.
import { memo, useMemo } from "react";
import { BOX_SIZE, boxesOf, currentBox, type LessonState } from "~/core/lessons/lesson-engine";
import { useTranslation } from "~/hooks/use-translation";

/** A non-breaking space in the text is shown as a plain one, so lines can wrap there. */
const shown = (ch: string) => (ch === "\u00a0" ? " " : ch);

export interface TextWord {
  start: number;
  chars: string[];
}

/** The text's words, each with the space after it: worked out once per text, not per key. */
export function useWords(text: string): TextWord[] {
  return useMemo(() => {
    const words: TextWord[] = [];
    let start = 0;
    for (const part of text.split(/(?<= )/)) {
      words.push({ start, chars: [...part] });
      start += part.length;
    }
    return words;
  }, [text]);
}

/**
 * What one word shows of the state, in plain values: a word the cursor is not in (and that gained no
 * mistake) gets the same values as before, so a memoised word does not render again on a key.
 * cursor: the cursor's index in the word (-1 before it, its length once past it); missed: the word's
 * missed indices, comma-joined.
 */
export function wordMarks(state: LessonState, word: TextWord, flashing: boolean) {
  const cursor = Math.min(Math.max(state.position - word.start, -1), word.chars.length);
  const missed = state.mistakes
    .filter((m) => m >= word.start && m < word.start + word.chars.length)
    .map((m) => m - word.start)
    .join(",");
  return { cursor, missed, flashing: flashing && cursor >= 0 && cursor < word.chars.length };
}

/** Index sets of a word's missed letters, from wordMarks' comma-joined form. */
export const missedSet = (missed: string) => new Set(missed === "" ? [] : missed.split(",").map(Number));

/** A memoised word's props: its letters and wordMarks' plain values. */
export type WordProps = ReturnType<typeof wordMarks> & { chars: string[] };

/** The classes of letter `i` of a word or box: typed, current (and wrong), missed. */
function letterClass(i: number, cursor: number, missedAt: Set<number>, flashing: boolean) {
  const classes = ["ch"];
  if (i < cursor) classes.push("is-done");
  if (i === cursor) classes.push(flashing ? "is-current is-wrong" : "is-current");
  if (missedAt.has(i)) classes.push("is-missed");
  return classes.join(" ");
}

const RunningWord = memo(function RunningWord({ chars, cursor, missed, flashing }: WordProps) {
  const missedAt = missedSet(missed);
  return (
    <span className="word">
      {chars.map((ch, i) => (
        <span key={i} className={letterClass(i, cursor, missedAt, flashing)} data-space={ch === " " || undefined}>
          {shown(ch)}
        </span>
      ))}
    </span>
  );
});

/** The whole text, wrapping between words; on a key only the word with the cursor renders again. */
export function RunningText({ state, flashing, lang = "mn" }: { state: LessonState; flashing: boolean; lang?: "mn" | "en" }) {
  const words = useWords(state.text);
  return (
    <p className="lesson-text lesson-text--running" data-testid="lesson-text" lang={lang}>
      {words.map((word) => (
        <RunningWord key={word.start} chars={word.chars} {...wordMarks(state, word, flashing)} />
      ))}
    </p>
  );
}

/** Intro lessons: the key to press, large, with a few characters either side. */
export function IntroText({ state, flashing, lang = "mn" }: { state: LessonState; flashing: boolean; lang?: "mn" | "en" }) {
  const { t } = useTranslation();
  const current = state.text[state.position] ?? "";
  const before = state.text.slice(Math.max(0, state.position - 8), state.position);
  const after = state.text.slice(state.position + 1, state.position + 9);
  const label = current === " " ? t("lessons.space") : current;
  return (
    <div className="lesson-intro" data-testid="lesson-text">
      <p className="lesson-intro__prompt" aria-live="polite">
        {current ? t("lessons.introPress", { key: label }) : "\u00a0"}
      </p>
      <p className="lesson-intro__line" lang={lang}>
        <span className="lesson-intro__side">{before.replace(/ /g, "\u00a0")}</span>
        <span className={`lesson-intro__key${flashing ? " is-wrong" : ""}${current === " " ? " is-space" : ""}`} data-testid="intro-key">
          {current === " " ? "\u2423" : current || "\u00a0"}
        </span>
        <span className="lesson-intro__side">{after.replace(/ /g, "\u00a0")}</span>
      </p>
    </div>
  );
}

/** Boxed lessons: the current box of ten characters, large, and the next one faded. */
export function BoxedText({ state, flashing, lang = "mn" }: { state: LessonState; flashing: boolean; lang?: "mn" | "en" }) {
  const { t } = useTranslation();
  const boxes = boxesOf(state.text);
  const index = currentBox(state);
  const box = { start: index * BOX_SIZE, chars: [...boxes[index]] };
  // The box is marked as a word is (wordMarks), by the same letter rule.
  const { cursor, missed, flashing: wrong } = wordMarks(state, box, flashing);
  const missedAt = missedSet(missed);
  return (
    <div className="lesson-boxed" data-testid="lesson-text">
      <p className="lesson-boxed__count" data-testid="box-count">
        {t("lessons.box", { n: index + 1, total: boxes.length })}
      </p>
      <p className="lesson-boxed__box" lang={lang}>
        {box.chars.map((ch, i) => (
          <span key={box.start + i} className={letterClass(i, cursor, missedAt, wrong)} data-space={ch === " " || undefined}>
            {ch === " " ? "\u2423" : ch}
          </span>
        ))}
      </p>
      <p className="lesson-boxed__next" aria-hidden="true" lang={lang}>
        {boxes[index + 1]?.replace(/ /g, "\u2423") ?? "\u00a0"}
      </p>
    </div>
  );
}
