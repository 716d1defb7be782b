import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { selectedTextContract } from "~/core/races/room-api";
import { roomObject } from "~/models/races/rooms.server";
import { requireSubscription } from "~/utils/subscription.server";
import { parseRequest, reply } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

/** SPEC §7 selected-text: the text the room chose at the start (the same for every player). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireSubscription(request, env); // 402 without an active plan (ADR 016)
  const parsed = await parseRequest(selectedTextContract, request);
  if (!parsed.success) return reply(selectedTextContract, 400, { result: false, text: null, message: requestTranslator(request)("request.badRoomId") });
  const view = await roomObject(env, parsed.data.roomId).view();
  if (!view || !view.players.some((p) => p.id === user.id)) return reply(selectedTextContract, 403, { result: false, text: null });
  return reply(selectedTextContract, 200, { result: true, text: view.text });
}

export const loader = postOnly;
