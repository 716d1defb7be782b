// A lesson kept on the device while still locked by the server (ADR 044): with no connection it opens
// once the results waiting to be sent finish the lessons before it (the server's rule, applied to the
// queue); otherwise it says to finish the previous lesson first. Online, the server decides as ever.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CURRICULA, type CurriculumId } from "~/core/lessons/curricula";
import { lessonListPath } from "~/core/lessons/lessons";
import { useTranslation } from "~/hooks/use-translation";
import { useOfflineUnlock } from "./use-offline-unlock";

interface Props {
  /** Set only on a locked lesson's kept copy: the level the server counted when it was kept. */
  lock: { currentLevel: number } | null;
  curriculum: CurriculumId;
  level: number;
  children: ReactNode;
}

export function OfflineLockGate({ lock, curriculum, level, children }: Props) {
  const { t } = useTranslation();
  const offline = useOfflineUnlock(curriculum, lock?.currentLevel ?? 0);
  if (lock === null || offline.opens(level)) return <>{children}</>;
  // The queue is read from the device after the page loads: nothing is shown until then.
  if (!offline.loaded) return null;
  return (
    <p role="status" className="lesson-note" data-testid="offline-locked">
      {t("lessons.locked")} <Link to={lessonListPath(CURRICULA[curriculum])}>{t("offline.backToList")}</Link>
    </p>
  );
}
