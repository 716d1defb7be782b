// POST /api/text/active-ranking-text {raceId}: the race's window and a text from its pool for an
// eligible learner while the race is open; otherwise 'access' with the reason in the user's language
// (a guest is told to log in, an expired plan gets 402), or 'failed' for an unknown race.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PRIZE_REASON_KEYS, activeTextContract } from "~/core/races/prize-api";
import { createDb } from "~/db/client.server";
import { activeRankingText } from "~/models/races/prize-races.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";
import { PAYMENT_REQUIRED_HEADERS, paymentRequiredBody } from "~/utils/subscription.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = requestTranslator(request);
  const parsed = await parseRequest(activeTextContract, request);
  const failed = { result: "failed", msg: t("prize.error.failed") } as const;
  if (!parsed.success) return reply(activeTextContract, 400, failed);
  const user = await getOptionalUser(request, env);
  const now = Date.now();
  const out = await activeRankingText(createDb(env.DB), parsed.data.raceId, user?.id ?? null, parsed.data.exclude, now);
  if (out.kind === "missing") return reply(activeTextContract, 404, failed);
  if (out.kind === "refused") {
    if (out.reason === "payment") return reply(activeTextContract, 402, paymentRequiredBody(request), PAYMENT_REQUIRED_HEADERS);
    const body = { result: "access", msg: t(PRIZE_REASON_KEYS[out.reason]), reason: out.reason } as const;
    return out.reason === "login" ? reply(activeTextContract, 401, body) : reply(activeTextContract, 403, body);
  }
  return reply(
    activeTextContract,
    200,
    { result: "success", msg: "", data: { start_at: out.race.startAt, end_at: out.race.endAt, text: out.text }, serverTime: now },
    { "Cache-Control": "no-store" },
  );
}
