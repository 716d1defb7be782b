// /teacher (issue 30): the teacher's classes with their member counts, and the form to create a class.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ClassCreateForm } from "~/components/teacher/class-create-form";
import { ClassList } from "~/components/teacher/class-list";
import { ClassCreateSchema } from "~/core/classes/class-forms";
import { JoinCodeCollisions } from "~/core/classes/join-code";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { createClass, teacherClasses } from "~/models/classes/teacher-classes.server";
import { approvedSchool } from "~/models/classes/teacher-requests.server";
import { pageTitle } from "~/utils/meta";
import { readFormData, refusal } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import { siteOrigin } from "~/utils/settings.server";
import styles from "~/styles/classes.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "teacher.classes");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const [classes, school] = await Promise.all([teacherClasses(db, teacher), approvedSchool(db, teacher.id)]);
  return { classes, school, site: new URL(siteOrigin(env)).host };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const formData = await readFormData(request, 8_192);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  const submission = parseWithZod(formData, { schema: ClassCreateSchema });
  if (submission.status !== "success") return data({ created: null, result: submission.reply() }, { status: 400 });
  try {
    const created = await createClass(createDb(env.DB), teacher, submission.value);
    return { created: { id: created.id, name: submission.value.name }, result: submission.reply({ resetForm: true }) };
  } catch (error) {
    if (!(error instanceof JoinCodeCollisions)) throw error;
    return data({ created: null, result: submission.reply({ formErrors: ["teacher.form.error.codes"] }) }, { status: 503 });
  }
}

export default function TeacherHome() {
  const { classes, school, site } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="stack" data-testid="teacher-home">
      <header>
        <p className="admin__kicker">{t("teacher.title")}</p>
        <h1>{t("teacher.classes")}</h1>
        <p className="lead muted">{t("teacher.list.lead", { site })}</p>
      </header>
      {answer?.created ? (
        <p className="notice" role="status" data-testid="class-created">
          {t("teacher.form.created", { name: answer.created.name })}
        </p>
      ) : null}
      <section className="card">
        <ClassList classes={classes} />
      </section>
      <section className="card stack">
        <h2>{t("teacher.create.title")}</h2>
        <ClassCreateForm school={school} lastResult={answer?.result} />
      </section>
    </section>
  );
}
