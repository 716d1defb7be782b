import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateUserLessonContract } from "~/core/lessons/lesson-api";
import { createDb } from "~/db/client.server";
import { tellClassesOfResult } from "~/models/classes/class-live.server";
import { updateUserLessonAnswer } from "~/models/lessons/lesson-api.server";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

// Bearer optional (SPEC §7): a guest's result is accepted and not stored.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const parsed = await parseRequest(updateUserLessonContract, request);
  if (!parsed.success)
    return reply(updateUserLessonContract, 400, { result: false, problem: "invalid_log", message: requestTranslator(request)("request.badLessonLog") });
  const user = await getOptionalUser(request, env);
  const db = createDb(env.DB);
  const saved = await updateUserLessonAnswer(db, user, parsed.data);
  if (saved.ok) {
    if (user) context.cloudflare.ctx.waitUntil(tellClassesOfResult(env, db, user.id));
    return reply(updateUserLessonContract, 200, saved.answer);
  }
  // A log the replay refuses names its problem beside the words.
  if (saved.problem !== undefined) {
    const failure = httpFailure(request, saved.error);
    return reply(updateUserLessonContract, failure.status, { result: false, problem: saved.problem, message: failure.message });
  }
  const failure = httpFailure(request, saved.error);
  return reply(updateUserLessonContract, failure.status, { result: false, message: failure.message });
}

export const loader = postOnly;
