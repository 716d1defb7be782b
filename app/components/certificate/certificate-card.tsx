// The learner's certificate on /certificate (SPEC §2): name, WPM, start and end dates, the QR code to
// the public check, the address in words, and the PDF download.
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";

export interface CertificateView {
  id: number;
  name: string;
  wpm: number;
  accuracy: number | null;
  start: number;
  end: number;
  url: string;
  revokedAt: number | null;
  qr: { size: number; path: string };
}

export function QrCode({ qr, label }: { qr: CertificateView["qr"]; label: string }) {
  const side = qr.size + 8;
  return (
    <svg className="cert-qr" viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="certificate-qr">
      <rect width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#111" />
    </svg>
  );
}

export function CertificateCard({ certificate }: { certificate: CertificateView }) {
  const { t, language } = useTranslation();
  return (
    <article className="card cert-card" data-testid="certificate-card">
      <p className="cert-card__brand">Бичээч</p>
      <h1 className="cert-card__heading">{t("certificate.heading")}</h1>
      <p className="muted">{t("certificate.awardedTo")}</p>
      <p className="cert-card__name" data-testid="certificate-name">
        {certificate.name}
      </p>
      <p className="muted cert-card__for">{t("certificate.awardedFor")}</p>
      {certificate.revokedAt !== null ? (
        <p role="alert" className="cert-alert">
          {t("certificate.revoked")}
        </p>
      ) : null}
      <dl className="cert-facts">
        <div>
          <dt>{t("certificate.wpm")}</dt>
          <dd data-testid="certificate-wpm">{certificate.wpm}</dd>
        </div>
        {certificate.accuracy !== null ? (
          <div>
            <dt>{t("certificate.accuracy")}</dt>
            <dd>{certificate.accuracy}%</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("certificate.start")}</dt>
          <dd data-testid="certificate-start">{formatDate(certificate.start, language)}</dd>
        </div>
        <div>
          <dt>{t("certificate.end")}</dt>
          <dd data-testid="certificate-end">{formatDate(certificate.end, language)}</dd>
        </div>
      </dl>
      <div className="cert-card__verify">
        <QrCode qr={certificate.qr} label={t("certificate.qr")} />
        <div>
          <p className="muted">
            {t("certificate.id")}: {certificate.id}
          </p>
          <p className="muted">{t("certificate.verifyAt")}:</p>
          <a href={certificate.url} className="cert-url" data-testid="certificate-url">
            {certificate.url}
          </a>
          {certificate.revokedAt === null ? (
            <p>
              <a href="/certificate/pdf" className="button" download data-testid="certificate-download">
                {t("certificate.download")}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
