import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { removeNotificationContract } from "~/core/social/social-api";
import { createDb } from "~/db/client.server";
import { removeNotification, removeNotifications } from "~/models/social/notifications.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";

/** SPEC §7 remove-notify {raceId}: deletes only the caller's notifications of that race; {id}: the bell's delete of one. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(removeNotificationContract, request);
  if (!parsed.success) return reply(removeNotificationContract, 400, { result: false, message: requestTranslator(request)("request.badNotifyId") });
  const db = createDb(env.DB);
  const { raceId, id } = parsed.data;
  const removed = id !== undefined ? await removeNotification(db, user.id, id) : (await removeNotifications(db, user.id, raceId!)) > 0;
  return reply(removeNotificationContract, 200, { result: removed });
}

export const loader = postOnly;
