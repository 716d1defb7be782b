import { useLocation } from "@remix-run/react";
import { LoginForm } from "~/components/accounts/login-form";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import { useRootData } from "~/hooks/use-root-data";

/** Guests who try to create or join a room (or a prize race) are asked to log in first (SPEC §2). */
export function LoginRequiredDialog({ open, onClose, message }: { open: boolean; onClose: () => void; message?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const facebookEnabled = useRootData()?.facebookEnabled ?? false;
  return (
    <Dialog open={open} onClose={onClose} title={t("races.loginTitle")} testId="races-login-modal">
      <p className="notice">{message ?? t("races.loginRequired")}</p>
      <LoginForm redirectTo={location.pathname} facebookEnabled={facebookEnabled} />
    </Dialog>
  );
}
