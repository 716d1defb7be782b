// POST /api/user/upgrade-gift-race-wpm {raceId, textId, durationMs, keystrokes}: a finished attempt,
// judged only from its keystroke log; the best is kept, +5 points once per race (SPEC §7, §9). A result
// faster than the learner has proven is held (202) until its challenge is passed (ADR 033).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PRIZE_REASON_KEYS, upgradePrizeContract } from "~/core/races/prize-api";
import { STATUS_OF_ERROR, statusOfError } from "~/core/contracts/errors";
import { createDb } from "~/db/client.server";
import { recordPrizeAttempt } from "~/models/races/prize-attempts.server";
import { tellPrizeRaceObject } from "~/models/races/prize-live.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";
import { PAYMENT_REQUIRED_HEADERS, paymentRequiredBody } from "~/utils/subscription.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const t = requestTranslator(request);
  const parsed = await parseRequest(upgradePrizeContract, request);
  if (!parsed.success) return reply(upgradePrizeContract, STATUS_OF_ERROR.invalid, { result: false, message: t("prize.error.malformed"), reason: "malformed" });
  const outcome = await recordPrizeAttempt(createDb(env.DB), user.id, parsed.data);
  if (!outcome.ok) {
    if (outcome.kind === "payment") return reply(upgradePrizeContract, statusOfError(outcome), paymentRequiredBody(request), PAYMENT_REQUIRED_HEADERS);
    return reply(upgradePrizeContract, statusOfError(outcome), { result: false, message: t(PRIZE_REASON_KEYS[outcome.reason]), reason: outcome.reason });
  }
  if (outcome.ok === "held") return reply(upgradePrizeContract, 202, { result: "held", message: t("challenge.held"), data: outcome.held });
  context.cloudflare.ctx.waitUntil(tellPrizeRaceObject(env, outcome));
  return reply(upgradePrizeContract, 200, outcome.response);
}
