import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLoaderData } from "@remix-run/react";
import { AuditFilterForm } from "~/components/admin/audit-filter";
import { AuditTable } from "~/components/admin/audit-table";
import { AuditFilterSchema, filterInput } from "~/core/admin/audit";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { listAudit } from "~/models/admin/audit.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";
import { AdminPager } from "~/components/admin/list-controls";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.audit");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  const params = new URL(request.url).searchParams;
  const submission = parseWithZod(new URLSearchParams(filterInput(params)), { schema: AuditFilterSchema });
  if (submission.status !== "success") {
    return data({ filter: {}, lastResult: submission.reply(), rows: [], page: 1, hasMore: false }, { status: 400 });
  }
  const found = await listAudit(createDb(env.DB), submission.value);
  return { filter: submission.value, lastResult: null, ...found };
}

export default function AdminAudit() {
  const { filter, lastResult, rows, page, hasMore } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="stack" data-testid="admin-audit">
      <header>
        <h1>{t("admin.nav.audit")}</h1>
        <p className="lead">{t("admin.audit.lead")}</p>
      </header>
      <AuditFilterForm filter={filter} lastResult={lastResult} />
      <div className="card">
        <AuditTable rows={rows} />
      </div>
      <AdminPager page={page} hasMore={hasMore} />
    </section>
  );
}
