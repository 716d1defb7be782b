import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { notificationsContract } from "~/core/social/social-api";
import { createDb } from "~/db/client.server";
import { listNotifications } from "~/models/social/notifications.server";
import { reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** SPEC §7 get-notify: the user's own notifications, newest first. Takes no fields, so reads no body. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return reply(notificationsContract, 200, { result: true, data: await listNotifications(createDb(env.DB), user.id) });
}

export const loader = postOnly;
