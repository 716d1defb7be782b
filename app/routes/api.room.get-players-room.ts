import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { lobbyOf } from "~/models/rooms.server";
import { getSession } from "~/utils/auth.server";

/**
 * SPEC §7 get-players-room (bearer optional): whom a host can invite — their friends online now
 * (SPEC §1: invitations to online friends). Presence is shown to friends only, so a guest gets none.
 */
async function answer({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const session = await getSession(request, env);
  const data = session.state === "ok" ? await lobbyOf(env).onlineFriends(session.user.id) : [];
  return Response.json({ result: true, data });
}

export const action = answer;
export const loader = answer;
