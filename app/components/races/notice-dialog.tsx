import type { ReactNode } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";

/** A message with one OK button (cancelled room, not joined, wrong language …). */
export function NoticeDialog({
  open,
  title,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} testId={testId}>
      {children}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t("races.ok")}
        </button>
      </div>
    </Dialog>
  );
}

/** 'Итгэлтэй байна уу?' with Yes / No. */
export function ConfirmDialog({ open, body, onYes, onNo, testId }: { open: boolean; body: string; onYes: () => void; onNo: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onNo} title={t("races.confirm")} testId={testId}>
      <p>{body}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onNo}>
          {t("races.no")}
        </button>
        <button type="button" className="button" onClick={onYes} data-testid="confirm-yes">
          {t("races.yes")}
        </button>
      </div>
    </Dialog>
  );
}
