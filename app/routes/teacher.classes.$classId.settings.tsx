// /teacher/classes/:classId/settings (issue 30): rename, grade, school; a new join code (the old link
// stops working; audited); the "lock lessons beyond the assignments" setting (audited; the lessons apply
// it); archiving (audited). Another teacher's class is a 404 here as in its layout (ownClass).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ArchiveForm, ClassDetailsForm, JoinCodeCard, LessonLockForm } from "~/components/teacher/class-settings-forms";
import { ClassSettingsSchema } from "~/core/classes/class-forms";
import { JoinCodeCollisions } from "~/core/classes/join-code";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { licenceAtArchive } from "~/models/billing/school-licences.server";
import { ownClass } from "~/models/classes/classes.server";
import { archiveClass, rotateJoinCode, setLessonLock, updateClassDetails } from "~/models/classes/teacher-classes.server";
import { pageTitle } from "~/utils/meta";
import { readFormData, refusal, requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import { siteOrigin } from "~/utils/settings.server";
import styles from "~/styles/classes.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "teacher.class.tab.settings");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const found = await ownClass(db, teacher, params.classId, requestTranslator(request)("teacher.class.notFound"));
  const origin = siteOrigin(env);
  return {
    id: found.id,
    name: found.name,
    grade: found.grade,
    school: found.school,
    joinCode: found.joinCode,
    joinLink: `${origin}/join/${found.joinCode}`,
    site: new URL(origin).host,
    locked: found.lockBeyondAssignments,
    // The archive confirmation says what happens to a paid licence (ADR 041: it runs to its end).
    licence: await licenceAtArchive(db, found.id, Date.now()),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const found = await ownClass(db, teacher, params.classId, requestTranslator(request)("teacher.class.notFound"));
  const formData = await readFormData(request, 8_192);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  const submission = parseWithZod(formData, { schema: ClassSettingsSchema });
  const intentField = formData.get("intent");
  const intent = typeof intentField === "string" ? intentField : "";
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const change = submission.value;
  switch (change.intent) {
    case "details":
      await updateClassDetails(db, teacher, found, { name: change.name, grade: change.grade, school: change.school });
      break;
    case "rotate":
      try {
        await rotateJoinCode(db, teacher, found);
      } catch (error) {
        if (!(error instanceof JoinCodeCollisions)) throw error;
        return data({ intent, result: submission.reply({ formErrors: ["teacher.form.error.codes"] }) }, { status: 503 });
      }
      break;
    case "lock":
      await setLessonLock(db, teacher, found, change.lock === "on");
      break;
    case "archive":
      await archiveClass(db, teacher, found);
      return redirect("/teacher");
  }
  return { intent, result: submission.reply() };
}

export default function ClassSettings() {
  const found = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const ok = (intent: string) => answer?.intent === intent && answer.result.status === "success";
  const resultFor = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  return (
    <div className="class-settings" data-testid="class-settings">
      <section className="card stack">
        <h2>{t("teacher.settings.code")}</h2>
        <JoinCodeCard
          classId={found.id}
          code={found.joinCode}
          link={found.joinLink}
          site={found.site}
          rotated={ok("rotate")}
          errors={resultFor("rotate")?.error?.[""] ?? undefined}
        />
      </section>
      <section className="card stack">
        <h2>{t("teacher.settings.details")}</h2>
        <ClassDetailsForm key={`${found.name}|${found.grade}|${found.school}`} details={found} lastResult={resultFor("details")} saved={ok("details")} />
      </section>
      <section className="card stack">
        <h2>{t("teacher.settings.lock")}</h2>
        <LessonLockForm locked={found.locked} lastResult={resultFor("lock")} />
      </section>
      <section className="card stack admin-danger">
        <h2>{t("teacher.settings.archive")}</h2>
        <ArchiveForm name={found.name} licence={found.licence} />
      </section>
    </div>
  );
}
