import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { BillAnswerNotice, type BillAnswer } from "~/components/admin/bill-answer";
import { BillsTable } from "~/components/admin/bills-table";
import { FieldError } from "~/components/admin/field-error";
import { BILL_STATUSES, BillActionSchema, BillFilterSchema, type BillFilter } from "~/core/admin/admin-payments";
import { filterInput } from "~/core/admin/audit";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { checkBillAtQPay, listBills, reconcileBill } from "~/models/admin/admin-payments.server";
import { adminForm } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";
import { AdminPager, FilterActions } from "~/components/admin/list-controls";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.payments");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  const submission = parseWithZod(new URLSearchParams(filterInput(new URL(request.url).searchParams)), { schema: BillFilterSchema });
  if (submission.status !== "success") {
    const none: Partial<BillFilter> = {};
    return data({ filter: none, lastResult: submission.reply(), bills: [], page: 1, hasMore: false }, { status: 400 });
  }
  return { filter: submission.value, lastResult: null, ...(await listBills(createDb(env.DB), submission.value)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const submission = parseWithZod(formData, { schema: BillActionSchema });
  if (submission.status !== "success") return data({ answer: null, result: submission.reply() }, { status: 400 });
  const { intent, invoiceId } = submission.value;
  const answer: BillAnswer =
    intent === "check"
      ? { kind: "check", check: await checkBillAtQPay(env, invoiceId) }
      : { kind: "reconcile", result: await reconcileBill(env, admin, invoiceId) };
  const status = answer.kind === "check" ? answer.check.status : answer.result.status;
  const httpStatus = status === "not_found" ? 404 : status === "qpay_unavailable" ? 503 : 200;
  return data({ answer, result: submission.reply() }, { status: httpStatus });
}

export default function AdminPayments() {
  const { filter, lastResult, bills, page, hasMore } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "bill-filter",
    lastResult,
    defaultValue: { q: filter.q ?? "", status: filter.status ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BillFilterSchema }),
  });
  return (
    <section className="stack" data-testid="admin-payments">
      <header>
        <h1>{t("admin.nav.payments")}</h1>
        <p className="lead">{t("admin.payments.lead")}</p>
      </header>
      <Form method="get" className="admin-filter" {...getFormProps(form)}>
        <div className="admin-field">
          <label htmlFor={fields.q.id}>{t("admin.payments.query")}</label>
          <input {...getInputProps(fields.q, { type: "search" })} />
          <FieldError field={fields.q} />
        </div>
        <div className="admin-field">
          <label htmlFor={fields.status.id}>{t("admin.payments.status")}</label>
          <select {...getSelectProps(fields.status)}>
            <option value="">{t("admin.any")}</option>
            {BILL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.bill.${status}`)}
              </option>
            ))}
          </select>
          <FieldError field={fields.status} />
        </div>
        <FilterActions />
      </Form>
      {acted?.answer ? <BillAnswerNotice answer={acted.answer} /> : null}
      <div className="card">
        <BillsTable bills={bills} />
      </div>
      <AdminPager page={page} hasMore={hasMore} />
    </section>
  );
}
