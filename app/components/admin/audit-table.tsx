import { auditChanges, showAuditValue } from "~/core/admin/audit";
import { formatDateTime } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";

export interface AuditRowView {
  id: number;
  actorId: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: string | null;
  after: string | null;
  at: number;
}

/** The log, newest first; on a phone each row becomes a card (admin.css). */
export function AuditTable({ rows }: { rows: AuditRowView[] }) {
  const { t, language } = useTranslation();
  const date = (ms: number) => formatDateTime(ms, language);
  if (rows.length === 0)
    return (
      <p className="muted" data-testid="audit-empty">
        {t("admin.audit.empty")}
      </p>
    );
  return (
    <table className="admin-table" data-testid="audit-table">
      <thead>
        <tr>
          <th scope="col">{t("admin.audit.at")}</th>
          <th scope="col">{t("admin.audit.actor")}</th>
          <th scope="col">{t("admin.audit.action")}</th>
          <th scope="col">{t("admin.audit.target")}</th>
          <th scope="col">{t("admin.audit.changes")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="audit-row">
            <td data-label={t("admin.audit.at")}>{formatDateTime(row.at, language)}</td>
            <td data-label={t("admin.audit.actor")}>
              {row.actorEmail} <span className="muted">{`#${row.actorId}`}</span>
            </td>
            <td data-label={t("admin.audit.action")}>{t(`admin.action.${row.action}` as MessageKey) ?? row.action}</td>
            <td data-label={t("admin.audit.target")}>{`${t(`admin.target.${row.targetType}` as MessageKey) ?? row.targetType} #${row.targetId}`}</td>
            <td data-label={t("admin.audit.changes")}>
              <ul className="audit-changes">
                {auditChanges(row.before, row.after).map((change) => (
                  <li key={change.field}>
                    <code>{change.field}</code>: {showAuditValue(change.field, change.before, date)} → {showAuditValue(change.field, change.after, date)}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
