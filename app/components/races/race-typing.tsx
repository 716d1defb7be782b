import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { createRaceEngine, fastForward, isTextDone, raceAccuracy, raceKey, wordsDone, wordsTypedBetween } from "~/core/races/race-typing";
import { figures, isCorrectPrefix, visibleRange, type EngineState } from "~/core/typing/typing-engine";
import { useClassReport } from "~/hooks/use-class-report";
import { LayoutGuardNotice } from "~/components/typing/layout-guard-notice";
import { useTranslation } from "~/hooks/use-translation";
import { useRaceSounds } from "./race-sounds";

interface Props {
  text: string;
  /** Typing is open (the room's clock says so) and this player has not finished. */
  enabled: boolean;
  /** Where the room says this player is (after a reload). */
  resumeAt: number;
  /** `typed`: what was typed for the words completed since the last report (the room judges them). */
  onProgress: (words: number, correctCharacters: number, typed: string[]) => void;
  onDone: (accuracy: number, correctCharacters: number, typed: string[]) => void;
}

/** The typing area: the current word and the next 14, driven by the typing-test engine. */
export function RaceTyping({ text, enabled, resumeAt, onProgress, onDone }: Props) {
  const { t } = useTranslation();
  const [engine, setEngine] = useState<EngineState>(() => fastForward(createRaceEngine(text), resumeAt, 0));
  const input = useRef<HTMLInputElement>(null);
  const sounds = useRaceSounds();
  const reported = useRef(engine);
  // The class's live view (if the learner is in a class): read every 2 s, nothing per key.
  useClassReport(() => ({ activity: "race", wpm: figures(engine, performance.now()).wpm, accuracy: raceAccuracy(engine) }));

  useEffect(() => {
    if (enabled) input.current?.focus();
  }, [enabled]);

  const apply = (next: EngineState) => {
    if (next === engine) return false;
    // Per word: the moment the input goes wrong, a marker and the error sound; a correct word, the correct sound.
    if (isCorrectPrefix(engine) && !isCorrectPrefix(next) && next.index === engine.index) sounds.error();
    if (next.results.length > engine.results.length) {
      if (next.results[next.results.length - 1] === "correct") sounds.correct();
      else sounds.error();
    }
    setEngine(next);
    if (wordsDone(next) > wordsDone(reported.current)) {
      const typed = wordsTypedBetween(reported.current, next);
      reported.current = next;
      if (isTextDone(next)) onDone(raceAccuracy(next), next.characters, typed);
      else onProgress(wordsDone(next), next.characters, typed);
    }
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!enabled) return;
    const next = raceKey(engine, { key: e.key, code: e.code, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, time: performance.now() });
    if (apply(next)) e.preventDefault();
  };

  // Phone keyboards often report "Unidentified" keys: fall back to what changed in the field.
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (!enabled) return;
    const value = e.target.value;
    let next = engine;
    const time = performance.now();
    if (value.length < engine.input.length) next = raceKey(next, { key: "Backspace", time });
    else for (const ch of value.slice(engine.input.length)) next = raceKey(next, { key: ch, time });
    apply(next);
  };

  const { from, to } = visibleRange(engine);
  const current = engine.words[engine.index] ?? "";
  const wrong = !isCorrectPrefix(engine);
  return (
    <div className="race-typing" data-testid="race-typing">
      <p className="race-words" lang="mn" aria-live="off">
        {engine.words.slice(from, to).map((word, i) =>
          i === 0 ? (
            <span key={`${from}-${word}`} className={wrong ? "word word--current word--wrong" : "word word--current"} data-testid="current-word">
              <span className="word__typed">{current.slice(0, wrong ? 0 : engine.input.length)}</span>
              {current.slice(wrong ? 0 : engine.input.length)}
            </span>
          ) : (
            <span key={`${from + i}-${word}`} className="word">
              {word}
            </span>
          ),
        )}
      </p>
      {/* The room's clock runs on: a wrong-layout pause only keeps those keys out. */}
      <LayoutGuardNotice pause={engine.layoutPause} clockStops={false} />
      <input
        ref={input}
        className={wrong ? "race-input race-input--wrong" : "race-input"}
        value={engine.input}
        onKeyDown={onKeyDown}
        onChange={onChange}
        disabled={!enabled}
        aria-label={t("race.typeHere")}
        aria-invalid={wrong}
        placeholder={enabled ? t("race.typeHere") : ""}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        data-testid="race-input"
      />
    </div>
  );
}
