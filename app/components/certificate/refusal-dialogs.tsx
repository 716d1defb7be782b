// Why /certificate is closed (SPEC §8): without a paid plan the payment-required modal ('Амжилтгүй',
// extend the service, on to /payment); without 266 lessons the notice, then back to /lesson.
import { useNavigate } from "@remix-run/react";
import { PaymentRequiredDialog } from "~/components/payment/payment-required-dialog";
import { Dialog } from "~/components/ui/dialog";
import type { CertificateRefusal } from "~/core/certificates/certificate";
import { useTranslation } from "~/hooks/use-translation";

export function RefusalDialogs({ reason }: { reason: CertificateRefusal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toLessons = () => navigate("/lesson");
  return (
    <>
      <PaymentRequiredDialog open={reason === "payment"} onClose={toLessons} reason="certificate" />
      <Dialog open={reason === "lessons"} onClose={toLessons} title={t("certificate.failedTitle")} testId="certificate-not-eligible">
        <p>{t("certificate.notEligible")}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={toLessons} autoFocus data-testid="certificate-to-lessons">
            {t("certificate.toLessons")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
