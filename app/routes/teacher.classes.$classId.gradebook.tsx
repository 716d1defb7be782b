// /teacher/classes/:classId/gradebook (issue 30 §5, ADR 039): students × assignments with progress,
// the mean and the grade; the CSV and the report cards; the class's grading scale.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { assignmentHeading } from "~/components/assignments/describe-assignment";
import { GradebookTable } from "~/components/assignments/gradebook-table";
import { GradingScaleForm } from "~/components/assignments/grading-scale-form";
import { assignmentLinks } from "~/components/assignments/open-assignments";
import { GradingFormSchema } from "~/core/classes/grading";
import { useTranslation } from "~/hooks/use-translation";
import { classGradebook, saveGradingScale } from "~/models/classes/gradebook.server";
import { pageTitle } from "~/utils/meta";
import { requestTranslator } from "~/utils/request.server";
import { teacherClass, teacherClassForm } from "~/utils/teacher-class-form.server";

export const meta: MetaFunction = (args) => pageTitle(args, "teacher.gradebook.title");
export const links = assignmentLinks;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db, cls } = await teacherClass(request, context.cloudflare.env, params.classId);
  const book = await classGradebook(db, cls);
  return { classId: cls.id, ...book };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { teacher, db, cls, formData } = await teacherClassForm(request, context.cloudflare.env, params.classId);
  const submission = parseWithZod(formData, { schema: GradingFormSchema });
  if (submission.status !== "success") return data({ lastResult: submission.reply(), message: null }, { status: 400 });
  await saveGradingScale(db, teacher, cls, submission.value.bands);
  return { lastResult: submission.reply(), message: requestTranslator(request)("teacher.grading.saved") };
}

export default function ClassGradebook() {
  const book = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const base = `/teacher/classes/${book.classId}`;
  return (
    <section className="stack" data-testid="teacher-gradebook">
      <header className="stack">
        <h2>{t("teacher.gradebook.title")}</h2>
        <p className="lead">{t("teacher.gradebook.rule")}</p>
        <div className="gradebook-actions">
          <a className="button" href={`${base}/gradebook.csv`} download data-testid="gradebook-csv">
            {t("teacher.gradebook.csv")}
          </a>
          <a className="button button--ghost" href={`${base}/report-card.pdf`} download data-testid="class-report-card">
            {t("teacher.gradebook.classPdf")}
          </a>
        </div>
      </header>
      <GradebookTable
        rows={book.rows}
        headings={book.assignments.map((a) => ({ id: a.id, label: assignmentHeading(a, t) }))}
        reportHref={(userId) => `${base}/report-card.pdf?student=${userId}`}
      />
      <div className="card stack">
        <h3>{t("teacher.grading.title")}</h3>
        <p className="muted">{t("teacher.grading.lead")}</p>
        {result?.message ? (
          <p className="assignment-message" role="status">
            {result.message}
          </p>
        ) : null}
        <GradingScaleForm scale={book.scale} lastResult={result?.lastResult ?? null} />
      </div>
    </section>
  );
}
