// POST /api/text/get-all-ranking-text (bearer optional): every prize race with participants, top WPM and leader.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { RankingListResponse } from "~/core/races/prize-api";
import { createDb } from "~/db/client.server";
import { prizeRaceList } from "~/models/prize-races.server";
import { postOnly } from "~/utils/request.server";

export const loader = postOnly;

export async function action({ context }: ActionFunctionArgs) {
  const now = Date.now();
  const body: RankingListResponse = { result: true, data: await prizeRaceList(createDb(context.cloudflare.env.DB), now), serverTime: now };
  return Response.json(body);
}
