// One line saying what an assignment asks, in the reader's language: the teacher's list, the student's
// card, the gradebook's headings and the CSV's columns all say it the same way.
import type { AssignmentKind } from "~/core/classes/assignments";
import type { Translate } from "~/i18n";

export interface DescribedAssignment {
  kind: AssignmentKind;
  lessonFrom: number | null;
  lessonTo: number | null;
  targetStars: number | null;
  targetWpm: number | null;
  targetAccuracy: number | null;
  keys: string | null;
}

export function assignmentTitle(a: DescribedAssignment, t: Translate): string {
  if (a.kind === "test") return t("assignments.test", { wpm: a.targetWpm ?? 0, accuracy: a.targetAccuracy ?? 0 });
  if (a.kind === "keys") return t("assignments.keys", { keys: [...(a.keys ?? "")].join(" "), accuracy: a.targetAccuracy ?? 0 });
  const range =
    a.lessonFrom === a.lessonTo
      ? t("assignments.lessonsOne", { from: a.lessonFrom ?? 0 })
      : t("assignments.lessons", { from: a.lessonFrom ?? 0, to: a.lessonTo ?? 0 });
  const target =
    a.targetStars !== null
      ? t("assignments.targetStars", { stars: a.targetStars })
      : t("assignments.targetSpeed", { wpm: a.targetWpm ?? 0, accuracy: a.targetAccuracy ?? 0 });
  return `${range}, ${target}`;
}

/** Short headings for the gradebook's columns and the CSV: the range, the test or the keys. */
export function assignmentHeading(a: DescribedAssignment, t: Translate): string {
  if (a.kind === "lessons")
    return a.lessonFrom === a.lessonTo
      ? t("assignments.lessonsOne", { from: a.lessonFrom ?? 0 })
      : t("assignments.lessons", { from: a.lessonFrom ?? 0, to: a.lessonTo ?? 0 });
  if (a.kind === "test") return `${t("teacher.assignments.new.test")} ${a.targetWpm ?? 0}/${a.targetAccuracy ?? 0}%`;
  return `${t("teacher.assignments.new.keys")} ${[...(a.keys ?? "")].join(" ")}`;
}
