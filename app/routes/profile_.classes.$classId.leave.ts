// POST /profile/classes/:classId/leave (issue 30): the learner leaves a class (left_at set; the teacher
// sees nothing new after it). Back to the profile, whose "My classes" no longer lists it.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { leaveClass } from "~/models/classes/class-joining.server";
import { tellClassMemberLeft } from "~/models/classes/class-live.server";
import { requireUser } from "~/utils/auth.server";
import { idOf } from "~/utils/admin-forms.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export const loader = postOnly;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const classId = idOf(params.classId);
  const left = classId !== null && (await leaveClass(createDb(env.DB), user, classId));
  if (!left) throw new Response(requestTranslator(request)("classes.mine.notMember"), { status: 404 });
  // An open tab of the learner's stops reporting to the class at once, not at its next reconnect.
  await tellClassMemberLeft(env, classId, user.id);
  return redirect("/profile");
}
