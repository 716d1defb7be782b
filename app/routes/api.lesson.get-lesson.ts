import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { GetLessonSchema } from "~/core/lessons/lesson-api";
import { createDb } from "~/db/client.server";
import { getLessonResponse } from "~/models/lesson-api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

// Bearer optional (SPEC §7).
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const parsed = GetLessonSchema.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false, message: requestTranslator(request)("request.badLessonId") }, { status: 400 });
  const user = await getOptionalUser(request, env);
  return getLessonResponse(createDb(env.DB), user, parsed.data.id, requestTranslator(request));
}

export const loader = postOnly;
