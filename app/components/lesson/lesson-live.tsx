// The parts of the lesson screen that change with the keys, each subscribed to the lesson store: a key
// renders the text at once, and the figures and the keyboard's hint in the next frame (ADR 045).
import type { ReactNode } from "react";
import { expectedChar, type LessonState } from "~/core/lessons/lesson-engine";
import type { LessonType } from "~/core/lessons/scoring";
import type { KeyboardLayout } from "~/core/typing/layouts";
import { useStoreSelector, useStoreSelectorNextFrame } from "~/hooks/use-external-store";
import { lessonFigures, useFlashing, type LessonStore } from "~/hooks/use-lesson-session";
import { useNow } from "~/hooks/use-now";
import { ProgressBar } from "~/components/ui/progress-bar";
import { useTranslation } from "~/hooks/use-translation";
import { ScriptNextChar, ScriptText } from "~/components/script/script-text";
import { BoxedText, IntroText, RunningText } from "./lesson-text";
import { LessonKeyboard } from "./lesson-keyboard";

const whole = (state: LessonState) => state;

/** The lesson's text (and, for the script, the next character), as the learner types it. */
export function LiveLessonText({ store, type, lang, isScript }: { store: LessonStore; type: LessonType; lang: "mn" | "en"; isScript: boolean }) {
  const state = useStoreSelector(store, whole);
  const flashing = useFlashing(store);
  if (isScript) {
    return (
      <>
        <ScriptNextChar char={expectedChar(state)} flashing={flashing} />
        <ScriptText state={state} flashing={flashing} />
      </>
    );
  }
  const Text = type === "intro" ? IntroText : type === "boxed" ? BoxedText : RunningText;
  return <Text state={state} flashing={flashing} lang={lang} />;
}

/** Speed, accuracy, the timer and the progress bar. */
export function LessonFigures({ store }: { store: LessonStore }) {
  const { t } = useTranslation();
  const state = useStoreSelectorNextFrame(store, whole);
  // Every second while the timer runs, for the seconds and the speed.
  useNow(1000, state.status === "running" && state.layoutPause === null);
  const figures = lessonFigures(state);
  return (
    <>
      <dl className="lesson-stats">
        <div>
          <dt>{t("lessons.wpm")}</dt>
          <dd data-testid="live-wpm">
            {figures.wpm} <small>{t("lessons.wpmUnit")}</small>
          </dd>
        </div>
        <div>
          <dt>{t("lessons.accuracy")}</dt>
          <dd data-testid="live-accuracy">{figures.accuracy}%</dd>
        </div>
        <div>
          <dt>{t("lessons.time")}</dt>
          <dd>{t("lessons.seconds", { s: figures.seconds })}</dd>
        </div>
      </dl>
      <ProgressBar percent={figures.progress} label={t("lessons.progressLabel")} />
    </>
  );
}

/** The finger-hint keyboard with the next key marked and the wrong key flashed. */
export function LiveLessonKeyboard({
  store,
  language,
  layout,
  children,
}: {
  store: LessonStore;
  language: "mn" | "en";
  layout?: KeyboardLayout;
  children?: ReactNode;
}) {
  const next = useStoreSelectorNextFrame(store, expectedChar);
  const flashing = useFlashing(store);
  const wrongKey = useStoreSelector(store, (s) => s.lastWrong?.key ?? null);
  return (
    <LessonKeyboard language={language} nextChar={next} wrongChar={flashing ? wrongKey : null} layout={layout}>
      {children}
    </LessonKeyboard>
  );
}
