// /teacher/classes/:classId/assignments (issue 30 §3, ADR 039): give lessons, a test or weak-key practice
// with a due date; the list with how many students are done; remove; whether the class's lesson lock is on (switched on the settings tab).
// ?keys=… opens with the keys form filled (the class heatmap's "assign practice" link).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AssignmentList } from "~/components/assignments/assignment-list";
import { KeysAssignmentForm, LessonsAssignmentForm, TestAssignmentForm } from "~/components/assignments/assignment-forms";
import { LessonLockNote } from "~/components/assignments/lesson-lock-note";
import { assignmentLinks } from "~/components/assignments/open-assignments";
import { completionCounts } from "~/core/classes/gradebook";
import { ASSIGNMENT_KINDS, assignmentSchemaFor, keysOfText, ubDayOf, type AssignmentKind } from "~/core/classes/assignments";
import { CURRICULA } from "~/core/lessons/curricula";
import { useTranslation } from "~/hooks/use-translation";
import { createAssignment, removeAssignment } from "~/models/classes/class-assignments.server";
import { layoutOfCurriculum } from "~/models/classes/class-results.server";
import { classGradebook } from "~/models/classes/gradebook.server";
import { idOf } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requestTranslator } from "~/utils/request.server";
import { teacherClass, teacherClassForm } from "~/utils/teacher-class-form.server";

export const meta: MetaFunction = (args) => pageTitle(args, "teacher.assignments.title");
export const links = assignmentLinks;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db, cls } = await teacherClass(request, context.cloudflare.env, params.classId);
  const now = Date.now();
  const book = await classGradebook(db, cls, now);
  const counts = completionCounts(
    book.rows,
    book.assignments.map((a) => a.id),
  );
  const layout = layoutOfCurriculum(cls.curriculum);
  const keys = new URL(request.url).searchParams.get("keys");
  return {
    ctx: { totalLessons: CURRICULA[cls.curriculum].totalLessons, layout, now },
    defaultDue: ubDayOf(now + WEEK_MS),
    prefilledKeys: keys ? keysOfText(keys.slice(0, 200), layout).join(" ") : "",
    lock: cls.lockBeyondAssignments,
    students: book.rows.length,
    assignments: book.assignments.map((a) => ({ ...a, done: counts.get(a.id) ?? 0 })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { teacher, db, cls, formData } = await teacherClassForm(request, context.cloudflare.env, params.classId);
  const t = requestTranslator(request);
  const raw = formData.get("intent");
  const intent = typeof raw === "string" ? raw : "";
  if (intent === "remove") {
    const id = idOf(formData.get("id"));
    const removed = id !== null && (await removeAssignment(db, teacher, cls, id));
    if (!removed) return data({ form: null, message: t("teacher.assignments.error.missing"), ok: false }, { status: 404 });
    return { form: null, message: t("teacher.assignments.removed"), ok: true };
  }
  if (!(ASSIGNMENT_KINDS as readonly string[]).includes(intent))
    return data({ form: null, message: t("teacher.assignments.error.kind"), ok: false }, { status: 400 });
  const kind = intent as AssignmentKind;
  const ctx = { totalLessons: CURRICULA[cls.curriculum].totalLessons, layout: layoutOfCurriculum(cls.curriculum), now: Date.now() };
  const submission = parseWithZod(formData, { schema: assignmentSchemaFor(kind, ctx) });
  if (submission.status !== "success") return data({ form: { kind, result: submission.reply() }, message: null, ok: false }, { status: 400 });
  await createAssignment(db, teacher, cls, submission.value, ctx.now);
  return { form: { kind, result: submission.reply({ resetForm: true }) }, message: t("teacher.assignments.created"), ok: true };
}

export default function ClassAssignments() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const formProps = { ctx: loaded.ctx, defaultDue: loaded.defaultDue, prefilledKeys: loaded.prefilledKeys, lastResult: result?.form ?? null };
  return (
    <section className="stack" data-testid="teacher-assignments">
      <header>
        <h2>{t("teacher.assignments.title")}</h2>
        <p className="lead">{t("teacher.assignments.lead")}</p>
      </header>
      {result?.message ? (
        <p
          className={`assignment-message${result.ok ? "" : " assignment-message--error"}`}
          role={result.ok ? "status" : "alert"}
          data-testid="assignments-message"
        >
          {result.message}
        </p>
      ) : null}
      <div className="assignment-forms">
        <details className="card stack" open={!loaded.prefilledKeys}>
          <summary>
            <h3>{t("teacher.assignments.new.lessons")}</h3>
          </summary>
          <LessonsAssignmentForm {...formProps} />
        </details>
        <details className="card stack">
          <summary>
            <h3>{t("teacher.assignments.new.test")}</h3>
          </summary>
          <TestAssignmentForm {...formProps} />
        </details>
        <details className="card stack" open={Boolean(loaded.prefilledKeys)}>
          <summary>
            <h3>{t("teacher.assignments.new.keys")}</h3>
          </summary>
          <KeysAssignmentForm {...formProps} />
        </details>
      </div>
      <AssignmentList assignments={loaded.assignments} students={loaded.students} now={loaded.ctx.now} />
      <LessonLockNote lock={loaded.lock} settingsPath="../settings" />
    </section>
  );
}
