import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import { useLobby } from "./lobby-provider";

/** 'Урилга' on any screen: accept goes to /room, decline — or six seconds without an answer — declines. */
export function InvitationDialog() {
  const { invitation, answerInvitation } = useLobby();
  const { t } = useTranslation();
  useEffect(() => {
    if (!invitation) return;
    const timer = setTimeout(() => answerInvitation(false), Math.max(0, invitation.until - Date.now()));
    return () => clearTimeout(timer);
  }, [invitation, answerInvitation]);
  if (!invitation) return null;
  return (
    <Dialog open onClose={() => answerInvitation(false)} title={t("invite.title")} testId="invitation">
      <p>{t("invite.body", { from: invitation.from })}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => answerInvitation(false)} data-testid="invitation-decline">
          {t("invite.decline")}
        </button>
        <button type="button" className="button" onClick={() => answerInvitation(true)} data-testid="invitation-accept">
          {t("invite.accept")}
        </button>
      </div>
    </Dialog>
  );
}
