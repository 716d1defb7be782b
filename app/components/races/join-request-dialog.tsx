import type { PublicUser } from "~/core/races/protocol";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";

/** The host's 6-second notice for a join request (it disappears when the request expires). */
export function JoinRequestDialog({ request, onAnswer }: { request: { user: PublicUser } | null; onAnswer: (accept: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={request !== null} onClose={() => onAnswer(false)} title={t("room.requestTitle")} testId="join-request">
      <p>{t("room.requestBody", { player: request?.user.name ?? "" })}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => onAnswer(false)}>
          {t("room.decline")}
        </button>
        <button type="button" className="button" onClick={() => onAnswer(true)} data-testid="join-request-accept">
          {t("room.accept")}
        </button>
      </div>
    </Dialog>
  );
}
