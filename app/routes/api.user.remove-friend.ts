import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { removeFriendContract } from "~/core/social/social-api";
import { removeFriend } from "~/models/social/friends.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";

/** remove-friend {userId} (issue 17): either side ends the friendship, both ways. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(removeFriendContract, request);
  if (!parsed.success) return reply(removeFriendContract, 400, { result: false, message: requestTranslator(request)("friends.error.badId") });
  return reply(removeFriendContract, 200, { result: await removeFriend(env, user.id, parsed.data.userId) });
}

export const loader = postOnly;
