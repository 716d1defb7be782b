import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getRoomContract } from "~/core/races/room-api";
import { roomOfUser } from "~/models/races/lobby-shards.server";
import { reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** SPEC §7 get-room: the open room the user is in, or data 0. Takes no fields, so reads no body. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const roomId = await roomOfUser(env, user.id);
  return reply(getRoomContract, 200, { result: true, data: roomId ? { roomId } : 0 });
}

export const loader = postOnly;
