// The start lesson (/lesson-step/{id}): three tips typed out on screen one after another, then finish.
// Finishing sends the fixed advice result (30 WPM, 100 %, 200 points).
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CURRICULA, DEFAULT_CURRICULUM } from "~/core/lessons/curricula";
import { lessonListPath } from "~/core/lessons/lessons";
import { useSubmitLesson } from "~/hooks/use-lesson-session";
import { useTranslation } from "~/hooks/use-translation";
import type { LessonScreenProps } from "./lesson-screen";
import { LessonHeader } from "./lesson-header";

const TYPE_OUT_MS = 18;

/** Reveals `text` a character at a time; at once when the reader prefers reduced motion. */
function useTypedOut(text: string) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return setShown(text.length);
    setShown(0);
    const id = window.setInterval(() => {
      setShown((n) => {
        if (n >= text.length) window.clearInterval(id);
        return Math.min(text.length, n + 1);
      });
    }, TYPE_OUT_MS);
    return () => window.clearInterval(id);
  }, [text]);
  return { typed: text.slice(0, shown), done: shown >= text.length, finish: () => setShown(text.length) };
}

export function AdviceScreen({ lesson, group, total, curriculum = DEFAULT_CURRICULUM }: LessonScreenProps) {
  const { t } = useTranslation();
  const steps = lesson.text.split("\n");
  const [step, setStep] = useState(0);
  const { typed, done, finish } = useTypedOut(steps[step] ?? "");
  const saving = useSubmitLesson(lesson.id, lesson.level, curriculum);
  const last = step === steps.length - 1;

  const advance = () => {
    if (!done) return finish();
    if (!last) return setStep(step + 1);
    void saving.submit([]);
  };

  return (
    <div className="lesson-screen lesson-screen--start" data-testid="lesson-screen">
      <LessonHeader groupName={group.name} lessonName={lesson.name} level={lesson.level} total={total} lang={CURRICULA[curriculum].language} />
      <ol className="advice-steps" aria-label={t("lessons.type.start")}>
        {steps.map((_, i) => (
          <li key={i} className={i === step ? "is-current" : i < step ? "is-done" : ""} aria-current={i === step ? "step" : undefined}>
            {i + 1}
          </li>
        ))}
      </ol>
      <section className="card advice-card" aria-live="polite">
        <p className="advice-card__step">{t("lessons.step", { n: step + 1 })}</p>
        <p className="advice-card__text" data-testid="advice-text" lang={CURRICULA[curriculum].language}>
          {typed}
          {done ? null : <span className="advice-card__caret" aria-hidden="true" />}
        </p>
      </section>
      <div className="advice-actions">
        {saving.status === "queued" ? (
          <p role="status" className="lesson-note" data-testid="lesson-queued">
            {t("offline.queued")} <Link to={lessonListPath(CURRICULA[curriculum])}>{t("offline.backToList")}</Link>
          </p>
        ) : null}
        {saving.status === "error" ? (
          <p role="alert" className="lesson-alert">
            {t("lessons.saveFailed")}
          </p>
        ) : null}
        <button
          type="button"
          className="button"
          onClick={advance}
          disabled={saving.status === "saving" || saving.status === "queued"}
          data-testid="advice-next"
          data-finishing={last && done}
          autoFocus
        >
          {last && done ? t("lessons.stepFinish") : t("lessons.stepNext")}
        </button>
      </div>
    </div>
  );
}
