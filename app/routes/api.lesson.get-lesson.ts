import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getLessonContract } from "~/core/lessons/lesson-api";
import { createDb } from "~/db/client.server";
import { getLessonAnswer } from "~/models/lessons/lesson-api.server";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

// Bearer optional (SPEC §7).
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const parsed = await parseRequest(getLessonContract, request);
  if (!parsed.success) return reply(getLessonContract, 400, { result: false, message: requestTranslator(request)("request.badLessonId") });
  const user = await getOptionalUser(request, env);
  const found = await getLessonAnswer(createDb(env.DB), user, parsed.data.id);
  if (!found.ok) {
    const failure = httpFailure(request, found.error);
    return reply(getLessonContract, failure.status, { result: false, message: failure.message });
  }
  return reply(getLessonContract, 200, found.answer);
}

export const loader = postOnly;
