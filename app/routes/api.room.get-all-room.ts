import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { allRoomsContract } from "~/core/races/room-api";
import { anyLobbyShard } from "~/models/races/lobby-shards.server";
import { reply } from "~/utils/api.server";

/** SPEC §7 get-all-room (no login needed): the open rooms, newest first. Takes no fields, so reads no body. */
async function answer({ context }: LoaderFunctionArgs | ActionFunctionArgs) {
  return reply(allRoomsContract, 200, { result: true, data: await anyLobbyShard(context.cloudflare.env).rooms() });
}

export const action = answer;
export const loader = answer;
