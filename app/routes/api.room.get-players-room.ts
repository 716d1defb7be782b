import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { playersRoomContract } from "~/core/races/room-api";
import { lobbyOfUser } from "~/models/races/lobby-shards.server";
import { reply } from "~/utils/api.server";
import { getSession } from "~/utils/auth.server";

/**
 * SPEC §7 get-players-room (bearer optional): whom a host can invite — their friends online now
 * (SPEC §1: invitations to online friends). Presence is shown to friends only, so a guest gets none.
 * Takes no fields, so reads no body.
 */
async function answer({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const session = await getSession(request, env);
  const data = session.state === "ok" ? await lobbyOfUser(env, session.user.id).onlineFriends(session.user.id) : [];
  return reply(playersRoomContract, 200, { result: true, data });
}

export const action = answer;
export const loader = answer;
