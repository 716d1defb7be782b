import { useNavigate } from "@remix-run/react";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";

/**
 * The payment-required modal that a 402 opens on lessons, the boxed lesson and the certificate
 * (SPEC §6, §8). "lessons" is the one after the 51 free lessons, "certificate" says 'Амжилтгүй'; "next" goes to /payment.
 */
export function PaymentRequiredDialog({
  open,
  onClose,
  reason = "generic",
}: {
  open: boolean;
  onClose: () => void;
  reason?: "lessons" | "certificate" | "generic";
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = reason === "lessons" ? "paymentRequired.title" : reason === "certificate" ? "certificate.failedTitle" : "paymentRequired.genericTitle";
  const message = reason === "lessons" ? "paymentRequired.lessons" : reason === "certificate" ? "certificate.payment" : "paymentRequired.generic";
  return (
    <Dialog open={open} onClose={onClose} title={t(title)} testId="payment-required">
      <p>{t(message)}</p>
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
