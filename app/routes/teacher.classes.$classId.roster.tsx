// The roster tab (issue 30 §2, ADR 038): the class's current students, the bulk import that makes class
// accounts (with the parents' consent confirmed), and the teacher's actions on one student. Works from
// the loader and the action alone; the forms are conform forms on the schemas in app/core/classes (ADR
// 018). Passwords are in the action's answer only, never stored.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RosterCards, RosterImportForm, RosterTable } from "~/components/teacher/roster";
import { CLASS_MAX_STUDENTS } from "~/core/classes/class-limits";
import { ROSTER_BODY_LIMIT, RosterImportSchema, StudentActionSchema } from "~/core/classes/roster-forms";
import { parseRoster, type RosterProblem } from "~/core/classes/roster-import";
import { createDb } from "~/db/client.server";
import type { MessageKey, Translate } from "~/i18n";
import { ownClass } from "~/models/classes/classes.server";
import { importRoster, listRoster, type Credential } from "~/models/classes/roster.server";
import { tellClassMemberLeft } from "~/models/classes/class-live.server";
import { currentMember, eraseClassAccount, removeOwnAccount, resetStudentPassword } from "~/models/classes/roster-students.server";
import { readFormData, refusal, requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import { settingsOf } from "~/utils/settings.server";
import styles from "~/styles/roster.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

async function guard(request: Request, env: Env, classId: string | undefined) {
  const teacher = await requireTeacher(request, env);
  const t = requestTranslator(request);
  const db = createDb(env.DB);
  const found = await ownClass(db, teacher, classId, t("teacher.class.notFound"));
  return { teacher, t, db, found };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db, found } = await guard(request, context.cloudflare.env, params.classId);
  return { classId: found.id, members: await listRoster(db, found.id), max: CLASS_MAX_STUDENTS };
}

/**
 * The action's answer. `result` is conform's reply for the form that posted (import, or one student's
 * action, named by `intent` and `userId`); `message` is what happened; passwords come only here.
 */
export type RosterAnswer = {
  intent: string;
  userId?: number;
  result: SubmissionResult<string[]>;
  message?: string;
  problems?: string[];
  credentials?: Credential[];
};

const NO_STORE = { "Cache-Control": "no-store" };

function problemMessage(t: Translate, problem: RosterProblem): string {
  const reason = t(`teacher.roster.problem.${problem.reason}` as MessageKey, problem.params);
  return problem.row === null ? reason : t("teacher.roster.row", { row: problem.row, reason });
}

async function rosterText(form: { list?: string; file?: File }): Promise<Uint8Array | string> {
  if (form.file && form.file.size > 0) return new Uint8Array(await form.file.arrayBuffer());
  return form.list ?? "";
}

const answer = (body: RosterAnswer, status = 200) => data(body, { status, headers: NO_STORE });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { teacher, t, db, found } = await guard(request, env, params.classId);
  const formData = await readFormData(request, ROSTER_BODY_LIMIT);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");

  if (formData.get("intent") === "import") {
    const submission = parseWithZod(formData, { schema: RosterImportSchema });
    if (submission.status !== "success") return answer({ intent: "import", result: submission.reply() }, 400);
    const members = await listRoster(db, found.id);
    const roster = parseRoster(await rosterText(submission.value), { members });
    if (!roster.ok) {
      const problems = roster.problems.map((p) => problemMessage(t, p));
      return answer({ intent: "import", result: submission.reply({ formErrors: ["teacher.roster.import.refused"] }), problems }, 400);
    }
    const credentials = await importRoster(db, { teacher, found, students: roster.students, pepper: settingsOf(env).passwordPepper });
    const message = t("teacher.roster.import.done", { count: credentials.length });
    return answer({ intent: "import", result: submission.reply({ resetForm: true }), message, credentials });
  }

  const submission = parseWithZod(formData, { schema: StudentActionSchema });
  if (submission.status !== "success") return answer({ intent: "student", result: submission.reply() }, 400);
  const { intent, userId } = submission.value;
  const refuse = (status: number, key: MessageKey) => answer({ intent, userId, result: submission.reply({ formErrors: [key] }) }, status);
  const member = await currentMember(db, found.id, userId);
  if (!member) return refuse(404, "teacher.roster.notMember");
  const done = (message: string, credentials?: Credential[]) => answer({ intent, userId, result: submission.reply(), message, credentials });
  // Only a class account is reset or erased by its teacher; a learner's own account can only leave.
  if (member.classAccount && intent === "reset") {
    const credential = await resetStudentPassword(env, db, teacher, found, member, settingsOf(env).passwordPepper);
    return done(t("teacher.roster.reset.done", { name: member.name }), [credential]);
  }
  if (member.classAccount && (intent === "erase" || intent === "remove")) {
    await eraseClassAccount(env, db, teacher, found, member);
    await tellClassMemberLeft(env, found.id, member.userId);
    return done(t("teacher.roster.erased"));
  }
  if (!member.classAccount && intent === "remove") {
    await removeOwnAccount(db, teacher, found, member);
    await tellClassMemberLeft(env, found.id, member.userId);
    return done(t("teacher.roster.removed"));
  }
  return refuse(403, "forbidden.body");
}

export default function RosterTab() {
  const { classId, members, max } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const imported = answer?.intent === "import" ? answer : undefined;
  return (
    <section className="teacher-roster" data-testid="roster">
      {answer?.message ? (
        <p className="roster-notice" role="status" data-testid="roster-answer">
          {answer.message}
        </p>
      ) : null}
      {answer?.credentials ? <RosterCards classId={classId} credentials={answer.credentials} /> : null}
      <RosterTable members={members} max={max} answer={answer?.intent !== "import" ? answer : undefined} />
      <RosterImportForm lastResult={imported?.result} problems={imported?.problems} />
    </section>
  );
}
