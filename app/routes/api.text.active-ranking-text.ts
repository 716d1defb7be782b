// POST /api/text/active-ranking-text {raceId}: the race's window and a text from its pool for an
// eligible learner while the race is open; otherwise 'access' with the reason in the user's language
// (a guest is told to log in, an expired plan gets 402), or 'failed' for an unknown race.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PRIZE_REASON_KEYS, type ActiveTextResponse, activeTextContract } from "~/core/races/prize-api";
import { createDb } from "~/db/client.server";
import { activeRankingText } from "~/models/prize-races.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest } from "~/utils/api.server";
import { subscriptionRequired } from "~/utils/subscription.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = requestTranslator(request);
  const parsed = await parseRequest(activeTextContract, request);
  const failed: ActiveTextResponse = { result: "failed", msg: t("prize.error.failed") };
  if (!parsed.success) return Response.json(failed, { status: 400 });
  const user = await getOptionalUser(request, env);
  const now = Date.now();
  const out = await activeRankingText(createDb(env.DB), parsed.data.raceId, user?.id ?? null, parsed.data.exclude, now);
  if (out.kind === "missing") return Response.json(failed, { status: 404 });
  if (out.kind === "refused") {
    if (out.reason === "payment") return subscriptionRequired(request);
    const body: ActiveTextResponse = { result: "access", msg: t(PRIZE_REASON_KEYS[out.reason]), reason: out.reason };
    return Response.json(body, { status: out.reason === "login" ? 401 : 403 });
  }
  const body: ActiveTextResponse = {
    result: "success",
    msg: "",
    data: { start_at: out.race.startAt, end_at: out.race.endAt, text: out.text },
    serverTime: now,
  };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
