// The lobby as a pure reducer: who is online and which rooms are open. The Lobby Durable Object owns
// the sockets and tells this reducer how many each user has; everything else is decided here.
import { allowEvent, JOIN_REQUESTS_PER_SENDER, retrySeconds, type FloodLog } from "./flood-limits";
import type { LobbyServerMessage, PublicUser, RoomListItem } from "./protocol";
import { WAITING_ROOM_MAX_MS } from "./race-rules";

/** A page reload or a network blip closes the socket for a moment: nobody sees that as going offline. */
export const OFFLINE_GRACE_MS = 5_000;
/** A listed room the lobby has not heard from for this long is dropped (its cancel was lost). */
export const STALE_ROOM_MS = WAITING_ROOM_MAX_MS + 5 * 60_000;
/** Removed rooms are remembered this long so an older, late update cannot bring them back. */
export const TOMBSTONE_MS = 60_000;

export interface ListedRoom {
  item: RoomListItem | null;
  /** Who is in the room (not broadcast: it answers "which room am I in" for /room). */
  members: number[];
  /** The room's own counter: updates with a lower one arrived late and are ignored. */
  seq: number;
  updatedAt: number;
}

export interface LobbyState {
  rooms: Record<string, ListedRoom>;
  /** userId → when they count as offline unless a socket comes back first. */
  goingOffline: Record<string, number>;
  /** Recent join requests per sender (kept in memory only: a restart forgets them). */
  floods?: FloodLog;
}

export type LobbyEvent =
  | { kind: "connect"; user: PublicUser; otherSockets: number; now: number }
  | { kind: "disconnect"; userId: number; remainingSockets: number; now: number }
  | { kind: "list"; item: RoomListItem; members: number[]; seq: number; now: number }
  | { kind: "unlist"; roomId: string; reason: "cancelled" | "started" | "finished" | "expired"; seq: number; now: number }
  /** A user asks to join a room: allowed unless they ask too often (the room keeps its own limits: ADR 050). */
  | { kind: "joinRequest"; userId: number; now: number }
  /** `online` is every user with an open socket right now. */
  | { kind: "tick"; online: ReadonlySet<number>; now: number };

export interface LobbyOutcome {
  state: LobbyState;
  /** Frames for every lobby socket. */
  broadcast: LobbyServerMessage[];
  /** The event is refused: answer the sender with this error. */
  refused?: { code: "rate_limited"; message: string };
}

export const emptyLobby = (): LobbyState => ({ rooms: {}, goingOffline: {} });

export function openRooms(s: LobbyState): RoomListItem[] {
  return Object.values(s.rooms)
    .flatMap((r) => (r.item ? [r.item] : []))
    .sort((a, b) => b.createdAt - a.createdAt);
}

export function reduceLobby(s: LobbyState, e: LobbyEvent): LobbyOutcome {
  switch (e.kind) {
    case "connect": {
      const key = String(e.user.id);
      if (key in s.goingOffline) {
        const { [key]: _back, ...rest } = s.goingOffline;
        return { state: { ...s, goingOffline: rest }, broadcast: [] };
      }
      return { state: s, broadcast: e.otherSockets === 0 ? [{ type: "onlineUser", user: e.user }] : [] };
    }
    case "disconnect": {
      if (e.remainingSockets > 0) return { state: s, broadcast: [] };
      return { state: { ...s, goingOffline: { ...s.goingOffline, [String(e.userId)]: e.now + OFFLINE_GRACE_MS } }, broadcast: [] };
    }
    case "list": {
      const known = s.rooms[e.item.roomId];
      if (known && known.seq >= e.seq) return { state: s, broadcast: [] };
      const rooms = { ...s.rooms, [e.item.roomId]: { item: e.item, members: e.members, seq: e.seq, updatedAt: e.now } };
      if (known?.item) {
        const changed = known.item.total !== e.item.total;
        return { state: { ...s, rooms }, broadcast: changed ? [{ type: "newRoomPlayers", roomId: e.item.roomId, total: e.item.total }] : [] };
      }
      if (known) return { state: s, broadcast: [] }; // removed already: a late update must not revive it
      return { state: { ...s, rooms }, broadcast: [{ type: "newRoom", room: e.item }] };
    }
    case "unlist": {
      const known = s.rooms[e.roomId];
      if (known && known.seq >= e.seq) return { state: s, broadcast: [] };
      const rooms = { ...s.rooms, [e.roomId]: { item: null, members: [], seq: e.seq, updatedAt: e.now } };
      return { state: { ...s, rooms }, broadcast: known?.item ? [{ type: "deletedRoom", roomId: e.roomId, reason: e.reason }] : [] };
    }
    case "joinRequest":
      return joinRequest(s, e.userId, e.now);
    case "tick":
      return tick(s, e.online, e.now);
  }
}

/**
 * The sender's limit, kept by the sender's shard (a learner is in one shard). The limits per room and per
 * sender and room are the room's own (race-room-tickets.ts): a shard sees only its share of a room's askers.
 */
function joinRequest(s: LobbyState, userId: number, now: number): LobbyOutcome {
  const checked = allowEvent(s.floods ?? {}, [[`join:from:${userId}`, JOIN_REQUESTS_PER_SENDER]], now);
  if (!checked.ok) {
    return {
      state: s,
      broadcast: [],
      refused: { code: "rate_limited", message: `Too many join requests: try again in ${retrySeconds(checked.retryAfterMs)} s` },
    };
  }
  return { state: { ...s, floods: checked.log }, broadcast: [] };
}

function tick(s: LobbyState, online: ReadonlySet<number>, now: number): LobbyOutcome {
  const broadcast: LobbyServerMessage[] = [];
  const goingOffline: Record<string, number> = {};
  for (const [key, due] of Object.entries(s.goingOffline)) {
    if (online.has(Number(key))) continue; // came back: they never went offline
    if (due <= now) broadcast.push({ type: "offlineUser", userId: Number(key) });
    else goingOffline[key] = due;
  }
  const rooms: Record<string, ListedRoom> = {};
  for (const [roomId, r] of Object.entries(s.rooms)) {
    if (r.item === null) {
      if (now - r.updatedAt < TOMBSTONE_MS) rooms[roomId] = r;
    } else if (now - r.updatedAt >= STALE_ROOM_MS) {
      broadcast.push({ type: "deletedRoom", roomId, reason: "expired" });
      rooms[roomId] = { item: null, members: [], seq: r.seq, updatedAt: now };
    } else rooms[roomId] = r;
  }
  return { state: { ...s, rooms, goingOffline }, broadcast };
}

/** The lobby's one alarm: the next offline announcement or room clean-up. */
export function nextLobbyAlarm(s: LobbyState): number | null {
  const times = Object.values(s.goingOffline);
  for (const r of Object.values(s.rooms)) times.push(r.updatedAt + (r.item ? STALE_ROOM_MS : TOMBSTONE_MS));
  return times.length > 0 ? Math.min(...times) : null;
}

/** Which of these users are online (a socket open, or inside the grace period after the last one closed). */
export function isOnline(s: LobbyState, online: ReadonlySet<number>, userId: number): boolean {
  return online.has(userId) || String(userId) in s.goingOffline;
}

/** The open room this user is in, if any (the newest when there are several). */
export function roomOf(s: LobbyState, userId: number): string | null {
  const mine = Object.values(s.rooms).filter((r) => r.item && r.members.includes(userId));
  mine.sort((a, b) => b.item!.createdAt - a.item!.createdAt);
  return mine[0]?.item?.roomId ?? null;
}

/** Whose presence a frame announces (it goes to that learner's friends only), or null for everyone's frames. */
export function presenceSubject(message: LobbyServerMessage): number | null {
  if (message.type === "onlineUser") return message.user.id;
  if (message.type === "offlineUser") return message.userId;
  return null;
}
