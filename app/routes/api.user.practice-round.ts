// POST /api/user/practice-round {roundId, layout, text, keystrokes}: a finished weak-key practice
// round. The words must be the practice list's and the log is replayed; the answer is the learner's
// per-key rows after the round (issue 19 §5). A retried post is folded in once.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PracticeRoundRequestSchema, type KeyStatsResponse } from "~/core/typing/key-stats-api";
import { createDb } from "~/db/client.server";
import { readKeyStats } from "~/models/key-stats.server";
import { recordPracticeRound } from "~/models/practice.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context.cloudflare.env);
  const t = requestTranslator(request);
  const parsed = PracticeRoundRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false, message: t("keys.error.log") }, { status: 400 });
  const db = createDb(context.cloudflare.env.DB);
  const outcome = await recordPracticeRound(db, user.id, parsed.data);
  if (!outcome.ok) return Response.json({ result: false, message: t(outcome.reason === "text" ? "keys.error.text" : "keys.error.log") }, { status: 400 });
  const keys = await readKeyStats(db, user.id, parsed.data.layout);
  return Response.json({ result: true, layout: parsed.data.layout, keys } satisfies KeyStatsResponse);
}

export const loader = postOnly;
