import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import { ClientButton } from "~/components/ui/client-button";

/** The projector's "Cancel the race" while it waits: it asks first, as the console's other destructive buttons do. */
export function CancelClassRace({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ClientButton className="button button--danger" onClick={() => setConfirming(true)} data-testid="class-race-cancel">
        {t("teacher.race.cancel")}
      </ClientButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("teacher.race.cancelTitle")} testId="class-race-cancel-dialog">
        <p>{t("teacher.race.cancelConfirm")}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t("teacher.race.keep")}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              setConfirming(false);
              onCancel();
            }}
            data-testid="class-race-cancel-confirm"
          >
            {t("teacher.race.cancel")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
