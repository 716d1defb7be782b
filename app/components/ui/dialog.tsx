import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
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
  // Esc goes through the state, not the browser's own close: without a user activation Chromium closes
  // the dialog with no cancel event, and its close event comes a task later — an Enter on the opener in
  // between found the state still open, set it open again (no change) and the dialog stayed shut.
  const closeOnEscape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onClose();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose} onKeyDown={closeOnEscape} data-testid={testId}>
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
