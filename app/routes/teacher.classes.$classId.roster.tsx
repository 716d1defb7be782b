// The roster tab (issue 30 §2, ADR 038): the class's current students, the bulk import that makes class
// accounts (with the parents' consent confirmed), and the teacher's actions on one student. Works from
// the loader and the action alone. Passwords are in the action's answer only, never stored.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RosterCards, RosterImportForm, RosterTable } from "~/components/teacher/roster";
import { CLASS_MAX_STUDENTS } from "~/core/classes/class-limits";
import { ROSTER_BODY_LIMIT, RosterImportSchema, StudentActionSchema, type UploadedFile } from "~/core/classes/roster-forms";
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

export type RosterAnswer = { ok: false; message: string; problems?: string[] } | { ok: true; message: string; credentials?: Credential[] };

const NO_STORE = { "Cache-Control": "no-store" };

function problemMessage(t: Translate, problem: RosterProblem): string {
  const reason = t(`teacher.roster.problem.${problem.reason}` as MessageKey, problem.params);
  return problem.row === null ? reason : t("teacher.roster.row", { row: problem.row, reason });
}

async function rosterText(form: { list?: string; file?: UploadedFile }): Promise<Uint8Array | string> {
  if (form.file && form.file.size > 0) return new Uint8Array(await form.file.arrayBuffer());
  return form.list ?? "";
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { teacher, t, db, found } = await guard(request, env, params.classId);
  const formData = await readFormData(request, ROSTER_BODY_LIMIT);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  const fields = Object.fromEntries(formData);
  const fail = (status: number, message: string, problems?: string[]) => data<RosterAnswer>({ ok: false, message, problems }, { status, headers: NO_STORE });

  if (fields.intent === "import") {
    const parsed = RosterImportSchema.safeParse(fields);
    if (!parsed.success) return fail(400, t((parsed.error.issues[0]?.message ?? "teacher.roster.error.consent") as MessageKey));
    const members = await listRoster(db, found.id);
    const roster = parseRoster(await rosterText(parsed.data), { members });
    if (!roster.ok)
      return fail(
        400,
        t("teacher.roster.import.refused"),
        roster.problems.map((p) => problemMessage(t, p)),
      );
    const credentials = await importRoster(db, { teacher, found, students: roster.students, pepper: settingsOf(env).passwordPepper });
    return data<RosterAnswer>({ ok: true, message: t("teacher.roster.import.done", { count: credentials.length }), credentials }, { headers: NO_STORE });
  }

  const parsed = StudentActionSchema.safeParse(fields);
  if (!parsed.success) return fail(400, t("teacher.roster.notMember"));
  const member = await currentMember(db, found.id, parsed.data.userId);
  if (!member) return fail(404, t("teacher.roster.notMember"));
  // Only a class account is reset or erased by its teacher; a learner's own account can only leave.
  const { intent } = parsed.data;
  if (member.classAccount && intent === "reset") {
    const credential = await resetStudentPassword(env, db, teacher, found, member, settingsOf(env).passwordPepper);
    return data<RosterAnswer>({ ok: true, message: t("teacher.roster.reset.done", { name: member.name }), credentials: [credential] }, { headers: NO_STORE });
  }
  if (member.classAccount && (intent === "erase" || intent === "remove")) {
    await eraseClassAccount(env, db, teacher, found, member);
    await tellClassMemberLeft(env, found.id, member.userId);
    return data<RosterAnswer>({ ok: true, message: t("teacher.roster.erased") }, { headers: NO_STORE });
  }
  if (!member.classAccount && intent === "remove") {
    await removeOwnAccount(db, teacher, found, member);
    await tellClassMemberLeft(env, found.id, member.userId);
    return data<RosterAnswer>({ ok: true, message: t("teacher.roster.removed") }, { headers: NO_STORE });
  }
  return fail(403, t("forbidden.body"));
}

export default function RosterTab() {
  const { classId, members, max } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="teacher-roster" data-testid="roster">
      {answer ? (
        <div className={answer.ok ? "notice" : "form-error"} role={answer.ok ? "status" : "alert"} data-testid="roster-answer">
          <p>{answer.message}</p>
          {!answer.ok && answer.problems ? (
            <ul data-testid="roster-problems">
              {answer.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {answer?.ok && answer.credentials ? <RosterCards classId={classId} credentials={answer.credentials} /> : null}
      <RosterTable members={members} max={max} />
      <RosterImportForm />
    </section>
  );
}
