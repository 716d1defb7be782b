// POST /api/user/merge-key-stats {mergeId, layout, keys}: a guest's per-key rows kept on this device,
// sent once after sign-in or registration (issue 19 §5). Counts are bounded and checked for
// consistency (app/core/typing/key-stats-api.ts); the same mergeId is folded in once.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { mergeKeyStatsContract } from "~/core/typing/key-stats-api";
import { createDb } from "~/db/client.server";
import { foldKeyStats } from "~/models/typing/key-stats.server";
import { parseRequest, reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context.cloudflare.env);
  const parsed = await parseRequest(mergeKeyStatsContract, request);
  if (!parsed.success) return reply(mergeKeyStatsContract, 400, { result: false, message: requestTranslator(request)("keys.error.invalid") });
  const { mergeId, layout, keys } = parsed.data;
  const merged = await foldKeyStats(createDb(context.cloudflare.env.DB), user.id, layout, `guest:${mergeId}`, keys);
  return reply(mergeKeyStatsContract, 200, { result: true, merged });
}

export const loader = postOnly;
