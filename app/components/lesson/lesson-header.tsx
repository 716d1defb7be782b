import { useTranslation } from "~/hooks/use-translation";

/** Group, lesson name and "lesson n of total" at the top of every lesson screen. */
/** `lang`: the language of the curriculum, which names the group and the lesson. */
export function LessonHeader({
  groupName,
  lessonName,
  level,
  total,
  lang = "mn",
}: {
  groupName: string;
  lessonName: string;
  level: number;
  total: number;
  lang?: "mn" | "en";
}) {
  const { t } = useTranslation();
  return (
    <header className="lesson-screen__head">
      <div>
        <p className="lesson-screen__group" lang={lang}>
          {groupName}
        </p>
        <h1 lang={lang}>{lessonName}</h1>
      </div>
      <p className="lesson-screen__number">
        {t("lessons.number", { n: level })}
        <span>{t("lessons.counter", { n: level, total })}</span>
      </p>
    </header>
  );
}
