// /admin/prize-races: every race (cancelled too) with its phase; create, edit before the start, cancel.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { formatDate } from "~/core/shared/dates";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { adminRaceList, cancelPrizeRace } from "~/models/admin/admin-prize-races.server";
import { adminForm, idOf } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requestTranslator } from "~/utils/request.server";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.prizeRaces");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context.cloudflare.env);
  return { races: await adminRaceList(createDb(context.cloudflare.env.DB)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const t = requestTranslator(request);
  const id = idOf(formData.get("id"));
  if (formData.get("intent") !== "cancel" || id === null) return data({ ok: false, message: t("content.error.missing") }, { status: 400 });
  const done = await cancelPrizeRace(createDb(env.DB), admin, id);
  if (!done.ok) return data({ ok: false, message: t(`content.error.${done.reason}` as MessageKey) }, { status: done.reason === "missing" ? 404 : 409 });
  return { ok: true, message: t("race.admin.cancelled") };
}

const NOTICES: Record<string, MessageKey> = { created: "race.admin.created", updated: "race.admin.updated" };

export default function AdminPrizeRaces() {
  const { races } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const { t, language } = useTranslation();
  const notice = NOTICES[params.get("saved") ?? ""];
  return (
    <section className="stack" data-testid="admin-prize-races">
      <header className="admin-head">
        <div>
          <h1>{t("admin.nav.prizeRaces")}</h1>
          <p className="lead">{t("race.admin.lead")}</p>
        </div>
        <Link to="/admin/prize-races/new" className="button">
          {t("race.admin.new")}
        </Link>
      </header>
      {result ? (
        <p className={result.ok ? "notice" : "form-error"} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : notice ? (
        <p className="notice" role="status">
          {t(notice)}
        </p>
      ) : null}
      <div className="card table-scroll">
        {races.length === 0 ? (
          <p>{t("race.admin.empty")}</p>
        ) : (
          <table className="table admin-table">
            <thead>
              <tr>
                <th>{t("content.image")}</th>
                <th>{t("race.admin.name")}</th>
                <th>{t("race.admin.dates")}</th>
                <th>{t("race.admin.status")}</th>
                <th>{t("race.admin.textCount")}</th>
                <th>{t("race.admin.users")}</th>
                <th>{t("admin.payments.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {races.map((race) => (
                <tr key={race.id} data-testid="admin-race-row">
                  <td data-label={t("content.image")}>
                    <img src={race.image ?? "/images/prize-race.svg"} alt="" className="admin-thumb" loading="lazy" />
                  </td>
                  <td data-label={t("race.admin.name")}>
                    <span>
                      <Link to={`/admin/prize-races/${race.id}`}>{race.name}</Link> <span className="field__hint">#{race.id}</span>
                    </span>
                  </td>
                  <td data-label={t("race.admin.dates")}>
                    <span>
                      {formatDate(race.startAt, language)} – {formatDate(race.endAt, language)}
                    </span>
                  </td>
                  <td data-label={t("race.admin.status")}>
                    <span className={`admin-badge admin-badge--${race.phase}`}>{t(`race.admin.phase.${race.phase}`)}</span>
                  </td>
                  <td data-label={t("race.admin.textCount")}>{race.texts}</td>
                  <td data-label={t("race.admin.users")}>{race.users}</td>
                  <td>
                    <div className="admin-row-actions">
                      <Link to={`/admin/prize-races/${race.id}`} className="button button--ghost button--small">
                        {race.phase === "upcoming" ? t("texts.admin.edit") : t("texts.admin.show")}
                      </Link>
                      {race.phase === "upcoming" ? (
                        <Form
                          method="post"
                          onSubmit={(e) => {
                            if (!window.confirm(t("race.admin.confirmCancel"))) e.preventDefault();
                          }}
                        >
                          <input type="hidden" name="id" value={race.id} />
                          <button type="submit" name="intent" value="cancel" className="button button--ghost button--small" disabled={busy}>
                            {t("race.admin.cancelRace")}
                          </button>
                        </Form>
                      ) : null}
                    </div>
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
