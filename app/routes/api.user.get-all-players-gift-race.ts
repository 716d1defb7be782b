// POST /api/user/get-all-players-gift-race {raceId}: the race's leaderboard rows in place order.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PRIZE_REASON_KEYS, prizePlayersContract } from "~/core/races/prize-api";
import { createDb } from "~/db/client.server";
import { prizeBoardOrNull } from "~/models/races/prize-races.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const t = requestTranslator(request);
  const parsed = await parseRequest(prizePlayersContract, request);
  if (!parsed.success) return reply(prizePlayersContract, 400, { result: false, message: t("prize.error.malformed"), reason: "malformed" });
  const rows = await prizeBoardOrNull(createDb(context.cloudflare.env.DB), parsed.data.raceId);
  if (!rows) return reply(prizePlayersContract, 404, { result: false, message: t(PRIZE_REASON_KEYS.race), reason: "race" });
  return reply(prizePlayersContract, 200, { result: true, data: rows });
}
