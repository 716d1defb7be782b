import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FieldError } from "~/components/admin/field-error";
import { PlanCell, StatusBadge } from "~/components/admin/plan-cell";
import { LearnerSearchSchema } from "~/core/admin/admin-learners";
import { filterInput } from "~/core/admin/audit";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { searchLearners } from "~/models/admin/admin-learners.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.learners");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  const submission = parseWithZod(new URLSearchParams(filterInput(new URL(request.url).searchParams)), { schema: LearnerSearchSchema });
  if (submission.status !== "success") return data({ q: "", lastResult: submission.reply(), learners: [] }, { status: 400 });
  return { q: submission.value.q ?? "", lastResult: null, learners: await searchLearners(createDb(env.DB), submission.value.q) };
}

export default function AdminLearners() {
  const { q, lastResult, learners } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "learner-search",
    lastResult,
    defaultValue: { q },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LearnerSearchSchema }),
  });
  return (
    <section className="stack" data-testid="admin-learners">
      <header>
        <h1>{t("admin.nav.learners")}</h1>
        <p className="lead">{t("admin.learners.lead")}</p>
      </header>
      <Form method="get" role="search" className="admin-search" {...getFormProps(form)}>
        <div className="admin-field">
          <label htmlFor={fields.q.id}>{t("admin.learners.query")}</label>
          <input {...getInputProps(fields.q, { type: "search" })} />
          <FieldError field={fields.q} />
        </div>
        <button type="submit" className="button">
          {t("admin.learners.search")}
        </button>
      </Form>
      <div className="card">
        {learners.length === 0 ? (
          <p className="muted">{t("admin.learners.empty")}</p>
        ) : (
          <table className="admin-table" data-testid="learners-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.learners.id")}</th>
                <th scope="col">{t("admin.learners.name")}</th>
                <th scope="col">{t("admin.learners.email")}</th>
                <th scope="col">{t("admin.learners.plan")}</th>
                <th scope="col">{t("admin.learners.status")}</th>
              </tr>
            </thead>
            <tbody>
              {learners.map((l) => (
                <tr key={l.id} data-testid="learner-row">
                  <td data-label={t("admin.learners.id")}>{l.id}</td>
                  <td data-label={t("admin.learners.name")}>
                    <Link to={`/admin/learners/${l.id}`}>{l.name}</Link>
                    {l.role === "admin" ? <span className="badge">{t("admin.learners.roleAdmin")}</span> : null}
                  </td>
                  <td data-label={t("admin.learners.email")} className="admin-table__email">
                    {l.email}
                  </td>
                  <td data-label={t("admin.learners.plan")}>
                    <PlanCell endAt={l.endAt} active={l.plan.active} />
                  </td>
                  <td data-label={t("admin.learners.status")}>
                    <StatusBadge active={l.active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
