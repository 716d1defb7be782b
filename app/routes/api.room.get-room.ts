import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { lobbyOf } from "~/models/rooms.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** SPEC §7 get-room: the open room the user is in, or data 0. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const roomId = await lobbyOf(env).roomOf(user.id);
  return Response.json({ result: true, data: roomId ? { roomId } : 0 });
}

export const loader = postOnly;
