import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { LoginForm } from "~/components/accounts/login-form";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import type { loader as rootLoader } from "~/root";

/** Guests who try to create or join a room (or a prize race) are asked to log in first (SPEC §2). */
export function LoginRequiredDialog({ open, onClose, message }: { open: boolean; onClose: () => void; message?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const facebookEnabled = useRouteLoaderData<typeof rootLoader>("root")?.facebookEnabled ?? false;
  return (
    <Dialog open={open} onClose={onClose} title={t("races.loginTitle")} testId="races-login-modal">
      <p className="notice">{message ?? t("races.loginRequired")}</p>
      <LoginForm redirectTo={location.pathname} facebookEnabled={facebookEnabled} />
    </Dialog>
  );
}
