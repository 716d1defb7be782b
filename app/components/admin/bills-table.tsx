import { Link } from "@remix-run/react";
import { formatDateTime } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { BillRowForm } from "./bill-row-form";
import { BillStatus, type BillStatusName } from "./bill-status";

interface BillItem {
  id: string;
  userId: number;
  email: string;
  name: string;
  amount: number;
  days: number;
  status: BillStatusName;
  createdAt: number;
}

export function BillsTable({ bills }: { bills: BillItem[] }) {
  const { t, language } = useTranslation();
  if (bills.length === 0) return <p className="muted">{t("admin.payments.empty")}</p>;
  return (
    <table className="admin-table" data-testid="bills-table">
      <thead>
        <tr>
          <th scope="col">{t("admin.payments.bill")}</th>
          <th scope="col">{t("admin.payments.learner")}</th>
          <th scope="col">{t("admin.payments.amount")}</th>
          <th scope="col">{t("admin.payments.status")}</th>
          <th scope="col">{t("admin.payments.created")}</th>
          <th scope="col">{t("admin.payments.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {bills.map((bill) => (
          <tr key={bill.id} data-testid="bill-row">
            <td data-label={t("admin.payments.bill")} className="admin-table__email">
              {bill.id}
            </td>
            <td data-label={t("admin.payments.learner")} className="admin-table__email">
              <Link to={`/admin/learners/${bill.userId}`}>{bill.name}</Link>
              <br />
              <span className="muted">{bill.email}</span>
            </td>
            <td data-label={t("admin.payments.amount")}>
              {t("admin.payments.tugrik", { amount: formatNumber(bill.amount, language) })}
              <br />
              <span className="muted">{t("admin.payments.days", { days: bill.days })}</span>
            </td>
            <td data-label={t("admin.payments.status")}>
              <BillStatus status={bill.status} />
            </td>
            <td data-label={t("admin.payments.created")}>{formatDateTime(bill.createdAt, language)}</td>
            <td data-label={t("admin.payments.actions")}>
              <BillRowForm invoiceId={bill.id} canReconcile={bill.status !== "paid"} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
