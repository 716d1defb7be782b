import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { inviteFriendContract } from "~/core/social/social-api";
import { inviteFriend } from "~/models/social/friends.server";
import { requireSubscription } from "~/utils/subscription.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";

/** invite-friend {userId} (issue 17, the profile's Invite): 402 without an active plan, which sends the browser to /text. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireSubscription(request, env);
  const t = requestTranslator(request);
  const parsed = await parseRequest(inviteFriendContract, request);
  if (!parsed.success) return reply(inviteFriendContract, 400, { result: false, message: t("friends.error.badId") });
  const outcome = await inviteFriend(env, user, parsed.data.userId);
  if (!outcome.ok) {
    const notFriend = outcome.reason === "notFriend";
    return reply(inviteFriendContract, 409, { result: false, message: t(notFriend ? "friends.error.notFriend" : "friends.error.failed") });
  }
  return reply(inviteFriendContract, 200, { result: true, roomId: outcome.roomId });
}

export const loader = postOnly;
