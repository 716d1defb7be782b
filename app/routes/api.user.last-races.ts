import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { lastRaces } from "~/models/rooms.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly } from "~/utils/request.server";

/** SPEC §7 last-races: data = online races (roomId, percent, wpm, place), main = prize races. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  return Response.json({ result: true, ...(await lastRaces(createDb(env.DB), user.id)) });
}

export const loader = postOnly;
