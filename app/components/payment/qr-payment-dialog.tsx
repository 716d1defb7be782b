import { useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { checkBillContract } from "~/core/billing/purchase-api";
import { callApi } from "~/utils/api-client";

export interface Bill {
  invoiceId: string;
  amount: number;
  days: number;
  qr: { text: string; image: string | null; shortUrl: string | null };
  urls: { name: string; description: string; logo: string | null; link: string }[];
}

/** SPEC §9: the bill is polled every 5 seconds while it exists. */
export const BILL_POLL_MS = 5_000;

/** QPay's image when it sent one; otherwise the QR drawn from qr_text (as SVG, crisp at any size). */
function useQrSource(qr: Bill["qr"]) {
  const [src, setSrc] = useState<string | null>(qr.image ? `data:image/png;base64,${qr.image}` : null);
  useEffect(() => {
    if (qr.image) return;
    let live = true;
    import("qrcode")
      .then(({ default: QRCode }) => QRCode.toString(qr.text, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [qr.image, qr.text]);
  return src;
}

/**
 * The QR bill. While unpaid it asks the server every 5 s (the server asks QPay and credits); once
 * paid it says so and stays open until the user continues (SPEC §4: no auto-close).
 */
export function QrPaymentDialog({ bill, onClose, onPaid }: { bill: Bill; onClose: () => void; onPaid: () => void }) {
  const { t, language } = useTranslation();
  const [paid, setPaid] = useState(false);
  const src = useQrSource(bill.qr);
  // The latest callback without restarting the poll when the parent re-renders.
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  useEffect(() => {
    if (paid) return;
    const controller = new AbortController();
    const check = async () => {
      const answer = await callApi(checkBillContract, { invoiceId: bill.invoiceId }, { signal: controller.signal });
      // Offline for a moment, or the dialog closed: the next tick asks again.
      if (answer.ok && answer.status === 200 && answer.body.data.status === "paid") {
        setPaid(true);
        onPaidRef.current();
      }
    };
    const timer = setInterval(() => void check(), BILL_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [bill.invoiceId, paid]);

  return (
    <Dialog open onClose={onClose} title={t("payment.qrTitle")} testId="qr-dialog">
      {paid ? (
        <div className="qr-paid">
          <p className="notice notice--success" role="status" data-testid="payment-success">
            <span aria-hidden="true">✓ </span>
            {t("payment.success")}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose} data-testid="payment-continue">
              {t("payment.continue")}
            </button>
          </div>
        </div>
      ) : (
        <div className="qr-bill">
          <p className="qr-bill__amount">{t("payment.amount", { price: formatNumber(bill.amount, language) })}</p>
          <div className="qr-bill__code">
            {src ? <img src={src} alt={t("payment.qrAlt")} width={220} height={220} data-testid="qr-image" /> : <div className="spinner" aria-hidden="true" />}
          </div>
          <p className="qr-bill__hint">{t("payment.qrHint")}</p>
          {bill.urls.length > 0 ? (
            <>
              <h3 className="qr-bill__banks-title">{t("payment.bankLinks")}</h3>
              <ul className="bank-links" data-testid="bank-links">
                {bill.urls.map((bank) => (
                  <li key={bank.link}>
                    <a href={bank.link} className="bank-link">
                      {bank.logo ? <img src={bank.logo} alt="" width={28} height={28} loading="lazy" /> : null}
                      <span>{bank.description}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="qr-bill__waiting" role="status" aria-live="polite">
            <span className="dot-pulse" aria-hidden="true" /> {t("payment.waiting")}
          </p>
        </div>
      )}
    </Dialog>
  );
}
