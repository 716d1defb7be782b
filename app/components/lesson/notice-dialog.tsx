import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";

/** The lesson prompt titled Санамж: too slow / too many errors, with Дахиж оролдох and Болих. */
export function RetryNotice({ message, onRetry, onCancel }: { message: string | null; onRetry: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onClose={onCancel} title={t("lessons.notice")} testId="retry-notice">
      <p>{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} data-testid="retry-cancel">
          {t("lessons.cancel")}
        </button>
        <button type="button" className="button" onClick={onRetry} data-testid="retry-again" autoFocus>
          {t("lessons.retry")}
        </button>
      </div>
    </Dialog>
  );
}
