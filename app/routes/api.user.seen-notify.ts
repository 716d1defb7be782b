import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { seenNotificationsContract } from "~/core/social/social-api";
import { createDb } from "~/db/client.server";
import { markNotificationsSeen } from "~/models/social/notifications.server";
import { reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** seen-notify (issue 17): the bell was opened, so every notification so far is seen. Takes no fields, so reads no body. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return reply(seenNotificationsContract, 200, { result: true, seen: await markNotificationsSeen(createDb(env.DB), user.id) });
}

export const loader = postOnly;
