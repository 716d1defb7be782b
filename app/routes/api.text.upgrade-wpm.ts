// POST /api/text/upgrade-wpm: a finished test's keystroke log → the user's new stats (SPEC §7).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { upgradeWpmContract } from "~/core/typing/typing-api";
import { STATUS_OF_ERROR, statusOfError } from "~/core/contracts/errors";
import { createDb } from "~/db/client.server";
import { tellClassesOfResult } from "~/models/classes/class-live.server";
import { saveTestResult } from "~/models/typing/test-results.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context.cloudflare.env);
  const t = requestTranslator(request);
  const parsed = await parseRequest(upgradeWpmContract, request);
  if (!parsed.success) return reply(upgradeWpmContract, STATUS_OF_ERROR.invalid, { result: false, message: t("typing.refused"), reason: "malformed" });
  const db = createDb(context.cloudflare.env.DB);
  const outcome = await saveTestResult(db, user.id, parsed.data);
  if (!outcome.ok) return reply(upgradeWpmContract, statusOfError(outcome), { result: false, message: t("typing.refused"), reason: outcome.reason });
  context.cloudflare.ctx.waitUntil(tellClassesOfResult(context.cloudflare.env, db, user.id));
  return reply(upgradeWpmContract, 200, outcome.stats);
}

export const loader = postOnly;
