// The top menu's login modal. Its own chunk with the form (and zod with it): a guest's first load of a
// page does not carry the dialog, only the button that opens it (issue 33 §1, the first-load budget).
// The form's styles come with the chunk: the pages the modal opens on (/help, /, …) do not link them.
import "~/styles/accounts.css";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import { LoginForm } from "./login-form";

export function LoginModal({
  open,
  onClose,
  redirectTo,
  facebookEnabled,
}: {
  open: boolean;
  onClose: () => void;
  redirectTo: string;
  facebookEnabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("accounts.loginTitle")} testId="login-modal">
      <LoginForm redirectTo={redirectTo} facebookEnabled={facebookEnabled} />
    </Dialog>
  );
}
