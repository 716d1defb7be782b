// POST /api/user/key-stats {layout}: the signed-in learner's per-key rows for one layout (issue 19).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { KeyStatsRequestSchema, type KeyStatsResponse } from "~/core/typing/key-stats-api";
import { createDb } from "~/db/client.server";
import { readKeyStats } from "~/models/key-stats.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context.cloudflare.env);
  const parsed = KeyStatsRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false, message: requestTranslator(request)("keys.error.invalid") }, { status: 400 });
  const keys = await readKeyStats(createDb(context.cloudflare.env.DB), user.id, parsed.data.layout);
  return Response.json({ result: true, layout: parsed.data.layout, keys } satisfies KeyStatsResponse);
}

export const loader = postOnly;
