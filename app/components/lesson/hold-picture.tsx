import { useMemo } from "react";
import { lessonPicture } from "~/core/lessons/lesson-picture";
import { layoutFor, type KeyboardLayout } from "~/core/typing/layouts";
import { useTranslation } from "~/hooks/use-translation";
import { holdPictureTitle } from "~/utils/hold-picture-title";

/**
 * The hold lesson's picture (issue 35 §1): the hands over the keyboard, the held key and its finger
 * marked. The same markup as /images/lessons/lesson-<id>.svg, coloured here by the page's theme.
 */
export function HoldPicture({ language, lessonName, held, layout }: { language: "mn" | "en"; lessonName: string; held: string; layout?: KeyboardLayout }) {
  const { t } = useTranslation();
  const title = holdPictureTitle(t, lessonName, held);
  // Generated markup only (keys from the layout table, the title escaped): nothing from the learner.
  const svg = useMemo(() => lessonPicture(layout ?? layoutFor(language), { held }, title).svg, [layout, language, held, title]);
  return <div className="lesson-hold__picture" data-testid="hold-picture" dangerouslySetInnerHTML={{ __html: svg }} />;
}
