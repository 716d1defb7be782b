import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CURRICULA } from "~/core/lessons/curricula";
import { GetResultLessonsSchema } from "~/core/lessons/lesson-api";
import { createDb } from "~/db/client.server";
import { getResultLessonsResponse } from "~/models/lesson-api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = GetResultLessonsSchema.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false, message: requestTranslator(request)("request.badLessonId") }, { status: 400 });
  return getResultLessonsResponse(createDb(env.DB), user, parsed.data.prev, CURRICULA[parsed.data.curriculum]);
}

export const loader = postOnly;
