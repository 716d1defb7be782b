import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { friendships, notifications, prizeRaces, roomResults, rooms } from "~/db/schema";
import { createRacer } from "../support/auth";
import { postJson } from "../support/http";
import { lobbySocket } from "../support/sockets";

describe("room calls", () => {
  it("guests may list rooms but get 401 when they create or join", async () => {
    expect((await postJson("/api/room/get-all-room", {})).status).toBe(200);
    expect((await postJson("/api/room/get-players-room", {})).status).toBe(200);
    expect((await postJson("/api/room/create-room", {})).status).toBe(401);
    expect((await postJson("/api/room/check-room", { roomId: "ABCDEF" })).status).toBe(401);
    expect((await postJson("/api/room/get-room", {})).status).toBe(401);
  });

  it("create-room, get-room, check-room, get-players and get-all-room agree", async () => {
    const host = await createRacer({ name: "Өрөөч" });
    const auth = { Authorization: host.bearer };
    expect(await (await postJson("/api/room/get-room", {}, auth)).json()).toEqual({ result: true, data: 0 });
    const created = await postJson("/api/room/create-room", { language: "мон" }, auth);
    const { roomId, existing } = await created.json<{ roomId: string; existing: boolean }>();
    expect(roomId).toMatch(/^[A-Z0-9]{6}$/);
    expect(existing).toBe(false);
    // One open room at a time: asking again returns it.
    expect(await (await postJson("/api/room/create-room", {}, auth)).json()).toMatchObject({ roomId, existing: true });
    expect(await (await postJson("/api/room/get-room", {}, auth)).json()).toEqual({ result: true, data: { roomId } });
    expect(await (await postJson("/api/room/check-room", { roomId }, auth)).json()).toEqual({ result: true, data: 1 });
    expect(await (await postJson("/api/room/check-room", { roomId: "NOROOM" }, auth)).json()).toEqual({ result: true, data: 0 });
    const players = await (await postJson("/api/room/get-players", { roomId }, auth)).json<{ data: { id: number; name: string }[] }>();
    expect(players.data.map((p) => [p.id, p.name])).toEqual([[host.user.id, "Өрөөч"]]);
    const all = await (await postJson("/api/room/get-all-room", {})).json<{ data: { roomId: string; language: string }[] }>();
    expect(all.data.find((r) => r.roomId === roomId)).toMatchObject({ language: "mn" });
  });

  it("refuses a language other than eng or мон", async () => {
    const host = await createRacer();
    const res = await postJson("/api/room/create-room", { language: "fr" }, { Authorization: host.bearer });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Хэлний сонголт буруу" });
  });

  it("selected-text is only for the room's players", async () => {
    const host = await createRacer();
    const other = await createRacer();
    const { roomId } = await (await postJson("/api/room/create-room", { language: "en" }, { Authorization: host.bearer })).json<{ roomId: string }>();
    expect((await postJson("/api/text/selected-text", { roomId }, { Authorization: other.bearer })).status).toBe(403);
    expect(await (await postJson("/api/text/selected-text", { roomId }, { Authorization: host.bearer })).json()).toEqual({ result: true, text: null });
  });
});

describe("user calls", () => {
  it("last-races lists the user's own online results, newest first", async () => {
    const me = await createRacer();
    const db = createDb(env.DB);
    // A finished room row to hang the results on.
    await db.insert(rooms).values({ id: "LR" + me.user.id, hostId: me.user.id, language: "en", status: "finished" });
    await db.insert(roomResults).values({ roomId: "LR" + me.user.id, userId: me.user.id, percent: 100, wpm: 44, accuracy: 97, place: 2, finishedAt: 1000 });
    const body = await (await postJson("/api/user/last-races", {}, { Authorization: me.bearer })).json<{ data: unknown[]; main: unknown[] }>();
    expect(body.data).toEqual([{ roomId: "LR" + me.user.id, percent: 100, wpm: 44, place: 2, date: 1000 }]);
    expect(body.main).toEqual([]);
  });

  it("get-friends shows presence from the lobby", async () => {
    const me = await createRacer();
    const friend = await createRacer({ name: "Найз" });
    const away = await createRacer({ name: "Хол" });
    await createDb(env.DB)
      .insert(friendships)
      .values([
        { userId: me.user.id, friendId: friend.user.id },
        { userId: me.user.id, friendId: away.user.id },
      ]);
    const socket = await lobbySocket(friend.cookie);
    await socket.waitFor("lobbyState");
    const body = await (await postJson("/api/user/get-friends", {}, { Authorization: me.bearer })).json<{ data: { name: string; online: number }[] }>();
    expect(body.data.map((f) => [f.name, f.online]).sort()).toEqual([
      ["Найз", 1],
      ["Хол", 0],
    ]);
  });

  it("get-notify and remove-notify touch only the caller's notifications", async () => {
    const me = await createRacer();
    const other = await createRacer();
    const db = createDb(env.DB);
    const [race] = await db.insert(prizeRaces).values({ name: "Шагналт", maxPoint: 100, limitWpm: 100, startAt: 0, endAt: 1 }).returning();
    await db.insert(notifications).values([
      { userId: me.user.id, type: "race", title: "Уралдаан", message: "Та 2-р байр", raceId: race.id, ckey: `race-${race.id}`, value: 2 },
      { userId: other.user.id, type: "race", title: "Уралдаан", message: "Та 1-р байр", raceId: race.id, ckey: `race-${race.id}`, value: 1 },
    ]);
    const mine = await (await postJson("/api/user/get-notify", {}, { Authorization: me.bearer })).json<{ data: { value: number }[] }>();
    expect(mine.data.map((n) => n.value)).toEqual([2]);
    expect(await (await postJson("/api/user/remove-notify", { raceId: race.id }, { Authorization: me.bearer })).json()).toEqual({ result: true });
    expect((await (await postJson("/api/user/get-notify", {}, { Authorization: me.bearer })).json<{ data: unknown[] }>()).data).toEqual([]);
    expect((await (await postJson("/api/user/get-notify", {}, { Authorization: other.bearer })).json<{ data: unknown[] }>()).data).toHaveLength(1);
  });
});

describe("the load test's bot hook (local and test only)", () => {
  it("mints bot accounts with bearer sessions that open rooms", async () => {
    const from = 900_000 + Math.floor(Math.random() * 90_000);
    const res = await postJson("/dev/race-bots", { from, count: 25 });
    expect(res.status).toBe(200);
    const { bots } = await res.json<{ bots: { id: number; token: string }[] }>();
    expect(bots).toHaveLength(25);
    const created = await postJson("/api/room/create-room", { language: "en" }, { Authorization: `Bearer ${bots[0].token}` });
    expect(created.status).toBe(200);
    // Minting the same bots again reuses the accounts.
    const again = await (await postJson("/dev/race-bots", { from, count: 25 })).json<{ bots: { id: number }[] }>();
    expect(again.bots.map((b) => b.id)).toEqual(bots.map((b) => b.id));
    expect((await postJson("/dev/race-bots", { from, count: 500 })).status).toBe(400);
  });
});
