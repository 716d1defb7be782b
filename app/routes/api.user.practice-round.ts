// POST /api/user/practice-round {roundId, layout, text, keystrokes}: a finished weak-key practice
// round. The words must be the practice list's and the log is replayed; the answer is the learner's
// per-key rows after the round (issue 19 §5). A retried post is folded in once.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { practiceRoundContract } from "~/core/typing/key-stats-api";
import { createDb } from "~/db/client.server";
import { readKeyStats } from "~/models/typing/key-stats.server";
import { recordPracticeRound } from "~/models/typing/practice.server";
import { parseRequest, reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context.cloudflare.env);
  const t = requestTranslator(request);
  const parsed = await parseRequest(practiceRoundContract, request);
  if (!parsed.success) return reply(practiceRoundContract, 400, { result: false, message: t("keys.error.log") });
  const db = createDb(context.cloudflare.env.DB);
  const outcome = await recordPracticeRound(db, user.id, parsed.data);
  if (!outcome.ok) return reply(practiceRoundContract, 400, { result: false, message: t(outcome.reason === "text" ? "keys.error.text" : "keys.error.log") });
  const keys = await readKeyStats(db, user.id, parsed.data.layout);
  return reply(practiceRoundContract, 200, { result: true, layout: parsed.data.layout, keys });
}

export const loader = postOnly;
