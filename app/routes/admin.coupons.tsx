// /admin/coupons: make a batch (months, count), list used / unused with who used them, export CSV.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldError } from "~/components/admin/field-error";
import { CouponBatchSchema } from "~/core/admin/admin-content";
import { formatCouponCode } from "~/core/billing/coupons";
import { formatDateTime } from "~/core/shared/dates";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { couponCounts, couponRows, makeCouponBatch, type CouponFilter } from "~/models/admin/admin-coupons.server";
import { adminForm } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.coupons");

const FILTERS: readonly CouponFilter[] = ["all", "unused", "used"];
const filterOf = (value: string | null): CouponFilter => ((FILTERS as readonly string[]).includes(value ?? "") ? (value as CouponFilter) : "all");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  const filter = filterOf(new URL(request.url).searchParams.get("status"));
  const db = createDb(env.DB);
  const [rows, counts] = await Promise.all([couponRows(db, filter), couponCounts(db)]);
  return { filter, rows, counts };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const submission = parseWithZod(formData, { schema: CouponBatchSchema });
  if (submission.status !== "success") return data({ lastResult: submission.reply(), codes: [] as string[] }, { status: 400 });
  const codes = await makeCouponBatch(createDb(env.DB), admin, submission.value);
  return { lastResult: submission.reply({ resetForm: true }), codes };
}

export default function AdminCoupons() {
  const { filter, rows, counts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, language } = useTranslation();
  const [form, fields] = useForm({
    id: "coupon-batch",
    lastResult: result?.lastResult,
    defaultValue: { months: "1", count: "10" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CouponBatchSchema }),
  });
  const made = result?.codes ?? [];
  return (
    <section className="stack" data-testid="admin-coupons">
      <header>
        <h1>{t("admin.nav.coupons")}</h1>
        <p className="lead">{t("coupons.admin.lead")}</p>
      </header>
      <div className="card stack">
        <h2>{t("coupons.admin.make")}</h2>
        <Form method="post" className="admin-form" {...getFormProps(form)}>
          <div className="admin-field">
            <label htmlFor={fields.months.id}>{t("coupons.admin.months")}</label>
            <input {...getInputProps(fields.months, { type: "number" })} inputMode="numeric" />
            <FieldError field={fields.months} />
          </div>
          <div className="admin-field">
            <label htmlFor={fields.count.id}>{t("coupons.admin.count")}</label>
            <input {...getInputProps(fields.count, { type: "number" })} inputMode="numeric" />
            <FieldError field={fields.count} />
          </div>
          <div className="admin-field">
            <label htmlFor={fields.seats.id}>{t("school.admin.couponSeats")}</label>
            <input {...getInputProps(fields.seats, { type: "number" })} inputMode="numeric" aria-describedby={`${fields.seats.id}-hint`} />
            <p id={`${fields.seats.id}-hint`} className="muted">
              {t("school.admin.couponSeatsHint")}
            </p>
            <FieldError field={fields.seats} />
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="button" disabled={busy}>
              {t("coupons.admin.make")}
            </button>
          </div>
        </Form>
        {made.length > 0 ? (
          <div role="status" data-testid="coupons-made">
            <p className="notice">{t("coupons.admin.made", { count: made.length })}</p>
            <ul className="admin-codes">
              {made.map((code) => (
                <li key={code} data-testid="coupon-code">
                  {formatCouponCode(code)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="card stack">
        <div className="admin-head">
          <nav className="admin-tabs" aria-label={t("coupons.admin.show")}>
            {FILTERS.map((f) => (
              <Link key={f} to={f === "all" ? "?" : `?status=${f}`} aria-current={f === filter ? "page" : undefined}>
                {t(`coupons.admin.${f}`)}
              </Link>
            ))}
          </nav>
          <a href={`/admin/coupons/csv${filter === "all" ? "" : `?status=${filter}`}`} className="button button--ghost" download>
            {t("coupons.admin.export")}
          </a>
        </div>
        <p data-testid="coupon-counts">{t("coupons.admin.counts", { used: counts.used, unused: counts.unused })}</p>
        {rows.length === 0 ? (
          <p>{t("coupons.admin.empty")}</p>
        ) : (
          <div className="table-scroll">
            <table className="table admin-table">
              <thead>
                <tr>
                  <th>{t("coupons.admin.code")}</th>
                  <th>{t("coupons.admin.months")}</th>
                  <th>{t("coupons.admin.created")}</th>
                  <th>{t("coupons.admin.usedBy")}</th>
                  <th>{t("coupons.admin.usedAt")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.code} data-testid="coupon-row">
                    <td data-label={t("coupons.admin.code")}>
                      <code>{formatCouponCode(row.code)}</code>
                    </td>
                    <td data-label={t("coupons.admin.months")}>
                      {row.months}
                      {row.seats ? ` · ${t("school.admin.seatsCount", { seats: row.seats })}` : ""}
                    </td>
                    <td data-label={t("coupons.admin.created")}>{formatDateTime(row.createdAt, language)}</td>
                    <td data-label={t("coupons.admin.usedBy")}>
                      {row.usedAt !== null
                        ? row.usedById !== null
                          ? `${row.usedByName ?? ""} #${row.usedById} ${row.usedByEmail ?? ""}`
                          : "—"
                        : t("coupons.admin.unused")}
                    </td>
                    <td data-label={t("coupons.admin.usedAt")}>{row.usedAt !== null ? formatDateTime(row.usedAt, language) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
