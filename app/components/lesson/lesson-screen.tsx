// The typing screen shared by intro, hold, boxed and review lessons (SPEC §2 lesson screens, §4).
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { CURRICULA, DEFAULT_CURRICULUM, type CurriculumId } from "~/core/lessons/curricula";
import { LAYOUTS, layoutFor, strokeFor } from "~/core/typing/layouts";
import { builtInKeystroke } from "~/core/typing/built-in-keyboard";
import { ScriptKeyboardOptions } from "~/components/script/script-keyboard-options";
import { useScriptKeyboard } from "~/hooks/use-script-keyboard";
import scriptStyles from "~/styles/script.css?url";
import { recomputeLessonResult } from "~/core/lessons/lesson-engine";
import { lessonListPath } from "~/core/lessons/lessons";
import type { FailReason, LessonType } from "~/core/lessons/scoring";
import { lessonFigures, useLessonStore, useSubmitLesson } from "~/hooks/use-lesson-session";
import { useStoreSelector } from "~/hooks/use-external-store";
import { useClassReport } from "~/hooks/use-class-report";
import { useTranslation } from "~/hooks/use-translation";
import { LayoutGuardNotice } from "~/components/typing/layout-guard-notice";
import { LessonFigures, LiveLessonKeyboard, LiveLessonText } from "./lesson-live";
import { LessonHeader } from "./lesson-header";
import { RetryNotice } from "./notice-dialog";
import { useTypingActivity } from "~/components/offline/activity";
import { HoldPicture } from "./hold-picture";

export interface LessonScreenProps {
  lesson: { id: number; level: number; type: LessonType; name: string; text: string; holdWord: string | null };
  group: { name: string; targetWpm: number };
  total: number;
  /** Mongolian when absent (the lesson's curriculum decides the keyboard picture and the result address). */
  curriculum?: CurriculumId;
}

/** Ctrl/Meta shortcuts are not typing; AltGr (Ctrl+Alt on Windows) is. */
function isShortcut(e: KeyboardEvent) {
  return (e.ctrlKey || e.metaKey) && !e.getModifierState("AltGraph");
}

export function LessonScreen({ lesson, group, total, curriculum = DEFAULT_CURRICULUM }: LessonScreenProps) {
  const { language, contentLanguage } = CURRICULA[curriculum];
  // The traditional script (issue 32): its own layout, the built-in keyboard, vertical text.
  const isScript = contentLanguage === "mn-Mong";
  const scriptKeyboard = useScriptKeyboard();
  const layout = isScript ? LAYOUTS[scriptKeyboard.variant] : layoutFor(language);
  const builtIn = isScript && scriptKeyboard.builtIn;
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The screen renders when the status or the layout pause changes, not on every key (lesson-live.tsx).
  const store = useLessonStore(lesson.text);
  const status = useStoreSelector(store, (s) => s.status);
  const layoutPause = useStoreSelector(store, (s) => s.layoutPause);
  // The class's live view (if the learner is in a class): read every 2 s, nothing per key.
  useClassReport(() => {
    const { wpm, accuracy } = lessonFigures(store.getState());
    return { activity: "lesson", level: lesson.level, wpm, accuracy };
  });
  const saving = useSubmitLesson(lesson.id, lesson.level, curriculum);
  // A new version waits until the learner is not typing (ADR 044).
  useTypingActivity(status === "running");
  const [notice, setNotice] = useState<FailReason | null>(null);
  const [held, setHeld] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const holdKey = lesson.type === "hold" ? lesson.holdWord : null;
  const holdCode = holdKey && holdKey !== "Shift" ? strokeFor(layout, holdKey)?.key.code : undefined;
  const isHoldKey = (e: KeyboardEvent) =>
    holdKey === "Shift" ? e.key === "Shift" : holdKey !== null && (e.key.toLowerCase() === holdKey || e.code === holdCode);

  // The end of an attempt: a failed one asks to retry, a passed one is posted.
  useEffect(() => {
    if (status === "failed") return setNotice("errors");
    if (status !== "finished") return;
    const { text, log } = store.getState();
    const result = recomputeLessonResult(text, log, lesson.type, group.targetWpm);
    if (result.ok && !result.passed) return setNotice(result.failReason ?? "errors");
    void saving.submit(log);
    // Only the change of status matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const blocked = notice !== null || saving.status === "saving" || status === "finished" || (holdKey !== null && !held);
  const blockedNow = useRef(blocked);
  blockedNow.current = blocked;

  // Text inserted without a keydown we took (phone keyboards, a script layout's keys) is taken here and
  // the browser's edit cancelled: letting it edit the box, then emptying it, forced a layout per key.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType === "insertCompositionText" || !event.data) return;
      event.preventDefault();
      if (!blockedNow.current) for (const ch of event.data) store.press(ch);
    };
    input.addEventListener("beforeinput", onBeforeInput);
    return () => input.removeEventListener("beforeinput", onBeforeInput);
  }, [store]);

  const retry = () => {
    setNotice(null);
    store.reset();
    saving.newAttempt();
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isShortcut(e)) return;
    if (isHoldKey(e)) {
      e.preventDefault();
      setHeld(true);
      return;
    }
    if ([...e.key].length !== 1) return;
    e.preventDefault();
    // The site's keyboard types the layout's character for the physical key, whatever the system's layout.
    const typed = builtIn ? builtInKeystroke(layout, e) : e.key;
    if (!blocked && typed !== null) store.press(typed);
  };

  const onKeyUp = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isHoldKey(e)) setHeld(false);
  };

  const useBuiltIn = () => {
    scriptKeyboard.setBuiltIn(true);
    inputRef.current?.focus();
  };

  return (
    <div className={`lesson-screen lesson-screen--${lesson.type}${isScript ? " lesson-screen--script" : ""}`} data-testid="lesson-screen" data-status={status}>
      {/* The script's font and styles load on script lessons only. */}
      {isScript ? <link rel="stylesheet" href={scriptStyles} /> : null}
      <LessonHeader groupName={group.name} lessonName={lesson.name} level={lesson.level} total={total} lang={language} />

      <LessonFigures store={store} />

      <LayoutGuardNotice pause={layoutPause} clockStops onUseBuiltIn={isScript && !builtIn ? useBuiltIn : undefined} />
      {/* A pointer convenience only: the input inside is the keyboard's way in (reached with Tab, focused on load). */}
      <div className="lesson-stage" role="presentation" onClick={() => inputRef.current?.focus()}>
        <LiveLessonText store={store} type={lesson.type} lang={language} isScript={isScript} />
        <input
          ref={inputRef}
          className="lesson-input"
          aria-label={t("lessons.typeHere")}
          data-testid="lesson-input"
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          value=""
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onBlur={() => setHeld(false)}
          // What an input method composed lands in the box: take its characters from there.
          onChange={(e) => {
            if (!blocked) for (const ch of e.target.value) store.press(ch);
          }}
        />
        {holdKey !== null && !held && status !== "finished" ? (
          <div className="lesson-hold" data-testid="hold-overlay">
            <HoldPicture language={language} lessonName={lesson.name} held={holdKey} layout={isScript ? layout : undefined} />
            <div className="lesson-hold__words">
              <p className="lesson-hold__key">{holdKey === "Shift" ? "Shift" : holdKey}</p>
              <p>{holdKey === "Shift" ? t("lessons.holdShift") : t("lessons.holdPrompt", { key: holdKey })}</p>
              <p className="lesson-hold__hint">{t("lessons.holdHint")}</p>
            </div>
          </div>
        ) : null}
      </div>
      {status === "ready" ? <p className="lesson-screen__hint">{t("lessons.startHint")}</p> : null}
      {saving.status === "saving" ? <p role="status">{t("lessons.saving")}</p> : null}
      {saving.status === "queued" ? (
        <p role="status" className="lesson-note" data-testid="lesson-queued">
          {t("offline.queued")} <Link to={lessonListPath(CURRICULA[curriculum])}>{t("offline.backToList")}</Link>
        </p>
      ) : null}
      {saving.status === "error" ? (
        <p role="alert" className="lesson-alert">
          {t("lessons.saveFailed")}{" "}
          <button type="button" className="link-button" onClick={() => void saving.submit(store.getState().log)}>
            {t("lessons.retry")}
          </button>
        </p>
      ) : null}

      <LiveLessonKeyboard store={store} language={language} layout={isScript ? layout : undefined}>
        <ScriptKeyboardOptions
          builtIn={scriptKeyboard.builtIn}
          onBuiltIn={(on) => {
            scriptKeyboard.setBuiltIn(on);
            inputRef.current?.focus();
          }}
          variant={scriptKeyboard.variant}
          onVariant={scriptKeyboard.setVariant}
        />
      </LiveLessonKeyboard>
      <RetryNotice
        message={notice === null ? null : t(notice === "slow" ? "lessons.tooSlow" : "lessons.tooManyErrors")}
        onRetry={retry}
        onCancel={() => navigate(lessonListPath(CURRICULA[curriculum]))}
      />
    </div>
  );
}
