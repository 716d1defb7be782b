import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import type { BillCheck, ReconcileResult } from "~/models/admin/admin-payments.server";

export type BillAnswer = { kind: "check"; check: BillCheck } | { kind: "reconcile"; result: ReconcileResult };

/** What QPay said about a bill, or what the reconcile did, in the admin's language. */
export function BillAnswerNotice({ answer }: { answer: BillAnswer }) {
  const { t, language } = useTranslation();
  const money = (n: number) => formatNumber(n, language);
  if (answer.kind === "reconcile") {
    const good = answer.result.status === "credited" || answer.result.status === "already_paid";
    return (
      <div className={good ? "notice notice--success" : "notice notice--warning"} role="status" data-testid="bill-answer">
        <strong>{answer.result.invoiceId}</strong>: {t(`admin.payments.result.${answer.result.status}`)}
      </div>
    );
  }
  const check = answer.check;
  if (check.status !== "checked") {
    return (
      <div className="notice notice--warning" role="status" data-testid="bill-answer">
        <strong>{check.invoiceId}</strong>: {t(`admin.payments.result.${check.status}`)}
      </div>
    );
  }
  return (
    <div className="notice notice--success" role="status" data-testid="bill-answer">
      <strong>{check.invoiceId}</strong>:{" "}
      {check.rows.length === 0 ? t("admin.payments.checkedNone") : t("admin.payments.checked", { count: check.rows.length, amount: money(check.paidAmount) })}
      {check.rows.length > 0 ? (
        <ul>
          {check.rows.map((row) => (
            <li key={row.paymentId}>{t("admin.payments.qpayRow", { status: row.status, amount: money(row.amount), id: row.paymentId })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
