import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createRoomContract } from "~/core/races/room-api";
import { openRoom } from "~/models/races/rooms.server";
import { requireSubscription } from "~/utils/subscription.server";
import { parseRequest, reply } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

/** SPEC §7 create-room: roomId (a user already in an open room gets that one). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireSubscription(request, env); // 402 without an active plan (ADR 016)
  const parsed = await parseRequest(createRoomContract, request);
  if (!parsed.success) return reply(createRoomContract, 400, { result: false, message: requestTranslator(request)("races.wrongLanguage") });
  const { roomId, existing } = await openRoom(env, user, parsed.data.language);
  return reply(createRoomContract, 200, { result: true, roomId, existing });
}

export const loader = postOnly;
