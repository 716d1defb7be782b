import { Link } from "@remix-run/react";
import { Dialog } from "~/components/ui/dialog";
import { challengePagePath } from "~/core/races/prize-challenge-api";
import { useTranslation } from "~/hooks/use-translation";
import type { SaveOutcome } from "./prize-client";

/** The finish modal (SPEC §2 Prize race): the server's figures for this attempt, Cancel and Race again. */
export function FinishDialog({ open, outcome, onCancel, onAgain }: { open: boolean; outcome: SaveOutcome | null; onCancel: () => void; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} title={t("prize.finishTitle")} testId="prize-finish">
      {outcome === null ? (
        <p role="status">{t("prize.saving")}</p>
      ) : outcome.kind === "saved" ? (
        <div role="status" data-testid="prize-finish-result">
          <p>{t("prize.finishBody", { wpm: outcome.data.wpm, cpm: outcome.data.cpm, accuracy: outcome.data.accuracy })}</p>
          <p>{t("prize.finishBest", { best: outcome.data.best })}</p>
          {outcome.data.granted > 0 ? <p className="notice">{t("prize.finishPoints", { points: outcome.data.granted })}</p> : null}
        </div>
      ) : outcome.kind === "held" ? (
        <div role="status" data-testid="prize-finish-held">
          <p>{t("prize.finishBody", { wpm: outcome.data.wpm, cpm: outcome.data.cpm, accuracy: outcome.data.accuracy })}</p>
          <p className="notice">{outcome.message}</p>
          <p>
            <Link to={challengePagePath(outcome.data.challengeId)} className="button" data-testid="prize-challenge-link">
              {t("challenge.go")}
            </Link>
          </p>
        </div>
      ) : (
        <p className="notice notice--error" role="alert" data-testid="prize-finish-error">
          {outcome.kind === "refused" ? outcome.message : t("prize.error.failed")}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t("prize.cancel")}
        </button>
        <button type="button" className="button" onClick={onAgain} disabled={outcome === null} data-testid="prize-again">
          {t("prize.again")}
        </button>
      </div>
    </Dialog>
  );
}
