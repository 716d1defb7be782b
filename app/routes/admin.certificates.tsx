// /admin/certificates (issue 18 §3): every certificate issued, filtered valid / revoked, and revoke
// (one audit row in the same D1 batch; the public verification page then says revoked).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CertificatesTable } from "~/components/admin/certificates-table";
import { FieldError } from "~/components/admin/field-error";
import { CERTIFICATE_STATUSES, CertificateFilterSchema, CertificateRevokeSchema, type CertificateFilter } from "~/core/admin/admin-certificates";
import { filterInput } from "~/core/admin/audit";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { listCertificates, revokeCertificate } from "~/models/certificates/certificates.server";
import { adminForm } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";
import { AdminPager, FilterActions } from "~/components/admin/list-controls";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.certificates");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  const submission = parseWithZod(new URLSearchParams(filterInput(new URL(request.url).searchParams)), { schema: CertificateFilterSchema });
  if (submission.status !== "success") {
    const none: Partial<CertificateFilter> = {};
    return data({ filter: none, lastResult: submission.reply(), rows: [], page: 1, hasMore: false }, { status: 400 });
  }
  return { filter: submission.value, lastResult: null, ...(await listCertificates(createDb(env.DB), submission.value)) };
}

const STATUS = { revoked: 200, already: 409, missing: 404 } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const submission = parseWithZod(formData, { schema: CertificateRevokeSchema });
  if (submission.status !== "success") return data({ id: null, outcome: null, result: submission.reply() }, { status: 400 });
  const outcome = await revokeCertificate(createDb(env.DB), admin, submission.value.id);
  return data({ id: submission.value.id, outcome, result: submission.reply({ resetForm: outcome === "revoked" }) }, { status: STATUS[outcome] });
}

export default function AdminCertificates() {
  const { filter, lastResult, rows, page, hasMore } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "certificate-filter",
    lastResult,
    defaultValue: { status: filter.status ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CertificateFilterSchema }),
  });
  return (
    <section className="stack" data-testid="admin-certificates">
      <header>
        <h1>{t("admin.nav.certificates")}</h1>
        <p className="lead">{t("admin.certificates.lead")}</p>
      </header>
      <Form method="get" className="admin-filter" {...getFormProps(form)}>
        <div className="admin-field">
          <label htmlFor={fields.status.id}>{t("admin.certificates.status")}</label>
          <select {...getSelectProps(fields.status)}>
            <option value="">{t("admin.any")}</option>
            {CERTIFICATE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.certificates.${status}`)}
              </option>
            ))}
          </select>
          <FieldError field={fields.status} />
        </div>
        <FilterActions />
      </Form>
      {acted?.outcome === "revoked" ? (
        <p className="notice notice--success" role="status" data-testid="revoke-done">
          {t("admin.certificates.result.revoked")}
        </p>
      ) : acted?.outcome ? (
        <p className="field__error" role="alert">
          {t(`admin.certificates.result.${acted.outcome}`)}
        </p>
      ) : null}
      <div className="card">
        <CertificatesTable certificates={rows} answered={acted?.id ? { id: acted.id, result: acted.result } : undefined} />
      </div>
      <AdminPager page={page} hasMore={hasMore} />
    </section>
  );
}
