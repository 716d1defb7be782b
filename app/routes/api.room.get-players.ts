import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getPlayersContract } from "~/core/races/room-api";
import { roomObject } from "~/models/rooms.server";
import { requireSubscription } from "~/utils/subscription.server";
import { parseRequest } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

/** SPEC §7 get-players: the room's players (id, name, image, rank image, averages, percent, place). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  await requireSubscription(request, env); // 402 without an active plan (ADR 016)
  const parsed = await parseRequest(getPlayersContract, request);
  if (!parsed.success) return Response.json({ result: false, data: [], message: requestTranslator(request)("request.badRoomId") }, { status: 400 });
  const view = await roomObject(env, parsed.data.roomId).view();
  if (!view) return Response.json({ result: false, data: [] }, { status: 404 });
  return Response.json({ result: true, data: view.players });
}

export const loader = postOnly;
