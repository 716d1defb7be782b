// What a browser knows about its room, rebuilt from server frames. Pure, so the screens stay thin and
// the folding of frames is unit-tested. The server stays the authority: this only mirrors it.
import type { LobbyServerMessage, PublicUser, RoomListItem, RoomPlayer, RoomServerMessage, RoomView } from "./protocol";

export interface ClientRoom {
  room: RoomView | null;
  you: number | null;
  /** Server clock minus local clock, so countdowns use the room's time. */
  clockOffset: number;
  /** Set when the room ended or was cancelled. */
  ended: null | { reason: "allFinished" | "timeUp" | "cancelled" | "expired" };
  /** Join requests waiting for the host: user and when the 6-second notice ends (server time). */
  requests: { user: PublicUser; expiresAt: number }[];
  /** Invitations the host sent: userId → marker end (server time). */
  invited: Record<number, number>;
  /** Names of invitees who declined, newest last (the host sees a notice). */
  declined: string[];
  /** The points this browser's player earned by finishing (from their onFinish); null before. */
  earned: number | null;
  /** A class race's next round, once the teacher opened it. */
  next?: string;
}

export const emptyClientRoom = (): ClientRoom => ({
  room: null,
  you: null,
  clockOffset: 0,
  ended: null,
  requests: [],
  invited: {},
  declined: [],
  earned: null,
});

export function isHost(c: ClientRoom): boolean {
  return c.room !== null && c.you === c.room.hostId;
}

export function isMemberOf(c: ClientRoom): boolean {
  return c.room !== null && c.you !== null && c.room.players.some((p) => p.id === c.you);
}

/** Folds one frame into the view; `localNow` is the browser clock when the frame arrived. */
export function applyRoomFrame(c: ClientRoom, msg: RoomServerMessage, localNow: number): ClientRoom {
  const room = c.room;
  switch (msg.type) {
    case "roomState":
      return {
        ...c,
        room: msg.room,
        you: msg.you,
        requests: msg.requests ?? [],
        clockOffset: msg.serverTime - localNow,
        ended: msg.room.status === "cancelled" ? { reason: "cancelled" } : c.ended,
      };
    case "newPlayer":
      if (!room || room.players.some((p) => p.id === msg.player.id)) return c;
      return {
        ...c,
        room: { ...room, players: [...room.players, msg.player] },
        requests: c.requests.filter((r) => r.user.id !== msg.player.id),
        invited: withoutKey(c.invited, msg.player.id),
      };
    case "leavePlayer":
      if (!room) return c;
      // Before the start a leaver is gone; during the race they stay in their lane.
      return {
        ...c,
        room: {
          ...room,
          players:
            room.status === "waiting"
              ? room.players.filter((p) => p.id !== msg.userId)
              : room.players.map((p) => (p.id === msg.userId ? { ...p, left: true } : p)),
        },
      };
    case "start":
      if (!room) return c;
      return {
        ...c,
        room: { ...room, status: "racing", text: msg.text, startsAt: msg.startsAt, deadline: msg.deadline },
        clockOffset: msg.serverTime - localNow,
        requests: [],
        invited: {},
      };
    case "interval":
      return { ...c, clockOffset: msg.serverTime - localNow, room: room ? { ...room, startsAt: msg.startsAt, deadline: msg.deadline } : room };
    case "lanes": {
      if (!room) return c;
      const moved = new Map(msg.lanes.map((l) => [l.userId, l.percent]));
      // A lane never goes back: a finish (100 %) may overtake a progress tick in flight.
      const players = room.players.map((p) => (moved.has(p.id) && moved.get(p.id)! > p.percent ? { ...p, percent: moved.get(p.id)! } : p));
      return { ...c, room: { ...room, players } };
    }
    case "nextRound":
      return { ...c, next: msg.next };
    case "onFinish": {
      const patched = patchPlayer(c, msg.userId, { percent: 100, place: msg.place, wpm: msg.wpm });
      return msg.userId === c.you ? { ...patched, earned: msg.point } : patched;
    }
    case "endGame": {
      if (!room) return c;
      const byId = new Map(msg.results.map((r) => [r.userId, r]));
      const players = room.players.map((p) => {
        const r = byId.get(p.id);
        return r ? { ...p, place: r.place, percent: r.percent, wpm: r.wpm } : p;
      });
      return { ...c, room: { ...room, status: "finished", players }, ended: { reason: msg.reason } };
    }
    case "deletedRoom":
      return { ...c, room: room ? { ...room, status: "cancelled" } : room, ended: { reason: msg.reason === "expired" ? "expired" : "cancelled" } };
    case "joinRequestFromUser":
      return { ...c, requests: [...c.requests.filter((r) => r.user.id !== msg.user.id), { user: msg.user, expiresAt: msg.expiresAt }] };
    case "invited":
      return { ...c, invited: { ...c.invited, [msg.userId]: msg.expiresAt } };
    case "ignoredRoom":
      return { ...c, invited: withoutKey(c.invited, msg.userId), declined: [...c.declined, msg.name] };
    default:
      return c;
  }
}

/** Drops notices whose time is up (server time). */
export function expireNotices(c: ClientRoom, serverNow: number): ClientRoom {
  const requests = c.requests.filter((r) => r.expiresAt > serverNow);
  const invited = Object.fromEntries(Object.entries(c.invited).filter(([, until]) => until > serverNow));
  if (requests.length === c.requests.length && Object.keys(invited).length === Object.keys(c.invited).length) return c;
  return { ...c, requests, invited };
}

export function answerRequest(c: ClientRoom, userId: number): ClientRoom {
  return { ...c, requests: c.requests.filter((r) => r.user.id !== userId) };
}

function patchPlayer(c: ClientRoom, userId: number, patch: { percent?: number; place?: number; wpm?: number }): ClientRoom {
  if (!c.room) return c;
  return { ...c, room: { ...c.room, players: c.room.players.map((p) => (p.id === userId ? { ...p, ...patch } : p)) } };
}

function withoutKey(record: Record<number, number>, key: number): Record<number, number> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

// ── the lobby as a browser sees it ───────────────────────────────────────────────────────────

export interface ClientLobby {
  rooms: RoomListItem[];
  online: PublicUser[];
  you: number | null;
}

export const emptyClientLobby = (): ClientLobby => ({ rooms: [], online: [], you: null });

export function applyLobbyFrame(l: ClientLobby, msg: LobbyServerMessage): ClientLobby {
  switch (msg.type) {
    case "lobbyState":
      return { rooms: msg.rooms, online: msg.online, you: msg.you };
    case "newRoom":
      return { ...l, rooms: [msg.room, ...l.rooms.filter((r) => r.roomId !== msg.room.roomId)] };
    case "newRoomPlayers":
      return { ...l, rooms: l.rooms.map((r) => (r.roomId === msg.roomId ? { ...r, total: msg.total } : r)) };
    case "deletedRoom":
      return { ...l, rooms: l.rooms.filter((r) => r.roomId !== msg.roomId) };
    case "roomsChanged":
      return msg.changes.reduce(applyLobbyFrame, l);
    case "onlineUser":
      return { ...l, online: [...l.online.filter((u) => u.id !== msg.user.id), msg.user] };
    case "offlineUser":
      return { ...l, online: l.online.filter((u) => u.id !== msg.userId) };
    default:
      return l;
  }
}

/** Online users a host may invite: not themselves, not already in the room, matching the name search. */
export function invitable(online: readonly PublicUser[], room: RoomView | null, you: number | null, search: string): PublicUser[] {
  const needle = search.trim().toLocaleLowerCase();
  const inRoom = new Set(room?.players.map((p) => p.id));
  return online.filter((u) => u.id !== you && !inRoom.has(u.id) && (needle === "" || u.name.toLocaleLowerCase().includes(needle)));
}

/** The results table's order: finishers by place, then those who did not finish by progress. */
export function resultsOrder(players: readonly RoomPlayer[]): RoomPlayer[] {
  const placeKey = (p: RoomPlayer) => (p.place > 0 ? p.place : Number.POSITIVE_INFINITY);
  return [...players].sort((a, b) => placeKey(a) - placeKey(b) || b.percent - a.percent);
}
