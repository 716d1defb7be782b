import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getPlayersContract } from "~/core/races/room-api";
import { roomObject } from "~/models/races/rooms.server";
import { requireSubscription } from "~/utils/subscription.server";
import { parseRequest, reply } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

/** SPEC §7 get-players: the room's players (id, name, image, rank image, averages, percent, place). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  await requireSubscription(request, env); // 402 without an active plan (ADR 016)
  const parsed = await parseRequest(getPlayersContract, request);
  if (!parsed.success) return reply(getPlayersContract, 400, { result: false, data: [], message: requestTranslator(request)("request.badRoomId") });
  const view = await roomObject(env, parsed.data.roomId).view();
  if (!view) return reply(getPlayersContract, 404, { result: false, data: [] });
  return reply(getPlayersContract, 200, { result: true, data: view.players });
}

export const loader = postOnly;
