import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { markNotificationsSeen } from "~/models/notifications.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** seen-notify (issue 17): the bell was opened, so every notification so far is seen. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return Response.json({ result: true, seen: await markNotificationsSeen(createDb(env.DB), user.id) });
}

export const loader = postOnly;
