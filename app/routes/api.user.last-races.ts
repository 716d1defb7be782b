import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { lastRacesContract } from "~/core/races/room-api";
import { createDb } from "~/db/client.server";
import { lastRaces } from "~/models/races/rooms.server";
import { reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** SPEC §7 last-races: data = online races (roomId, percent, wpm, place), main = prize races. Takes no fields, so reads no body. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return reply(lastRacesContract, 200, { result: true, ...(await lastRaces(createDb(env.DB), user.id)) });
}

export const loader = postOnly;
