import { useTranslation } from "~/hooks/use-translation";

export type BillStatusName = "created" | "paid" | "cancelled" | "failed";

const CLASS: Record<BillStatusName, string> = { created: "badge", paid: "badge badge--ok", cancelled: "badge", failed: "badge badge--danger" };

/** A bill's status as words (never colour alone). */
export function BillStatus({ status }: { status: BillStatusName }) {
  const { t } = useTranslation();
  return (
    <span className={CLASS[status]} data-testid="bill-status">
      {t(`admin.bill.${status}`)}
    </span>
  );
}
