import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CURRICULA } from "~/core/lessons/curricula";
import { getResultLessonsContract } from "~/core/lessons/lesson-api";
import { createDb } from "~/db/client.server";
import { getResultLessonsAnswer } from "~/models/lessons/lesson-api.server";
import { parseRequest, reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(getResultLessonsContract, request);
  if (!parsed.success) return reply(getResultLessonsContract, 400, { result: false, message: requestTranslator(request)("request.badLessonId") });
  const answer = await getResultLessonsAnswer(createDb(env.DB), user, parsed.data.prev, CURRICULA[parsed.data.curriculum]);
  if (!answer) return reply(getResultLessonsContract, 404, { result: false });
  return reply(getResultLessonsContract, 200, answer);
}

export const loader = postOnly;
