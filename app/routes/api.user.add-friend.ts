import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { addFriendContract } from "~/core/social/social-api";
import { requestFriend } from "~/models/friends.server";
import { peekLimit, recordLimit, tooManyRequests } from "~/services/rate-limits.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest } from "~/utils/api.server";

/** add-friend {userId} (issue 17): a friend request, rate-limited per learner (ADR 016). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const t = requestTranslator(request);
  const parsed = await parseRequest(addFriendContract, request);
  if (!parsed.success) return Response.json({ result: false, message: t("friends.error.badId") }, { status: 400 });
  const limit = await peekLimit(env, "friendRequestsPerUser", String(user.id));
  if (!limit.allowed) return tooManyRequests(request, "friends.error.rateLimited", limit.retryAfterMs);
  const outcome = await requestFriend(env, user, parsed.data.userId);
  if (!outcome.ok) {
    const status = outcome.reason === "self" ? 400 : 404;
    return Response.json({ result: false, message: t(outcome.reason === "self" ? "friends.error.self" : "friends.error.unknown") }, { status });
  }
  // Only requests that reach someone count against the limit.
  if (outcome.status === "requested") await recordLimit(env, "friendRequestsPerUser", String(user.id));
  return Response.json({ result: true, status: outcome.status });
}

export const loader = postOnly;
