// /profile/teacher-request (issue 30): a learner asks to become a teacher. The profile's card posts here
// with a fetcher; without JavaScript the form posts natively and this page shows the state and the form.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ProfileNav } from "~/components/accounts/profile-nav";
import { TeacherRequestCard } from "~/components/classes/teacher-request-card";
import { TeacherRequestSchema } from "~/core/classes/class-forms";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { askToTeach, teacherRequestState } from "~/models/classes/teacher-requests.server";
import { requireUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import { readFormData, refusal } from "~/utils/request.server";
import styles from "~/styles/accounts.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "classes.teacher.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context.cloudflare.env);
  return { state: await teacherRequestState(createDb(context.cloudflare.env.DB), user), phone: user.phone };
}

const REFUSED = { pending: "classes.teacher.alreadyPending", teacher: "classes.teacher.alreadyTeacher" } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const formData = await readFormData(request, 8_192);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  const submission = parseWithZod(formData, { schema: TeacherRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const asked = await askToTeach(createDb(env.DB), user, submission.value);
  if (!asked.ok) return data({ result: submission.reply({ formErrors: [REFUSED[asked.reason]] }) }, { status: 409 });
  // The profile shows the pending request in its card.
  return redirect("/profile#teacher-request-title");
}

export default function TeacherRequestPage() {
  const { state, phone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="profile-layout">
      <ProfileNav />
      <div className="stack">
        <TeacherRequestCard state={state} phone={phone} lastResult={answer?.result} />
        <Link to="/profile">← {t("classes.teacher.back")}</Link>
      </div>
    </div>
  );
}
