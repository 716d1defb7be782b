// /admin/licences (issue 31, ADR 041): the school licences teachers bought, newest first; an admin
// extends one by some days or refunds it (each an audit row in the change's batch).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LicenceActionSchema, licenceStatus, type LicenceStatus } from "~/core/billing/school-plans";
import { formatDate } from "~/core/shared/dates";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber, type MessageKey } from "~/i18n";
import { extendLicence, listLicences, refundLicence } from "~/models/billing/school-licences.server";
import { adminForm } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.licences");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  return { rows: await listLicences(createDb(env.DB)), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const submission = parseWithZod(formData, { schema: LicenceActionSchema });
  const id = Number(formData.get("id"));
  if (submission.status !== "success")
    return data({ id, error: (submission.error?.days?.[0] ?? "school.admin.error.days") as MessageKey, ok: false }, { status: 400 });
  const change = submission.value;
  const db = createDb(env.DB);
  const result = change.intent === "extend" ? await extendLicence(db, admin, change.id, change.days) : await refundLicence(db, admin, change.id);
  if (!result.ok) {
    const error: MessageKey = result.reason === "refunded" ? "school.admin.error.refunded" : "school.admin.error.notFound";
    return data({ id, error, ok: false }, { status: result.reason === "refunded" ? 409 : 404 });
  }
  return { id, error: null, ok: true };
}

const STATUS_KEY: Record<LicenceStatus, MessageKey> = {
  running: "school.admin.running",
  scheduled: "school.admin.scheduled",
  ended: "school.admin.ended",
  refunded: "school.admin.refunded",
};

export default function AdminLicences() {
  const { rows, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, language } = useTranslation();
  const status = (row: (typeof rows)[number]) => t(STATUS_KEY[licenceStatus(row, now)]);
  return (
    <section className="stack" data-testid="admin-licences">
      <header>
        <h1>{t("admin.nav.licences")}</h1>
        <p className="lead">{t("school.admin.lead")}</p>
      </header>
      {rows.length === 0 ? (
        <p className="card">{t("school.admin.empty")}</p>
      ) : (
        <div className="card table-scroll">
          <table className="table admin-table">
            <thead>
              <tr>
                <th>{t("school.admin.class")}</th>
                <th>{t("school.admin.teacher")}</th>
                <th>{t("school.admin.seats")}</th>
                <th>{t("school.admin.period")}</th>
                <th>{t("school.admin.amount")}</th>
                <th>{t("school.admin.status")}</th>
                <th>{t("school.admin.extend")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="licence-row">
                  <td data-label={t("school.admin.class")}>
                    {row.className}
                    <br />
                    <span className="muted">{row.school}</span>
                  </td>
                  <td data-label={t("school.admin.teacher")}>{row.teacher ?? "—"}</td>
                  <td data-label={t("school.admin.seats")}>{row.seats}</td>
                  <td data-label={t("school.admin.period")} className="admin-table__nowrap" data-testid="licence-period">
                    {formatDate(row.startAt, language)} — {formatDate(row.endAt, language)}
                  </td>
                  <td data-label={t("school.admin.amount")}>
                    {row.source === "coupon" ? t("school.admin.source.coupon") : `${formatNumber(row.amount, language)} ₮`}
                  </td>
                  <td data-label={t("school.admin.status")} data-testid="licence-status">
                    {status(row)}
                  </td>
                  <td data-label={t("school.admin.extend")}>
                    {row.refundedAt === null ? (
                      <div className="stack">
                        <Form method="post" className="admin-inline-form">
                          <input type="hidden" name="intent" value="extend" />
                          <input type="hidden" name="id" value={row.id} />
                          <label className="visually-hidden" htmlFor={`days-${row.id}`}>
                            {t("school.admin.days")}
                          </label>
                          <input id={`days-${row.id}`} name="days" type="number" min={1} max={365} defaultValue={30} inputMode="numeric" />
                          <button type="submit" className="button button--ghost" disabled={busy} data-testid="licence-extend">
                            {t("school.admin.extend")}
                          </button>
                        </Form>
                        <details>
                          <summary>{t("school.admin.refund")}</summary>
                          <Form method="post" className="stack">
                            <input type="hidden" name="intent" value="refund" />
                            <input type="hidden" name="id" value={row.id} />
                            <p>{t("school.admin.refundConfirm")}</p>
                            <button type="submit" className="button button--danger" disabled={busy} data-testid="licence-refund">
                              {t("school.admin.refund")}
                            </button>
                          </Form>
                        </details>
                      </div>
                    ) : (
                      "—"
                    )}
                    {answer && answer.id === row.id ? (
                      <p className={answer.ok ? "notice" : "field__error"} role={answer.ok ? "status" : "alert"} data-testid="licence-answer">
                        {answer.ok ? t("school.admin.done") : t(answer.error ?? "school.admin.error.notFound")}
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
