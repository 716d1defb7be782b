import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "~/hooks/use-translation";

/** A real modal: the native <dialog> traps focus, Esc closes it, and it is labelled by its title. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // The close event comes a task after the dialog shut. If it was opened again in between (Esc, then
  // Enter on the opener at once), that event is stale and must not shut it again.
  const closed = () => {
    if (!ref.current?.open) onClose();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={closed} onCancel={onClose} data-testid={testId}>
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label={t("accounts.close")} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
