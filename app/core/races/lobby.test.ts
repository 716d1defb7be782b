import { describe, expect, it } from "vitest";
import {
  emptyLobby,
  isOnline,
  nextLobbyAlarm,
  OFFLINE_GRACE_MS,
  openRooms,
  presenceSubject,
  reduceLobby,
  roomOf,
  STALE_ROOM_MS,
  TOMBSTONE_MS,
  type LobbyState,
} from "./lobby";
import type { PublicUser, RoomListItem } from "./protocol";

const T0 = 1_700_000_000_000;
const user = (id: number): PublicUser => ({ id, name: `Хэрэглэгч ${id}`, image: null, rankImage: "/images/rank/beginner.svg", avgWpm: 0, avgPercent: 0 });
const item = (roomId: string, total: number, createdAt = T0): RoomListItem => ({ roomId, language: "mn", host: user(1), total, createdAt });
const none = new Set<number>();

describe("presence", () => {
  it("announces a user's first socket only", () => {
    const first = reduceLobby(emptyLobby(), { kind: "connect", user: user(1), otherSockets: 0, now: T0 });
    expect(first.broadcast).toEqual([{ type: "onlineUser", user: user(1) }]);
    expect(reduceLobby(first.state, { kind: "connect", user: user(1), otherSockets: 1, now: T0 }).broadcast).toEqual([]);
  });

  it("announces offline only after the grace period with no socket back", () => {
    let s: LobbyState = reduceLobby(emptyLobby(), { kind: "disconnect", userId: 1, remainingSockets: 0, now: T0 }).state;
    expect(isOnline(s, none, 1)).toBe(true);
    expect(nextLobbyAlarm(s)).toBe(T0 + OFFLINE_GRACE_MS);
    expect(reduceLobby(s, { kind: "tick", online: none, now: T0 + OFFLINE_GRACE_MS - 1 }).broadcast).toEqual([]);
    const r = reduceLobby(s, { kind: "tick", online: none, now: T0 + OFFLINE_GRACE_MS });
    expect(r.broadcast).toEqual([{ type: "offlineUser", userId: 1 }]);
    s = r.state;
    expect(isOnline(s, none, 1)).toBe(false);
    expect(nextLobbyAlarm(s)).toBeNull();
  });

  it("a reload (socket back within the grace period) is never seen as going offline", () => {
    let s = reduceLobby(emptyLobby(), { kind: "disconnect", userId: 1, remainingSockets: 0, now: T0 }).state;
    const back = reduceLobby(s, { kind: "connect", user: user(1), otherSockets: 0, now: T0 + 1000 });
    expect(back.broadcast).toEqual([]);
    s = back.state;
    expect(reduceLobby(s, { kind: "tick", online: new Set([1]), now: T0 + OFFLINE_GRACE_MS }).broadcast).toEqual([]);
  });

  it("closing one of two tabs changes nothing", () => {
    const r = reduceLobby(emptyLobby(), { kind: "disconnect", userId: 1, remainingSockets: 1, now: T0 });
    expect(r.state.goingOffline).toEqual({});
  });
});

describe("room list", () => {
  it("announces a new room, then player counts, then its removal", () => {
    let r = reduceLobby(emptyLobby(), { kind: "list", members: [1], item: item("A", 1), seq: 1, now: T0 });
    expect(r.broadcast).toEqual([{ type: "newRoom", room: item("A", 1) }]);
    r = reduceLobby(r.state, { kind: "list", members: [1], item: item("A", 2), seq: 2, now: T0 + 1 });
    expect(r.broadcast).toEqual([{ type: "newRoomPlayers", roomId: "A", total: 2 }]);
    expect(openRooms(r.state)).toEqual([item("A", 2)]);
    r = reduceLobby(r.state, { kind: "unlist", roomId: "A", reason: "started", seq: 3, now: T0 + 2 });
    expect(r.broadcast).toEqual([{ type: "deletedRoom", roomId: "A", reason: "started" }]);
    expect(openRooms(r.state)).toEqual([]);
  });

  it("ignores updates that arrive out of order", () => {
    let s = reduceLobby(emptyLobby(), { kind: "list", members: [1], item: item("A", 3), seq: 5, now: T0 }).state;
    expect(reduceLobby(s, { kind: "list", members: [1], item: item("A", 2), seq: 4, now: T0 }).broadcast).toEqual([]);
    s = reduceLobby(s, { kind: "unlist", roomId: "A", reason: "cancelled", seq: 6, now: T0 }).state;
    // A late listing from before the cancel must not bring the room back.
    const late = reduceLobby(s, { kind: "list", members: [1], item: item("A", 2), seq: 7, now: T0 });
    expect(late.broadcast).toEqual([]);
    expect(openRooms(late.state)).toEqual([]);
  });

  it("lists the newest rooms first", () => {
    let s = reduceLobby(emptyLobby(), { kind: "list", members: [1], item: item("OLD", 1, T0), seq: 1, now: T0 }).state;
    s = reduceLobby(s, { kind: "list", members: [1], item: item("NEW", 1, T0 + 5), seq: 1, now: T0 + 5 }).state;
    expect(openRooms(s).map((r) => r.roomId)).toEqual(["NEW", "OLD"]);
  });

  it("drops a room it has not heard from for too long, and forgets tombstones", () => {
    const s = reduceLobby(emptyLobby(), { kind: "list", members: [1], item: item("A", 1), seq: 1, now: T0 }).state;
    expect(nextLobbyAlarm(s)).toBe(T0 + STALE_ROOM_MS);
    const r = reduceLobby(s, { kind: "tick", online: none, now: T0 + STALE_ROOM_MS });
    expect(r.broadcast).toEqual([{ type: "deletedRoom", roomId: "A", reason: "expired" }]);
    expect(nextLobbyAlarm(r.state)).toBe(T0 + STALE_ROOM_MS + TOMBSTONE_MS);
    expect(reduceLobby(r.state, { kind: "tick", online: none, now: T0 + STALE_ROOM_MS + TOMBSTONE_MS }).state.rooms).toEqual({});
  });

  it("knows which open room a user is in", () => {
    let s = reduceLobby(emptyLobby(), { kind: "list", members: [1, 2], item: item("A", 2), seq: 1, now: T0 }).state;
    expect(roomOf(s, 2)).toBe("A");
    expect(roomOf(s, 3)).toBeNull();
    s = reduceLobby(s, { kind: "unlist", roomId: "A", reason: "started", seq: 2, now: T0 }).state;
    expect(roomOf(s, 2)).toBeNull();
  });
});

describe("join request limits", () => {
  const ask = (s: LobbyState, userId: number, now: number) => reduceLobby(s, { kind: "joinRequest", userId, now });

  it("lets one sender ask five times a minute in all (the room keeps its own limits)", () => {
    let s = emptyLobby();
    for (let i = 0; i < 5; i++) {
      const r = ask(s, 2, T0 + 1_000 * i);
      expect(r.refused).toBeUndefined();
      s = r.state;
    }
    expect(ask(s, 2, T0 + 10_000).refused).toEqual({ code: "rate_limited", message: "Too many join requests: try again in 50 s" });
    expect(ask(s, 3, T0 + 10_000).refused).toBeUndefined(); // another sender is not affected
    expect(ask(s, 2, T0 + 60_000).refused).toBeUndefined();
  });
});

describe("presenceSubject", () => {
  it("names whose presence a frame announces (sent to their friends only), and nobody for other frames", () => {
    expect(presenceSubject({ type: "onlineUser", user: user(4) })).toBe(4);
    expect(presenceSubject({ type: "offlineUser", userId: 5 })).toBe(5);
    expect(presenceSubject({ type: "newRoomPlayers", roomId: "ABC", total: 2 })).toBeNull();
  });
});
