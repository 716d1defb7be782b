// What a click on a lesson that cannot be opened shows (SPEC §2 lesson list, §8).
import { useRouteLoaderData } from "@remix-run/react";
import { LoginForm } from "~/components/accounts/login-form";
import { PaymentRequiredDialog } from "~/components/payment/payment-required-dialog";
import { Dialog } from "~/components/ui/dialog";
import type { LessonAccess } from "~/core/lessons/lessons";
import { useTranslation } from "~/hooks/use-translation";
import type { loader as rootLoader } from "~/root";

export type Gate = { kind: Exclude<LessonAccess, "open">; redirectTo: string } | null;

export function GateDialogs({ gate, onClose }: { gate: Gate; onClose: () => void }) {
  const { t } = useTranslation();
  const facebookEnabled = useRouteLoaderData<typeof rootLoader>("root")?.facebookEnabled ?? false;
  return (
    <>
      <Dialog open={gate?.kind === "locked"} onClose={onClose} title={t("lessons.notice")} testId="locked-notice">
        <p>{t("lessons.locked")}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose} autoFocus>
            {t("lessons.ok")}
          </button>
        </div>
      </Dialog>
      <Dialog open={gate?.kind === "login"} onClose={onClose} title={t("lessons.loginTitle")} testId="lesson-login">
        <p className="lead">{t("lessons.loginLead")}</p>
        <LoginForm redirectTo={gate?.redirectTo ?? "/lesson"} facebookEnabled={facebookEnabled} />
      </Dialog>
      <PaymentRequiredDialog open={gate?.kind === "payment"} onClose={onClose} reason="lessons" />
    </>
  );
}
