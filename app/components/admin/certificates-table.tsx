// The admin's certificate list: who, how fast, when, whether it still stands, and its public page.
import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { CertificateRevokeForm } from "./certificate-revoke-form";

interface CertificateItem {
  id: number;
  userId: number;
  name: string;
  email: string;
  wpm: number;
  accuracy: number | null;
  end: number;
  token: string;
  revokedAt: number | null;
}

export function CertificatesTable({
  certificates,
  answered,
}: {
  certificates: CertificateItem[];
  answered?: { id: number | null; result: SubmissionResult<string[]> };
}) {
  const { t, language } = useTranslation();
  if (certificates.length === 0) return <p className="muted">{t("admin.certificates.empty")}</p>;
  return (
    <table className="admin-table" data-testid="certificates-table">
      <thead>
        <tr>
          <th scope="col">{t("admin.certificates.id")}</th>
          <th scope="col">{t("admin.certificates.learner")}</th>
          <th scope="col">{t("admin.certificates.wpm")}</th>
          <th scope="col">{t("admin.certificates.accuracy")}</th>
          <th scope="col">{t("admin.certificates.issued")}</th>
          <th scope="col">{t("admin.certificates.status")}</th>
          <th scope="col">{t("admin.certificates.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {certificates.map((c) => (
          <tr key={c.id} data-testid="certificate-row" data-certificate-id={c.id}>
            <td data-label={t("admin.certificates.id")}>{c.id}</td>
            <td data-label={t("admin.certificates.learner")} className="admin-table__email">
              <Link to={`/admin/learners/${c.userId}`}>{c.name}</Link>
              <br />
              <span className="muted">{c.email}</span>
            </td>
            <td data-label={t("admin.certificates.wpm")} className="admin-table__nowrap">
              {t("admin.certificates.wpmValue", { wpm: formatNumber(c.wpm, language) })}
            </td>
            <td data-label={t("admin.certificates.accuracy")}>{c.accuracy === null ? "—" : `${c.accuracy}%`}</td>
            <td data-label={t("admin.certificates.issued")} className="admin-table__nowrap">
              {formatDate(c.end, language)}
            </td>
            <td data-label={t("admin.certificates.status")} data-testid="certificate-status">
              {c.revokedAt === null ? (
                <span className="admin-badge">{t("admin.certificates.valid")}</span>
              ) : (
                <span className="admin-badge badge--danger">{t("admin.certificates.revokedOn", { date: formatDate(c.revokedAt, language) })}</span>
              )}
            </td>
            <td data-label={t("admin.certificates.actions")}>
              <div className="admin-row-actions">
                <a href={`/check-certificate?token=${c.token}`} target="_blank" rel="noreferrer" data-testid="certificate-check">
                  {t("admin.certificates.check")}
                </a>
                {c.revokedAt === null ? (
                  <CertificateRevokeForm id={c.id} name={c.name} lastResult={answered?.id === c.id ? answered.result : undefined} />
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
