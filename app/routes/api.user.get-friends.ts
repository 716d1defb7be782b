import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { friendsWithPresence } from "~/models/friends.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** SPEC §7 get-friends: id, name, image, online (1 online). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return Response.json({ result: true, data: await friendsWithPresence(env, user.id) });
}

export const loader = postOnly;
