import { useNavigate } from "@remix-run/react";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";

/**
 * The payment-required modal that a 402 opens on lessons, the boxed lesson and the certificate
 * (SPEC §6, §8). "lessons" is the one after the 51 free lessons; "next" goes to /payment.
 */
export function PaymentRequiredDialog({ open, onClose, reason = "generic" }: { open: boolean; onClose: () => void; reason?: "lessons" | "generic" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(reason === "lessons" ? "paymentRequired.title" : "paymentRequired.genericTitle")}
      testId="payment-required"
    >
      <p>{t(reason === "lessons" ? "paymentRequired.lessons" : "paymentRequired.generic")}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("paymentRequired.back")}
        </button>
        <button type="button" className="button" onClick={() => navigate("/payment")} data-testid="payment-required-next">
          {t("paymentRequired.next")}
        </button>
      </div>
    </Dialog>
  );
}
