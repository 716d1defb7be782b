import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { friendshipRows } from "~/core/social/friends";
import { createDb } from "~/db/client.server";
import { friendships } from "~/db/schema";
import type { ListChange } from "~/core/races/list-batch";
import { openRoom } from "~/models/races/rooms.server";
import { lobbyShardOf } from "~/core/races/lobby-shard";
import { everyLobbyShard, friendsChanged, lobbyOfUser, lobbyShards, onlineAmong } from "~/models/races/lobby-shards.server";
import { createRacer } from "../support/auth";
import { ensureShortTexts, lobbySocket, roomSocket } from "../support/sockets";

beforeAll(ensureShortTexts);

/**
 * The offline grace runs on the alarm of the learner's shard: runs it (more than once if other users are
 * due first) until `watcher` has the learner's offlineUser frame or ten alarms have run.
 */
async function runGraceUntilSeen(userId: number, watcher: Awaited<ReturnType<typeof lobbySocket>>) {
  const isThisUser = (m: { type: string; userId?: number }) => m.type === "offlineUser" && m.userId === userId;
  for (let i = 0; i < 10; i++) {
    await runDurableObjectAlarm(lobbyOfUser(env, userId));
    if (!(await watcher.receivesNo("offlineUser", { where: isThisUser }))) return;
  }
}

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
    expect(await onlineAmong(env, [user.user.id, stranger.user.id])).toEqual(new Set([user.user.id, stranger.user.id]));

    first.close();
    second.close();
    await Promise.all([first.closed, second.closed]);
    await runGraceUntilSeen(user.user.id, watcher);
    const isThisUser = (m: { type: string; userId?: number }) => m.type === "offlineUser" && m.userId === user.user.id;
    expect(await watcher.waitFor("offlineUser", (m) => m.userId === user.user.id)).toMatchObject({ userId: user.user.id });
    expect(await other.receivesNo("offlineUser", { where: isThisUser })).toBe(true);
    expect(await onlineAmong(env, [user.user.id])).toEqual(new Set());
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
    // Every shard holds the whole list (ADR 050).
    for (const shard of everyLobbyShard(env)) expect((await shard.rooms()).map((r) => r.roomId)).toContain(roomId);

    const hostRoom = await roomSocket(roomId, host.cookie);
    const guest = await createRacer();
    hostRoom.send({ type: "inviteTo", roomId, userId: guest.user.id });
    await hostRoom.waitFor("invited");
    const guestRoom = await roomSocket(roomId, guest.cookie);
    guestRoom.send({ type: "joinRoom", roomId });
    const counted = await watcher.waitFor("roomsChanged", (m) => changeOf(m, "newRoomPlayers") !== undefined);
    expect(changeOf(counted, "newRoomPlayers")).toMatchObject({ total: 2 });
    expect(await lobbyOfUser(env, guest.user.id).roomOf(guest.user.id)).toBe(roomId);

    // A user already in an open room gets that room back from create-room.
    expect(await openRoom(env, guest.user, "en")).toEqual({ roomId, existing: true });

    hostRoom.send({ type: "startGame", roomId });
    const removed = await watcher.waitFor("roomsChanged", (m) => changeOf(m, "deletedRoom") !== undefined);
    expect(changeOf(removed, "deletedRoom")).toMatchObject({ reason: "started" });
    for (const shard of everyLobbyShard(env)) expect(await shard.roomOf(guest.user.id)).toBeNull();
  });

  it("a guest cannot send join requests", async () => {
    const guest = await lobbySocket();
    guest.send({ type: "joinRequest", roomId: "ABCDEF" });
    expect(await guest.waitFor("error")).toMatchObject({ code: "unauthorized", for: "joinRequest" });
  });
});

describe("shards (ADR 050)", () => {
  /** A new learner whose lobby shard is not `other`'s. */
  async function racerInAnotherShard(other: number, name: string) {
    for (;;) {
      const racer = await createRacer({ name });
      if (lobbyShardOf(racer.user.id, lobbyShards(env)) !== lobbyShardOf(other, lobbyShards(env))) return racer;
    }
  }

  it("the tests run on more than one shard, as production does", () => {
    expect(lobbyShards(env)).toBeGreaterThan(1);
  });

  it("friends in two shards see each other come and go, a new friendship at once, and invitations reach the other shard", async () => {
    const a = await createRacer({ name: "Алтан" });
    const b = await racerInAnotherShard(a.user.id, "Бат");
    const aLobby = await lobbySocket(a.cookie);
    expect(await aLobby.waitFor("lobbyState")).toMatchObject({ you: a.user.id, online: [] });
    const bLobby = await lobbySocket(b.cookie);
    await bLobby.waitFor("lobbyState");

    // A friendship that begins while both are online: each sees the other at once, through the other's shard.
    await createDb(env.DB).insert(friendships).values(friendshipRows(a.user.id, b.user.id));
    await friendsChanged(env, a.user.id, b.user.id, true);
    expect(await aLobby.waitFor("onlineUser", (m) => m.user.id === b.user.id)).toMatchObject({ user: { name: "Бат" } });
    expect(await bLobby.waitFor("onlineUser", (m) => m.user.id === a.user.id)).toMatchObject({ user: { name: "Алтан" } });
    expect((await lobbyOfUser(env, a.user.id).onlineFriends(a.user.id)).map((u) => u.id)).toEqual([b.user.id]);

    // B's tab closes: A hears B went offline once the grace period is over (B's shard's alarm).
    bLobby.close();
    await bLobby.closed;
    await runGraceUntilSeen(b.user.id, aLobby);
    expect(await aLobby.waitFor("offlineUser", (m) => m.userId === b.user.id)).toMatchObject({ userId: b.user.id });

    // B comes back: A sees it; a new lobby state for B lists A, whose socket is in the other shard.
    const bAgain = await lobbySocket(b.cookie);
    expect((await bAgain.waitFor("lobbyState")).online.map((u) => u.id)).toEqual([a.user.id]);
    expect(await aLobby.waitFor("onlineUser", (m) => m.user.id === b.user.id)).toMatchObject({ user: { id: b.user.id } });

    // An invitation from A's room reaches B's socket in B's shard.
    const { roomId } = await openRoom(env, a.user, "mn");
    const hostRoom = await roomSocket(roomId, a.cookie);
    hostRoom.send({ type: "inviteTo", roomId, userId: b.user.id });
    expect(await bAgain.waitFor("inviteGame")).toMatchObject({ roomId, fromId: a.user.id });

    // The friendship ends: each side sees the other leave its list at once.
    await friendsChanged(env, a.user.id, b.user.id, false);
    expect(await aLobby.waitFor("offlineUser", (m) => m.userId === b.user.id)).toMatchObject({ userId: b.user.id });
    expect(await bAgain.waitFor("offlineUser", (m) => m.userId === a.user.id)).toMatchObject({ userId: a.user.id });
    expect(await lobbyOfUser(env, a.user.id).onlineFriends(a.user.id)).toEqual([]);
  });
});
