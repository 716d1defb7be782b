import { describe, expect, it } from "vitest";
import type { PublicUser, RoomPlayer, RoomView } from "./protocol";
import {
  applyLobbyFrame,
  applyRoomFrame,
  emptyClientLobby,
  emptyClientRoom,
  expireNotices,
  invitable,
  isHost,
  isMemberOf,
  resultsOrder,
  type ClientRoom,
} from "./room-view";

const user = (id: number, name = `Хэрэглэгч ${id}`): PublicUser => ({ id, name, image: null, rankImage: "/r.svg", avgWpm: 0, avgPercent: 0 });
const player = (id: number): RoomPlayer => ({ ...user(id), percent: 0, words: 0, place: 0, wpm: 0, left: false });
const view = (players: number[], status: RoomView["status"] = "waiting"): RoomView => ({
  roomId: "R1",
  hostId: 1,
  language: "mn",
  status,
  players: players.map(player),
  text: null,
  startsAt: null,
  deadline: null,
});

function withRoom(players: number[], you = 1, status: RoomView["status"] = "waiting"): ClientRoom {
  return applyRoomFrame(emptyClientRoom(), { type: "roomState", room: view(players, status), you, serverTime: 10_000 }, 9_000);
}

describe("room frames", () => {
  it("takes the room and the clock offset from roomState", () => {
    const c = withRoom([1, 2]);
    expect(c.clockOffset).toBe(1_000);
    expect(isHost(c)).toBe(true);
    expect(isMemberOf(c)).toBe(true);
    expect(isMemberOf(withRoom([1], 5))).toBe(false);
  });

  it("adds and removes players before the start, clearing their markers", () => {
    let c = applyRoomFrame(withRoom([1]), { type: "invited", roomId: "R1", userId: 2, expiresAt: 99 }, 0);
    expect(c.invited).toEqual({ 2: 99 });
    c = applyRoomFrame(c, { type: "newPlayer", roomId: "R1", player: player(2) }, 0);
    expect(c.room?.players.map((p) => p.id)).toEqual([1, 2]);
    expect(c.invited).toEqual({});
    c = applyRoomFrame(c, { type: "leavePlayer", roomId: "R1", userId: 2 }, 0);
    expect(c.room?.players.map((p) => p.id)).toEqual([1]);
  });

  it("keeps a player who leaves mid-race in the lanes", () => {
    const c = applyRoomFrame(withRoom([1, 2], 1, "racing"), { type: "leavePlayer", roomId: "R1", userId: 2 }, 0);
    expect(c.room?.players.find((p) => p.id === 2)?.left).toBe(true);
  });

  it("follows the race: start, progress, finish, end", () => {
    let c = applyRoomFrame(
      withRoom([1, 2]),
      { type: "start", roomId: "R1", text: "нэг хоёр", startsAt: 13_000, deadline: 193_000, serverTime: 10_000 },
      10_500,
    );
    expect(c.room).toMatchObject({ status: "racing", text: "нэг хоёр", startsAt: 13_000 });
    expect(c.clockOffset).toBe(-500);
    c = applyRoomFrame(c, { type: "lanes", roomId: "R1", lanes: [{ userId: 2, percent: 50 }] }, 0);
    expect(c.room?.players[1].percent).toBe(50);
    c = applyRoomFrame(c, { type: "onFinish", roomId: "R1", userId: 2, place: 1, wpm: 40, accuracy: 99, point: 19 }, 0);
    expect(c.room?.players[1]).toMatchObject({ percent: 100, place: 1, wpm: 40 });
    expect(c.earned).toBeNull(); // another player's points are theirs
    const mine = applyRoomFrame(c, { type: "onFinish", roomId: "R1", userId: 1, place: 2, wpm: 30, accuracy: 97, point: 14 }, 0);
    expect(mine.earned).toBe(14);
    c = applyRoomFrame(c, { type: "endGame", roomId: "R1", reason: "timeUp", results: [{ userId: 1, place: 0, percent: 50, wpm: 12 }] }, 0);
    expect(c.ended).toEqual({ reason: "timeUp" });
    expect(c.room?.players[0]).toMatchObject({ percent: 50, wpm: 12, place: 0 });
  });

  it("marks a cancelled room", () => {
    const c = applyRoomFrame(withRoom([1, 2], 2), { type: "deletedRoom", roomId: "R1", reason: "cancelled" }, 0);
    expect(c.ended).toEqual({ reason: "cancelled" });
  });

  it("keeps join requests and declined invitations for the host, and lets notices run out", () => {
    let c = applyRoomFrame(withRoom([1]), { type: "joinRequestFromUser", roomId: "R1", user: user(3), expiresAt: 16_000 }, 0);
    c = applyRoomFrame(c, { type: "invited", roomId: "R1", userId: 4, expiresAt: 15_000 }, 0);
    c = applyRoomFrame(c, { type: "ignoredRoom", roomId: "R1", userId: 4, name: "Дорж" }, 0);
    expect(c.declined).toEqual(["Дорж"]);
    expect(c.requests).toHaveLength(1);
    expect(expireNotices(c, 15_999).requests).toHaveLength(1);
    expect(expireNotices(c, 16_000).requests).toHaveLength(0);
  });

  it("takes the waiting join requests from a host's snapshot, and a snapshot without them clears old ones", () => {
    const before = applyRoomFrame(withRoom([1]), { type: "joinRequestFromUser", roomId: "R1", user: user(3), expiresAt: 16_000 }, 0);
    const snapshot = withRoom([1]).room!;
    const withRequest = applyRoomFrame(
      withRoom([1]),
      { type: "roomState", room: snapshot, you: 1, serverTime: 0, requests: [{ user: user(4), expiresAt: 9_000 }] },
      0,
    );
    expect(withRequest.requests).toEqual([{ user: user(4), expiresAt: 9_000 }]);
    expect(applyRoomFrame(before, { type: "roomState", room: snapshot, you: 1, serverTime: 0 }, 0).requests).toEqual([]);
  });
});

describe("lobby frames", () => {
  it("keeps the room list and who is online", () => {
    const room = { roomId: "A", language: "mn" as const, host: user(1), total: 1, createdAt: 1 };
    let l = applyLobbyFrame(emptyClientLobby(), { type: "lobbyState", rooms: [], online: [user(1)], you: 1, serverTime: 0 });
    l = applyLobbyFrame(l, { type: "newRoom", room });
    l = applyLobbyFrame(l, { type: "newRoomPlayers", roomId: "A", total: 3 });
    expect(l.rooms).toEqual([{ ...room, total: 3 }]);
    l = applyLobbyFrame(l, { type: "onlineUser", user: user(2) });
    l = applyLobbyFrame(l, { type: "offlineUser", userId: 1 });
    expect(l.online.map((u) => u.id)).toEqual([2]);
    l = applyLobbyFrame(l, { type: "deletedRoom", roomId: "A", reason: "started" });
    expect(l.rooms).toEqual([]);
  });

  it("offers to invite only other online users not in the room, by name", () => {
    const online = [user(1, "Бат"), user(2, "Болд"), user(3, "Сараа"), user(4, "Батцэцэг")];
    const room = view([1, 2]);
    expect(invitable(online, room, 1, "").map((u) => u.id)).toEqual([3, 4]);
    expect(invitable(online, room, 1, "бат").map((u) => u.id)).toEqual([4]);
  });
});

describe("results order", () => {
  it("puts finishers by place first, then the others by progress", () => {
    const players = [
      { ...player(1), place: 0, percent: 40 },
      { ...player(2), place: 2, percent: 100 },
      { ...player(3), place: 0, percent: 75 },
      { ...player(4), place: 1, percent: 100 },
    ];
    expect(resultsOrder(players).map((p) => p.id)).toEqual([4, 2, 3, 1]);
    expect(players.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});
