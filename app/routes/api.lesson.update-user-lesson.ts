import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { UpdateUserLessonSchema } from "~/core/lessons/lesson-api";
import { createDb } from "~/db/client.server";
import { updateUserLessonResponse } from "~/models/lesson-api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

// Bearer optional (SPEC §7): a guest's result is accepted and not stored.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const parsed = UpdateUserLessonSchema.safeParse(await readBody(request));
  if (!parsed.success)
    return Response.json({ result: false, problem: "invalid_log", message: requestTranslator(request)("request.badLessonLog") }, { status: 400 });
  const user = await getOptionalUser(request, env);
  return updateUserLessonResponse(createDb(env.DB), user, parsed.data, requestTranslator(request));
}

export const loader = postOnly;
