import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { createDb } from "~/db/client.server";
import { removeNotifications } from "~/models/notifications.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

const Body = z.object({ raceId: z.coerce.number().int().positive() });

/** SPEC §7 remove-notify {raceId}: deletes only the caller's notifications of that race. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = Body.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false, message: requestTranslator(request)("request.badNotifyId") }, { status: 400 });
  const removed = await removeNotifications(createDb(env.DB), user.id, parsed.data.raceId);
  return Response.json({ result: removed > 0 });
}

export const loader = postOnly;
