import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CURRICULA } from "~/core/lessons/curricula";
import { getLessonListContract } from "~/core/lessons/lesson-api";
import { createDb } from "~/db/client.server";
import { getLessonListAnswer } from "~/models/lessons/lesson-api.server";
import { parseRequest, reply } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

// Bearer optional (SPEC §7). The seed posts no payload (the Mongolian list); { curriculum: "en" } asks for the English one.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  // The seed posts nothing, not even a Content-Type: that is the default list, not readBody's 415.
  const parsed = request.headers.has("Content-Type") ? await parseRequest(getLessonListContract, request) : getLessonListContract.request.safeParse({});
  if (!parsed.success) return reply(getLessonListContract, 400, { result: false, message: requestTranslator(request)("request.badCurriculum") });
  const user = await getOptionalUser(request, env);
  return reply(getLessonListContract, 200, await getLessonListAnswer(createDb(env.DB), user, CURRICULA[parsed.data.curriculum]));
}

export const loader = postOnly;
