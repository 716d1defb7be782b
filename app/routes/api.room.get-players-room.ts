import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { lobbyOf } from "~/models/rooms.server";

/** SPEC §7 get-players-room (no login needed): the players online now, whom a host can invite. */
async function answer({ context }: LoaderFunctionArgs) {
  return Response.json({ result: true, data: await lobbyOf(context.cloudflare.env).onlineUsers() });
}

export const action = answer;
export const loader = answer;
