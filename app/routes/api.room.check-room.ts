import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkRoomContract } from "~/core/races/room-api";
import { roomObject } from "~/models/races/rooms.server";
import { requireSubscription } from "~/utils/subscription.server";
import { parseRequest, reply } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

/** SPEC §7 check-room: data is the number of players in a room that can still be joined (0 = no). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  await requireSubscription(request, env); // 402 without an active plan (ADR 016)
  const parsed = await parseRequest(checkRoomContract, request);
  if (!parsed.success) return reply(checkRoomContract, 400, { result: false, data: 0, message: requestTranslator(request)("request.badRoomId") });
  const view = await roomObject(env, parsed.data.roomId).view();
  return reply(checkRoomContract, 200, { result: true, data: view?.status === "waiting" ? view.players.length : 0 });
}

export const loader = postOnly;
