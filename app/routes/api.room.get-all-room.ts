import { lobbyOf } from "~/models/rooms.server";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** SPEC §7 get-all-room (no login needed): the open rooms, newest first. */
async function answer({ context }: LoaderFunctionArgs) {
  return Response.json({ result: true, data: await lobbyOf(context.cloudflare.env).rooms() });
}

export const action = answer;
export const loader = answer;
