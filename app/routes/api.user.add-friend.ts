import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { addFriendContract } from "~/core/social/social-api";
import { requestFriend } from "~/models/social/friends.server";
import { limitReached, withLimits } from "~/services/rate-limits.server";
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
  // Every request counts (issue 29): the unit is taken before the lookup and kept.
  const done = await withLimits(env, [{ name: "friendRequestsPerUser", key: String(user.id) }], async () => ({
    value: await requestFriend(env, user, parsed.data.userId),
    outcome: "success",
  }));
  if (!done.ok) {
    const failure = httpFailure(request, limitReached("friends.error.rateLimited", done.refusal.retryAfterMs));
    return reply(addFriendContract, failure.status, refusalBody(failure.message), failure.headers);
  }
  const outcome = done.value;
  if (outcome.ok === false && outcome.reason === "self") return reply(addFriendContract, 400, { result: false, message: t("friends.error.self") });
  if (outcome.ok === false && outcome.reason === "classOnly") return reply(addFriendContract, 403, { result: false, message: t("friends.error.classOnly") });
  if (!outcome.ok) return reply(addFriendContract, 404, { result: false, message: t("friends.error.unknown") });
  return reply(addFriendContract, 200, { result: true, status: outcome.status });
}

export const loader = postOnly;
