import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { getLessonListResponse } from "~/models/lesson-api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

// Bearer optional (SPEC §7); no payload.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await getOptionalUser(request, env);
  return getLessonListResponse(createDb(env.DB), user);
}

export const loader = postOnly;
