// Ending a session also ends its live sockets (issue 21): every Durable Object that holds user sockets
// inherits SocketObject.closeSessions, and this is the one list of which objects to ask.
import { CLEANUP_AFTER_MS, RACE_MS, START_COUNTDOWN_MS } from "~/core/races/race-rules";
import { and, eq, gt } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { prizeRaces } from "~/db/schema";
import { prizeRaceObject } from "~/models/races/prize-live.server";
import { classRoomObject, liveClassIdsOf } from "~/models/classes/class-live.server";
import { liveRoomIdsFor, roomObject } from "~/models/races/rooms.server";
import { lobbyOfUser } from "~/models/races/lobby-shards.server";
import type { RevokedSessions } from "~/models/accounts/sessions.server";
import { logError } from "~/services/log.server";

interface SessionCloser {
  closeSessions(sessionIds: readonly string[]): Promise<number>;
}

/** Every object that may hold a socket of this user. Add new socket objects here. */
async function socketHolders(env: Env, userId: number, now: number): Promise<SessionCloser[]> {
  const db = createDb(env.DB);
  const lobby = lobbyOfUser(env, userId);
  const [openRoom, liveRooms, prize, classIds] = await Promise.all([
    lobby.roomOf(userId),
    liveRoomIdsFor(db, userId, now, START_COUNTDOWN_MS + RACE_MS + 60_000, CLEANUP_AFTER_MS),
    db
      .select({ id: prizeRaces.id })
      .from(prizeRaces)
      .where(and(eq(prizeRaces.active, true), gt(prizeRaces.endAt, now - CLEANUP_AFTER_MS)))
      .limit(20),
    liveClassIdsOf(db, userId),
  ]);
  const roomIds = new Set([...(openRoom ? [openRoom] : []), ...liveRooms]);
  return [
    lobby,
    ...[...roomIds].map((id) => roomObject(env, id)),
    ...prize.map((race) => prizeRaceObject(env, race.id)),
    ...classIds.map((id) => classRoomObject(env, id)),
  ];
}

/**
 * Closes the open sockets of revoked sessions (code CLOSE_SESSION_ENDED). Never throws: the sessions
 * are already revoked in D1, and a socket that is missed is refused at its next reconnect.
 */
export async function closeSessionSockets(env: Env, revoked: RevokedSessions | null, now = Date.now()): Promise<number> {
  if (!revoked || revoked.sessionIds.length === 0) return 0;
  try {
    const holders = await socketHolders(env, revoked.userId, now);
    const closed = await Promise.allSettled(holders.map((holder) => holder.closeSessions(revoked.sessionIds)));
    return closed.reduce((sum, r) => sum + (r.status === "fulfilled" ? r.value : 0), 0);
  } catch (error) {
    logError("sockets.close_sessions_failed", error);
    return 0;
  }
}
