import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { addFriendContract } from "~/core/social/social-api";
import { requestFriend } from "~/models/friends.server";
import { limitReached, peekLimit, recordLimit } from "~/services/rate-limits.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { httpFailure, parseRequest, refusalBody, reply } from "~/utils/api.server";

/** add-friend {userId} (issue 17): a friend request, rate-limited per learner (ADR 016). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const t = requestTranslator(request);
  const parsed = await parseRequest(addFriendContract, request);
  if (!parsed.success) return reply(addFriendContract, 400, { result: false, message: t("friends.error.badId") });
  const limit = await peekLimit(env, "friendRequestsPerUser", String(user.id));
  if (!limit.allowed) {
    const failure = httpFailure(request, limitReached("friends.error.rateLimited", limit.retryAfterMs));
    return reply(addFriendContract, failure.status, refusalBody(failure.message), failure.headers);
  }
  const outcome = await requestFriend(env, user, parsed.data.userId);
  if (outcome.ok === false && outcome.reason === "self") return reply(addFriendContract, 400, { result: false, message: t("friends.error.self") });
  if (!outcome.ok) return reply(addFriendContract, 404, { result: false, message: t("friends.error.unknown") });
  // Only requests that reach someone count against the limit.
  if (outcome.status === "requested") await recordLimit(env, "friendRequestsPerUser", String(user.id));
  return reply(addFriendContract, 200, { result: true, status: outcome.status });
}

export const loader = postOnly;
