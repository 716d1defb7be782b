import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { friendshipRows } from "~/core/social/friends";
import { createDb } from "~/db/client.server";
import { friendships } from "~/db/schema";
import type { ListChange } from "~/core/races/list-batch";
import { lobbyOf, openRoom } from "~/models/races/rooms.server";
import { createRacer } from "../support/auth";
import { ensureShortTexts, lobbySocket, roomSocket } from "../support/sockets";

beforeAll(ensureShortTexts);

describe("presence", () => {
  it("announces a learner online and offline to their friends only (issue 17)", async () => {
    const user = await createRacer({ name: "Оюун" });
    const friend = await createRacer({ name: "Найз" });
    const stranger = await createRacer({ name: "Танихгүй" });
    await createDb(env.DB).insert(friendships).values(friendshipRows(user.user.id, friend.user.id));
    const guest = await lobbySocket(); // a guest may watch the lobby, but sees nobody's presence
    expect(await guest.waitFor("lobbyState")).toMatchObject({ you: null, online: [] });
    const watcher = await lobbySocket(friend.cookie);
    await watcher.waitFor("lobbyState");
    const other = await lobbySocket(stranger.cookie);
    await other.waitFor("lobbyState");

    const first = await lobbySocket(user.cookie);
    const state = await first.waitFor("lobbyState");
    expect(state.you).toBe(user.user.id);
    // The learner's own list holds their online friends, not everyone online.
    expect(state.online.map((u) => u.id)).toEqual([friend.user.id]);
    expect(await watcher.waitFor("onlineUser", (m) => m.user.id === user.user.id)).toMatchObject({ user: { name: "Оюун" } });
    const isOnline = (m: { type: string; user?: { id: number } }) => m.type === "onlineUser" && m.user?.id === user.user.id;
    expect(await other.receivesNo("onlineUser", { where: isOnline, after: [first] })).toBe(true);
    expect(await guest.receivesNo("onlineUser", { where: isOnline, after: [first] })).toBe(true);
    // A second tab is not news.
    const second = await lobbySocket(user.cookie);
    expect(await watcher.receivesNo("onlineUser", { where: isOnline, after: [second] })).toBe(true);
    expect(await lobbyOf(env).onlineIds()).toContain(user.user.id);

    first.close();
    second.close();
    await Promise.all([first.closed, second.closed]);
    // The grace period runs on the lobby's alarm; run it (possibly more than once, other users may be due first).
    const lobby = lobbyOf(env);
    const isThisUser = (m: { type: string; userId?: number }) => m.type === "offlineUser" && m.userId === user.user.id;
    for (let i = 0; i < 10; i++) {
      await runDurableObjectAlarm(lobby);
      if (!(await watcher.receivesNo("offlineUser", { where: isThisUser }))) break;
    }
    expect(await watcher.waitFor("offlineUser", (m) => m.userId === user.user.id)).toMatchObject({ userId: user.user.id });
    expect(await other.receivesNo("offlineUser", { where: isThisUser })).toBe(true);
    expect(await lobby.onlineIds()).not.toContain(user.user.id);
  });
});

describe("the live room list", () => {
  it("shows new rooms, player counts and removes rooms that start", async () => {
    const watcher = await lobbySocket();
    await watcher.waitFor("lobbyState");
    const host = await createRacer({ name: "Эзэн" });
    const { roomId } = await openRoom(env, host.user, "mn");
    // List changes arrive coalesced in roomsChanged frames (ADR 045 §6).
    const changeOf = (m: { changes: ListChange[] }, type: ListChange["type"]) =>
      m.changes.find((c) => c.type === type && (c.type === "newRoom" ? c.room.roomId : c.roomId) === roomId);
    const added = changeOf(await watcher.waitFor("roomsChanged", (m) => changeOf(m, "newRoom") !== undefined), "newRoom");
    expect(added?.type === "newRoom" && added.room).toMatchObject({
      language: "mn",
      total: 1,
      host: { id: host.user.id, name: "Эзэн", rankImage: "/images/rank/beginner.svg" },
    });
    expect((await lobbyOf(env).rooms()).map((r) => r.roomId)).toContain(roomId);

    const hostRoom = await roomSocket(roomId, host.cookie);
    const guest = await createRacer();
    hostRoom.send({ type: "inviteTo", roomId, userId: guest.user.id });
    await hostRoom.waitFor("invited");
    const guestRoom = await roomSocket(roomId, guest.cookie);
    guestRoom.send({ type: "joinRoom", roomId });
    const counted = await watcher.waitFor("roomsChanged", (m) => changeOf(m, "newRoomPlayers") !== undefined);
    expect(changeOf(counted, "newRoomPlayers")).toMatchObject({ total: 2 });
    expect(await lobbyOf(env).roomOf(guest.user.id)).toBe(roomId);

    // A user already in an open room gets that room back from create-room.
    expect(await openRoom(env, guest.user, "en")).toEqual({ roomId, existing: true });

    hostRoom.send({ type: "startGame", roomId });
    const removed = await watcher.waitFor("roomsChanged", (m) => changeOf(m, "deletedRoom") !== undefined);
    expect(changeOf(removed, "deletedRoom")).toMatchObject({ reason: "started" });
    expect(await lobbyOf(env).roomOf(guest.user.id)).toBeNull();
  });

  it("a guest cannot send join requests", async () => {
    const guest = await lobbySocket();
    guest.send({ type: "joinRequest", roomId: "ABCDEF" });
    expect(await guest.waitFor("error")).toMatchObject({ code: "unauthorized", for: "joinRequest" });
  });
});
