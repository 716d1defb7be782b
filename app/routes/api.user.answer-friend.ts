import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerFriendContract } from "~/core/social/social-api";
import { answerFriend } from "~/models/social/friends.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";

/** answer-friend {userId, accept} (issue 17): the answer to the request userId sent the caller. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(answerFriendContract, request);
  if (!parsed.success) return reply(answerFriendContract, 400, { result: false, message: requestTranslator(request)("friends.error.badId") });
  const status = await answerFriend(env, user, parsed.data.userId, parsed.data.accept);
  return reply(answerFriendContract, 200, { result: true, status });
}

export const loader = postOnly;
