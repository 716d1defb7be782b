import { Link } from "@remix-run/react";
import { formatDateTime } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { BillStatus, type BillStatusName } from "./bill-status";

interface Bill {
  id: string;
  plan: string;
  amount: number;
  status: BillStatusName;
  createdAt: number;
}

/** A learner's latest bills, each linking to the payments screen where it can be checked. */
export function LearnerBills({ bills }: { bills: Bill[] }) {
  const { t, language } = useTranslation();
  if (bills.length === 0) return <p className="muted">{t("admin.learners.noBills")}</p>;
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">{t("admin.payments.bill")}</th>
          <th scope="col">{t("admin.payments.amount")}</th>
          <th scope="col">{t("admin.payments.status")}</th>
          <th scope="col">{t("admin.payments.created")}</th>
        </tr>
      </thead>
      <tbody>
        {bills.map((bill) => (
          <tr key={bill.id}>
            <td data-label={t("admin.payments.bill")}>
              <Link to={`/admin/payments?q=${encodeURIComponent(bill.id)}`} className="admin-table__email">
                {bill.id}
              </Link>
            </td>
            <td data-label={t("admin.payments.amount")}>{t("admin.payments.tugrik", { amount: formatNumber(bill.amount, language) })}</td>
            <td data-label={t("admin.payments.status")}>
              <BillStatus status={bill.status} />
            </td>
            <td data-label={t("admin.payments.created")}>{formatDateTime(bill.createdAt, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
