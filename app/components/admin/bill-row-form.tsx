import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { BillActionSchema } from "~/core/admin/admin-payments";
import { useTranslation } from "~/hooks/use-translation";

/** One bill's two buttons: ask QPay, and reconcile (only while the bill is not paid). */
export function BillRowForm({ invoiceId, canReconcile }: { invoiceId: string; canReconcile: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form] = useForm({ id: `bill-${invoiceId}`, onValidate: ({ formData }) => parseWithZod(formData, { schema: BillActionSchema }) });
  const pending = navigation.state === "submitting" && navigation.formData?.get("invoiceId") === invoiceId;
  return (
    <Form method="post" className="admin-row-actions" {...getFormProps(form)}>
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <button type="submit" name="intent" value="check" className="button button--ghost" disabled={pending}>
        {t("admin.payments.check")}
      </button>
      {canReconcile ? (
        <button type="submit" name="intent" value="reconcile" className="button" disabled={pending} data-testid="reconcile">
          {t("admin.payments.reconcile")}
        </button>
      ) : null}
    </Form>
  );
}
