import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { DayChart } from "~/components/admin/day-chart";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { adminDashboard } from "~/models/admin/admin-dashboard.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.dashboard");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  return adminDashboard(createDb(env.DB));
}

export default function AdminDashboardPage() {
  const dashboard = useLoaderData<typeof loader>();
  const { t, language } = useTranslation();
  const number = (n: number) => formatNumber(n, language);
  const money = (n: number) => t("admin.payments.tugrik", { amount: number(n) });
  const { now, series } = dashboard;
  return (
    <section className="stack" data-testid="admin-dashboard">
      <header>
        <h1>{t("admin.nav.dashboard")}</h1>
        <p className="lead">{t("admin.dashboard.lead", { days: dashboard.days })}</p>
      </header>
      <dl className="admin-stats">
        <div className="card">
          <dt>{t("admin.dashboard.active", { days: dashboard.activeDays })}</dt>
          <dd data-testid="stat-active">{number(now.activeLearners)}</dd>
        </div>
        <div className="card">
          <dt>{t("admin.dashboard.openBills")}</dt>
          <dd data-testid="stat-open-bills">
            <Link to="/admin/payments?status=created">{number(now.openBills)}</Link>
          </dd>
        </div>
        <div className="card">
          <dt>{t("admin.dashboard.roomsRacing")}</dt>
          <dd data-testid="stat-rooms">{number(now.roomsRacing)}</dd>
        </div>
        <div className="card">
          <dt>{t("admin.dashboard.prizeRaces")}</dt>
          <dd data-testid="stat-prize">{number(now.prizeRacesRunning)}</dd>
        </div>
      </dl>
      <div className="admin-charts">
        <DayChart title={t("admin.dashboard.signups")} series={series.signups} format={number} />
        <DayChart title={t("admin.dashboard.tests")} series={series.tests} format={number} />
        <DayChart title={t("admin.dashboard.lessons")} series={series.lessons} format={number} />
        <DayChart title={t("admin.dashboard.payments")} series={series.payments} format={number} />
        <DayChart title={t("admin.dashboard.revenue")} series={series.revenue} format={money} />
      </div>
    </section>
  );
}
