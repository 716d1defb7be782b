import type { Translate } from "~/i18n";

/** What a hold lesson's picture says, in the reader's language: the lesson and the instruction beside it. */
export function holdPictureTitle(t: Translate, lessonName: string, held: string): string {
  return `${lessonName}. ${held === "Shift" ? t("lessons.holdShift") : t("lessons.holdPrompt", { key: held })}`;
}
