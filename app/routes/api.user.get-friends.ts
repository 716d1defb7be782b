import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { friendsContract } from "~/core/social/social-api";
import { friendsWithPresence } from "~/models/social/friends.server";
import { reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** SPEC §7 get-friends: id, name, image, online (1 online). Takes no fields, so reads no body. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return reply(friendsContract, 200, { result: true, data: await friendsWithPresence(env, user.id) });
}

export const loader = postOnly;
