import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { listNotifications } from "~/models/notifications.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** SPEC §7 get-notify: the user's own notifications, newest first. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return Response.json({ result: true, data: await listNotifications(createDb(env.DB), user.id) });
}

export const loader = postOnly;
