// The traditional script's lesson text (issue 32): top to bottom, lines left to right, in Noto Sans
// Mongolian v3. Each word stays one run of text so the font joins its letters; typed, current and
// missed characters differ by colour only (a change of weight or size would break the joins), and an
// invisible character (MVS, FVS, NNBSP) keeps its place in the run with a thin frame round it. The
// "next character" line names it in a labelled box.
import { memo, useEffect, useRef } from "react";
import { missedSet, useWords, wordMarks, type WordProps } from "~/components/lesson/lesson-text";
import type { LessonState } from "~/core/lessons/lesson-engine";
import { markOf } from "~/core/typing/script-marks";
import { useTranslation } from "~/hooks/use-translation";

const ScriptWord = memo(function ScriptWord({ chars, cursor, missed, flashing }: WordProps) {
  const missedAt = missedSet(missed);
  return (
    <span className="sword">
      {chars.map((ch, i) => {
        const classes = ["sch"];
        if (i < cursor) classes.push("is-done");
        if (i === cursor) classes.push(flashing ? "is-wrong" : "is-current");
        if (missedAt.has(i) && i < cursor) classes.push("is-missed");
        if (markOf(ch)) classes.push("is-mark");
        return (
          <span key={i} className={classes.join(" ")} title={markOf(ch) ?? undefined}>
            {ch}
          </span>
        );
      })}
    </span>
  );
});

/** On a key only the word with the cursor renders again (and reshapes). */
export function ScriptText({ state, flashing }: { state: LessonState; flashing: boolean }) {
  const words = useWords(state.text);
  const scroller = useRef<HTMLDivElement>(null);
  let currentWord = 0;
  for (const word of words) if (word.start <= state.position) currentWord = word.start;
  // Keep the current column in view on a narrow screen (the text scrolls sideways): once a word, in the
  // next frame, whose layout is done anyway — asked in the key's task, it forced the shaping there.
  useEffect(() => {
    const frame = requestAnimationFrame(() => scroller.current?.querySelector(".sch.is-current")?.scrollIntoView({ block: "nearest", inline: "nearest" }));
    return () => cancelAnimationFrame(frame);
  }, [currentWord]);
  return (
    <div className="script-scroll" data-testid="script-scroll" ref={scroller}>
      <p className="script-text" lang="mn-Mong" data-testid="lesson-text">
        {words.map((word) => (
          <ScriptWord key={word.start} chars={word.chars} {...wordMarks(state, word, flashing)} />
        ))}
      </p>
    </div>
  );
}

/** The character to type next, large: a letter in its isolated form, an invisible one as a labelled box. */
export function ScriptNextChar({ char, flashing }: { char: string | null; flashing: boolean }) {
  const { t } = useTranslation();
  const mark = char ? markOf(char) : null;
  return (
    <p className="script-next" data-testid="script-next">
      <span className="script-next__label">{t("script.next")}:</span>{" "}
      {char === null ? null : mark ? (
        <span className={`script-mark${flashing ? " is-wrong" : ""}`} aria-label={t("script.mark", { name: mark })} data-testid="script-next-mark">
          {mark}
        </span>
      ) : char === " " ? (
        <span className={`script-mark${flashing ? " is-wrong" : ""}`}>{t("lessons.space")}</span>
      ) : (
        <span className={`script-next__char${flashing ? " is-wrong" : ""}`} lang="mn-Mong">
          {char}
        </span>
      )}
    </p>
  );
}
