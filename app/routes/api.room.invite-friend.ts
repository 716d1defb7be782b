import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { inviteFriendContract } from "~/core/social/social-api";
import { inviteFriend } from "~/models/friends.server";
import { requireSubscription } from "~/utils/subscription.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest } from "~/utils/api.server";

/** invite-friend {userId} (issue 17, the profile's Invite): 402 without an active plan, which sends the browser to /text. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireSubscription(request, env);
  const t = requestTranslator(request);
  const parsed = await parseRequest(inviteFriendContract, request);
  if (!parsed.success) return Response.json({ result: false, message: t("friends.error.badId") }, { status: 400 });
  const outcome = await inviteFriend(env, user, parsed.data.userId);
  if (!outcome.ok) {
    const notFriend = outcome.reason === "notFriend";
    return Response.json({ result: false, message: t(notFriend ? "friends.error.notFriend" : "friends.error.failed") }, { status: 409 });
  }
  return Response.json({ result: true, roomId: outcome.roomId });
}

export const loader = postOnly;
