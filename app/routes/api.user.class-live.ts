// POST /api/user/class-live {}: the class this learner's typing screens report to, or null (ADR 040).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { classLiveMeContract } from "~/core/classes/class-live-api";
import { createDb } from "~/db/client.server";
import { reportingClassOf } from "~/models/classes/class-live.server";
import { reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return reply(classLiveMeContract, 200, { result: true, classId: await reportingClassOf(createDb(env.DB), user.id) });
}

export const loader = postOnly;
