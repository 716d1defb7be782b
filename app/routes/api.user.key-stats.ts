// POST /api/user/key-stats {layout}: the signed-in learner's per-key rows for one layout (issue 19).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { keyStatsContract } from "~/core/typing/key-stats-api";
import { createDb } from "~/db/client.server";
import { readKeyStats } from "~/models/typing/key-stats.server";
import { parseRequest, reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context.cloudflare.env);
  const parsed = await parseRequest(keyStatsContract, request);
  if (!parsed.success) return reply(keyStatsContract, 400, { result: false, message: requestTranslator(request)("keys.error.invalid") });
  const keys = await readKeyStats(createDb(context.cloudflare.env.DB), user.id, parsed.data.layout);
  return reply(keyStatsContract, 200, { result: true, layout: parsed.data.layout, keys });
}

export const loader = postOnly;
