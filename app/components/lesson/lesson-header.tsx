import { useTranslation } from "~/hooks/use-translation";

/** Group, lesson name and "lesson n of total" at the top of every lesson screen. */
export function LessonHeader({ groupName, lessonName, level, total }: { groupName: string; lessonName: string; level: number; total: number }) {
  const { t } = useTranslation();
  return (
    <header className="lesson-screen__head">
      <div>
        <p className="lesson-screen__group">{groupName}</p>
        <h1>{lessonName}</h1>
      </div>
      <p className="lesson-screen__number">
        {t("lessons.number", { n: level })}
        <span>{t("lessons.counter", { n: level, total })}</span>
      </p>
    </header>
  );
}
