// /ws/room/:id, /ws/prize/:id, /ws/class/:id and /ws/lobby reach their Durable Object; anything else under /ws/ is 404.
// The upgrade is authenticated here (session cookie or bearer) and the user is passed on in a header.
import { isClassRaceRoomId } from "~/core/classes/class-race";
import { publicUserOf, roomObject } from "~/models/races/rooms.server";
import { anyLobbyShard, lobbyOfUser } from "~/models/races/lobby-shards.server";
import { getSession } from "~/utils/auth.server";
import { hasPaidAccess } from "~/utils/subscription.server";
import { withIdentity } from "./identity";
import { objectNamed } from "~/services/object-placement.server";

const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function routeSocket(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const [, , kind, id, extra] = url.pathname.split("/");
  if (extra !== undefined) return notFound();
  const target = pickObject(env, kind, id);
  if (!target) return notFound();
  // A page on another site must not open a socket with this user's cookie (cross-site WebSocket hijacking).
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== url.origin) return new Response("Cross-site socket refused", { status: 403 });
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return target.fetch(withIdentity(request, null));
  const session = await getSession(request, env);
  if (session.state !== "ok") return target.fetch(withIdentity(request, null));
  // A learner's lobby socket lives in their shard (ADR 050), where their presence and deliveries are.
  const holder = kind === "lobby" ? lobbyOfUser(env, session.user.id) : target;
  // A room is joined over its socket: that needs an active plan (SPEC §6, ADR 016). A class race is a
  // class activity: the room lets in only the class's teacher and students (ADR 042).
  if (kind === "room" && !isClassRaceRoomId(id) && !hasPaidAccess(session.user)) return new Response("An active plan is needed to join rooms", { status: 402 });
  // The session id travels with the user so that ending the session can close this socket.
  return holder.fetch(withIdentity(request, publicUserOf(session.user), session.sessionId));
}

function pickObject(env: Env, kind: string | undefined, id: string | undefined): { fetch(request: Request): Promise<Response> } | null {
  // A guest only watches the rooms list, which every shard holds: any shard will do.
  if (kind === "lobby" && id === undefined) return anyLobbyShard(env);
  if (id === undefined || !ROOM_ID.test(id)) return null;
  if (kind === "room") return roomObject(env, id);
  if (kind === "prize") return objectNamed(env.PRIZE_RACE, id);
  // The class's object reads from D1 whether the user is its teacher or an active member (ADR 040).
  if (kind === "class") return /^[1-9][0-9]{0,15}$/.test(id) ? objectNamed(env.CLASS_ROOM, id) : null;
  return null;
}

function notFound() {
  return new Response("Not found", { status: 404 });
}
