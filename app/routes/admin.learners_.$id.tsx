import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { BanForm, PlanForm, RoleForm } from "~/components/admin/learner-forms";
import { LearnerBills } from "~/components/admin/learner-bills";
import { PlanCell, StatusBadge } from "~/components/admin/plan-cell";
import { LearnerActionSchema } from "~/core/admin/admin-learners";
import { formatDate } from "~/core/shared/dates";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { applyLearnerAction, learnerDetail } from "~/models/admin/admin-learners.server";
import { adminForm } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.learners");

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function learnerId(params: { id?: string }) {
  const id = IdSchema.safeParse(params.id);
  if (!id.success) throw new Response("Not found", { status: 404 });
  return id.data;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  const detail = await learnerDetail(createDb(env.DB), learnerId(params));
  if (!detail) throw new Response("Not found", { status: 404 });
  return detail;
}

const STATUS = { not_found: 404, self: 409, unchanged: 409, no_plan: 409 } as const;
const MESSAGE = { not_found: "admin.error.notFound", self: "admin.error.self", unchanged: "admin.error.unchanged", no_plan: "admin.error.noPlan" } as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const id = learnerId(params);
  const intentField = formData.get("intent");
  const intent = typeof intentField === "string" ? intentField : "";
  const submission = parseWithZod(formData, { schema: LearnerActionSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply(), saved: false }, { status: 400 });
  const outcome = await applyLearnerAction(env, admin, id, submission.value);
  if (!outcome.ok)
    return data({ intent, result: submission.reply({ formErrors: [MESSAGE[outcome.reason]] }), saved: false }, { status: STATUS[outcome.reason] });
  return { intent, result: submission.reply({ resetForm: true }), saved: true };
}

export default function AdminLearner() {
  const { learner, bills } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, language } = useTranslation();
  const forIntent = (...intents: string[]) => (answer && intents.includes(answer.intent) ? answer : undefined);
  return (
    <section className="stack" data-testid="admin-learner">
      <Link to="/admin/learners">← {t("admin.learners.back")}</Link>
      <header className="card">
        <h1>
          {learner.name} <StatusBadge active={learner.active} />
          {learner.role === "admin" ? <span className="badge">{t("admin.learners.roleAdmin")}</span> : null}
          {learner.role === "teacher" ? <span className="badge">{t("admin.learners.roleTeacher")}</span> : null}
        </h1>
        <dl className="admin-facts">
          <div>
            <dt>{t("admin.learners.id")}</dt>
            <dd>{learner.id}</dd>
          </div>
          <div>
            <dt>{t("admin.learners.email")}</dt>
            <dd>{learner.email}</dd>
          </div>
          <div>
            <dt>{t("admin.learners.plan")}</dt>
            <dd data-testid="learner-plan">
              <PlanCell endAt={learner.endAt} active={learner.plan.active} />
            </dd>
          </div>
          <div>
            <dt>{t("admin.learners.joined")}</dt>
            <dd>{formatDate(learner.createdAt, language)}</dd>
          </div>
          <div>
            <dt>{t("admin.learners.points")}</dt>
            <dd>{formatNumber(learner.points, language)}</dd>
          </div>
          <div>
            <dt>{t("admin.learners.tests")}</dt>
            <dd>{formatNumber(learner.testsCount, language)}</dd>
          </div>
        </dl>
      </header>
      <div className="admin-grid">
        <section className="card">
          <h2>{t("admin.learners.planTitle")}</h2>
          <PlanForm lastResult={forIntent("plan")?.result} saved={forIntent("plan")?.saved ?? false} />
        </section>
        <section className="card">
          <h2>{t("admin.learners.roleTitle")}</h2>
          <RoleForm
            role={learner.role}
            approvedTeacher={learner.approvedTeacher}
            lastResult={forIntent("role")?.result}
            saved={forIntent("role")?.saved ?? false}
          />
        </section>
        <section className="card admin-danger">
          <h2>{t("admin.learners.banTitle")}</h2>
          <BanForm
            name={learner.name}
            active={learner.active}
            lastResult={forIntent("ban", "unban")?.result}
            saved={forIntent("ban", "unban")?.saved ?? false}
          />
        </section>
      </div>
      <section className="card">
        <h2>{t("admin.learners.bills")}</h2>
        <LearnerBills bills={bills} />
      </section>
    </section>
  );
}
