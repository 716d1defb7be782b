import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CURRICULA } from "~/core/lessons/curricula";
import { GetLessonListSchema } from "~/core/lessons/lesson-api";
import { createDb } from "~/db/client.server";
import { getLessonListResponse } from "~/models/lesson-api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

// Bearer optional (SPEC §7). The seed posts no payload (the Mongolian list); { curriculum: "en" } asks for the English one.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const body = request.headers.has("Content-Type") ? await readBody(request) : {};
  const parsed = GetLessonListSchema.safeParse(body);
  if (!parsed.success) return Response.json({ result: false, message: requestTranslator(request)("request.badCurriculum") }, { status: 400 });
  const user = await getOptionalUser(request, env);
  return getLessonListResponse(createDb(env.DB), user, CURRICULA[parsed.data.curriculum]);
}

export const loader = postOnly;
