// /admin/teachers (issue 30): requests to become a teacher (approve, or refuse with a reason; each
// decision one audit row in its batch), the teachers, and every class with its member count.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TeacherRequestsTable } from "~/components/admin/teacher-requests";
import { ClassesTable, TeachersTable } from "~/components/admin/teachers-tables";
import { TeacherDecisionSchema } from "~/core/classes/class-forms";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { allClasses } from "~/models/classes/teacher-classes.server";
import { decideTeacherRequest, pendingTeacherRequests, teacherList } from "~/models/classes/teacher-requests.server";
import { adminForm } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.teachers");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  const db = createDb(env.DB);
  const [requests, teachers, classes] = await Promise.all([pendingTeacherRequests(db), teacherList(db), allClasses(db)]);
  return { requests, teachers, classes };
}

const STATUS = { not_found: 404, decided: 409 } as const;
const MESSAGE = { not_found: "admin.error.notFound", decided: "admin.teachers.error.decided" } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env);
  const submission = parseWithZod(formData, { schema: TeacherDecisionSchema });
  const intentField = formData.get("intent");
  const intent = typeof intentField === "string" ? intentField : "";
  const requestId = Number(formData.get("requestId")) || null;
  if (submission.status !== "success") return data({ intent, requestId, name: "", result: submission.reply() }, { status: 400 });
  const outcome = await decideTeacherRequest(createDb(env.DB), admin, submission.value);
  if (!outcome.ok)
    return data({ intent, requestId, name: "", result: submission.reply({ formErrors: [MESSAGE[outcome.reason]] }) }, { status: STATUS[outcome.reason] });
  return { intent, requestId, name: outcome.name, result: submission.reply({ resetForm: true }) };
}

export default function AdminTeachers() {
  const { requests, teachers, classes } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const done = answer?.name ? t(answer.intent === "approve" ? "admin.teachers.approved" : "admin.teachers.refused", { name: answer.name }) : null;
  return (
    <section className="stack" data-testid="admin-teachers">
      <header>
        <h1>{t("admin.nav.teachers")}</h1>
        <p className="lead">{t("admin.teachers.lead")}</p>
      </header>
      {done ? (
        <p className="notice notice--success" role="status" data-testid="decision-done">
          {done}
        </p>
      ) : null}
      <section className="card">
        <h2>{t("admin.teachers.requests")}</h2>
        <TeacherRequestsTable requests={requests} answer={answer} />
      </section>
      <section className="card">
        <h2>{t("admin.teachers.teachers")}</h2>
        <TeachersTable teachers={teachers} />
      </section>
      <section className="card">
        <h2>{t("admin.teachers.classes")}</h2>
        <ClassesTable classes={classes} />
      </section>
    </section>
  );
}
