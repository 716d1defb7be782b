// POST /api/user/prize-challenge {challengeId, durationMs, keystrokes}: the answer to the challenge of a
// held prize result (ADR 033). Passed: the held attempt counts on the board (and the live board hears
// of it); failed or too late: it stays off, and the answer says why. Each challenge is answered once.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { STATUS_OF_ERROR, statusOfError } from "~/core/contracts/errors";
import { CHALLENGE_REASON_KEYS, challengeAnswerContract } from "~/core/races/prize-challenge-api";
import { challengeRequiredWpm } from "~/core/races/prize-challenge";
import { createDb } from "~/db/client.server";
import { answerChallenge } from "~/models/races/prize-challenges.server";
import { tellPrizeRaceObject } from "~/models/races/prize-live.server";
import { parseRequest, reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const t = requestTranslator(request);
  const parsed = await parseRequest(challengeAnswerContract, request);
  if (!parsed.success)
    return reply(challengeAnswerContract, STATUS_OF_ERROR.invalid, { result: false, message: t("challenge.reason.incomplete"), reason: "malformed" });
  const { challengeId, keystrokes, durationMs } = parsed.data;
  const answer = await answerChallenge(createDb(env.DB), user.id, challengeId, keystrokes, durationMs);
  if (!answer.ok) {
    const key = answer.reason === "used" ? CHALLENGE_REASON_KEYS.used : "challenge.missing";
    return reply(challengeAnswerContract, statusOfError(answer), { result: false, message: t(key), reason: answer.reason });
  }
  const figures = {
    raceId: answer.raceId,
    claimedWpm: answer.claimedWpm,
    requiredWpm: challengeRequiredWpm(answer.claimedWpm),
    wpm: answer.wpm,
    accuracy: answer.accuracy,
  };
  if (answer.status === "passed") {
    if (answer.counted) context.cloudflare.ctx.waitUntil(tellPrizeRaceObject(env, answer.counted));
    return reply(challengeAnswerContract, 200, { result: true, data: { ...figures, status: "passed", reason: null, message: t("challenge.passed") } });
  }
  return reply(challengeAnswerContract, 200, {
    result: true,
    data: { ...figures, status: answer.status, reason: answer.reason, message: t(CHALLENGE_REASON_KEYS[answer.reason], { required: figures.requiredWpm }) },
  });
}
