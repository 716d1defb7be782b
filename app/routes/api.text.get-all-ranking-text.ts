// POST /api/text/get-all-ranking-text (bearer optional): every prize race with participants, top WPM and leader.
// Takes no fields, so reads no body.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { rankingListContract } from "~/core/races/prize-api";
import { createDb } from "~/db/client.server";
import { prizeRaceList } from "~/models/races/prize-races.server";
import { reply } from "~/utils/api.server";
import { postOnly } from "~/utils/request.server";

export const loader = postOnly;

export async function action({ context }: ActionFunctionArgs) {
  const now = Date.now();
  return reply(rankingListContract, 200, { result: true, data: await prizeRaceList(createDb(context.cloudflare.env.DB), now), serverTime: now });
}
