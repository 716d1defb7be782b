import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RACE_MS, START_COUNTDOWN_MS } from "~/core/races/race-rules";
import { createDb } from "~/db/client.server";
import { roomResults, rooms, users } from "~/db/schema";
import { roomRacePoints } from "~/core/races/room-points";
import { openRoom, roomObject, saveRoomResults } from "~/models/races/rooms.server";
import { createRacer } from "../support/auth";
import { advanceClock, openTypingAt, progressWritten } from "../support/room-clock";
import { ensureShortTexts, lobbySocket, roomSocket, sleep, SHORT_TEXTS, type TestSocket } from "../support/sockets";

type Player = Awaited<ReturnType<typeof createRacer>> & { room: TestSocket };

beforeAll(ensureShortTexts);
afterEach(() => vi.useRealTimers());

/** A waiting room: the host plus `joiners` players, each invited by the host and joined. */
async function setupRoom(joiners: number, language: "en" | "mn" = "en") {
  const hostUser = await createRacer({ name: "Хост Батаа" });
  const { roomId } = await openRoom(env, hostUser.user, language);
  const host: Player = { ...hostUser, room: await roomSocket(roomId, hostUser.cookie) };
  await host.room.waitFor("roomState");
  const players: Player[] = [host];
  for (let i = 0; i < joiners; i++) {
    const u = await createRacer({ name: `Тоглогч ${i + 1}` });
    host.room.send({ type: "inviteTo", roomId, userId: u.user.id });
    await host.room.waitFor("invited", (m) => m.userId === u.user.id);
    const p: Player = { ...u, room: await roomSocket(roomId, u.cookie) };
    await p.room.waitFor("roomState");
    p.room.send({ type: "joinRoom", roomId });
    await p.room.waitFor("roomState", (m) => m.room.players.some((x) => x.id === u.user.id));
    for (const other of players) await other.room.waitFor("newPlayer", (m) => m.player.id === u.user.id);
    players.push(p);
  }
  return { roomId, host, players, stub: roomObject(env, roomId) };
}

/** Polls until `probe` returns a value (D1 writes follow the frames players see). */
async function eventually<T>(probe: () => Promise<T | null>, timeoutMs = 2_000): Promise<T> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (performance.now() > until) throw new Error("condition not met in time");
    await sleep(25);
  }
}

async function startRace(roomId: string, players: Player[]) {
  players[0].room.send({ type: "startGame", roomId });
  const starts = await Promise.all(players.map((p) => p.room.waitFor("start")));
  return starts[0];
}

describe("identity comes only from the Worker", () => {
  it("a forged identity header without a session is refused and the socket closed", async () => {
    const { roomId } = await setupRoom(0);
    const forged = encodeURIComponent(JSON.stringify({ id: 1, name: "Admin", image: null, rankImage: "/x.svg", avgWpm: 0, avgPercent: 0 }));
    const res = await SELF.fetch(`http://localhost/ws/room/${roomId}`, { headers: { Upgrade: "websocket", "X-Bichee-User": forged } });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const frames: string[] = [];
    const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
    ws.addEventListener("message", (e) => {
      frames.push(e.data as string);
    });
    ws.accept();
    expect(await closed).toBe(4401);
    expect(frames.some((f) => f.includes('"unauthorized"'))).toBe(true);
  });

  it("the session user is who the room sees", async () => {
    const { roomId, host } = await setupRoom(0);
    const again = await roomSocket(roomId, host.cookie);
    expect((await again.waitFor("roomState")).you).toBe(host.user.id);
  });

  it("refuses a socket opened from another site", async () => {
    const res = await SELF.fetch("http://localhost/ws/lobby", { headers: { Upgrade: "websocket", Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });
});

describe("joining, capacity and invitations", () => {
  it("refuses a user who was not invited, and their messages", async () => {
    const { roomId } = await setupRoom(1);
    const stranger = await createRacer();
    const s = await roomSocket(roomId, stranger.cookie);
    s.send({ type: "joinRoom", roomId });
    expect(await s.waitFor("error")).toMatchObject({ code: "not_member", for: "joinRoom" });
    s.send({ type: "chatRoomMessage", roomId, message: "сайн уу" });
    expect(await s.waitFor("error")).toMatchObject({ code: "not_member", for: "chatRoomMessage" });
  });

  it("delivers the invitation only to the invited user's lobby sockets", async () => {
    const { roomId, host } = await setupRoom(0);
    const invitee = await createRacer({ name: "Урилгат" });
    const bystander = await createRacer();
    const inviteeLobby = await lobbySocket(invitee.cookie);
    const bystanderLobby = await lobbySocket(bystander.cookie);
    host.room.send({ type: "inviteTo", roomId, userId: invitee.user.id });
    expect(await inviteeLobby.waitFor("inviteGame")).toMatchObject({ to: invitee.user.id, from: "Хост Батаа", fromId: host.user.id, roomId });
    expect(await bystanderLobby.receivesNo("inviteGame")).toBe(true);
    // Declining tells the host, by name.
    inviteeLobby.send({ type: "ignoreRoom", roomId });
    expect(await host.room.waitFor("ignoredRoom")).toMatchObject({ userId: invitee.user.id, name: "Урилгат" });
  });

  it("only the host invites", async () => {
    const { roomId, players } = await setupRoom(1);
    players[1].room.send({ type: "inviteTo", roomId, userId: players[0].user.id });
    expect(await players[1].room.waitFor("error")).toMatchObject({ code: "not_host", for: "inviteTo" });
  });

  it("holds five players; a sixth is refused and the room keeps running", async () => {
    const { roomId, host, players } = await setupRoom(4);
    const sixth = await createRacer();
    host.room.send({ type: "inviteTo", roomId, userId: sixth.user.id });
    expect(await host.room.waitFor("error")).toMatchObject({ code: "room_full", for: "inviteTo" });
    const lobby = await lobbySocket(sixth.cookie);
    lobby.send({ type: "joinRequest", roomId });
    expect(await lobby.waitFor("error")).toMatchObject({ code: "room_full", for: "joinRequest" });
    const room = await roomSocket(roomId, sixth.cookie);
    room.send({ type: "joinRoom", roomId });
    expect(await room.waitFor("error")).toMatchObject({ code: "room_full" });
    players[4].room.send({ type: "chatRoomMessage", roomId, message: "тав" });
    expect(await host.room.waitFor("onMessage")).toMatchObject({ message: "тав" });
  });

  it("a join request reaches the host, and acceptance seats the joiner", async () => {
    const { roomId, host } = await setupRoom(0);
    const joiner = await createRacer({ name: "Хүсэгч" });
    const lobby = await lobbySocket(joiner.cookie);
    lobby.send({ type: "joinRequest", roomId });
    expect(await lobby.waitFor("joinRequestSent")).toMatchObject({ roomId });
    expect(await host.room.waitFor("joinRequestFromUser")).toMatchObject({ user: { id: joiner.user.id, name: "Хүсэгч" } });
    host.room.send({ type: "acceptJoinRequest", roomId, userId: joiner.user.id });
    expect(await lobby.waitFor("acceptedRequest")).toEqual({ type: "acceptedRequest", roomId, userId: joiner.user.id });
    const room = await roomSocket(roomId, joiner.cookie);
    room.send({ type: "joinRoom", roomId });
    expect((await room.waitFor("roomState", (m) => m.room.players.length === 2)).room.players[1].id).toBe(joiner.user.id);
  });
});

describe("starting, leaving and chat", () => {
  it("start needs a second player and the host", async () => {
    const alone = await setupRoom(0);
    alone.host.room.send({ type: "startGame", roomId: alone.roomId });
    expect(await alone.host.room.waitFor("error")).toMatchObject({ code: "too_few_players" });
    const { roomId, players } = await setupRoom(1);
    players[1].room.send({ type: "startGame", roomId });
    expect(await players[1].room.waitFor("error")).toMatchObject({ code: "not_host", for: "startGame" });
  });

  it("the host leaving before the start cancels the room for everyone", async () => {
    const { roomId, host, players } = await setupRoom(1);
    host.room.send({ type: "leaveRoom", roomId });
    expect(await players[1].room.waitFor("deletedRoom")).toMatchObject({ roomId, reason: "cancelled" });
    // D1 follows the frames players see.
    const row = await eventually(async () => {
      const found = await createDb(env.DB).select().from(rooms).where(eq(rooms.id, roomId)).get();
      return found?.status === "cancelled" ? found : null;
    });
    expect(row.endedAt).toBeGreaterThan(Date.now() - 60_000); // stamped now, not left at 0
    expect(row.endedAt).toBeLessThanOrEqual(Date.now());
  });

  it("a joiner leaving just leaves", async () => {
    const { roomId, host, players } = await setupRoom(2);
    players[2].room.send({ type: "leaveRoom", roomId });
    expect(await host.room.waitFor("leavePlayer")).toMatchObject({ userId: players[2].user.id });
    host.room.send({ type: "startGame", roomId });
    expect((await players[1].room.waitFor("start")).roomId).toBe(roomId);
  });

  it("chat: not empty, at most 50 characters, delivered to every member", async () => {
    const { roomId, host, players } = await setupRoom(1);
    host.room.send({ type: "chatRoomMessage", roomId, message: "   " });
    expect(await host.room.waitFor("error")).toMatchObject({ code: "invalid", for: "chatRoomMessage" });
    host.room.send({ type: "chatRoomMessage", roomId, message: "ө".repeat(51) });
    expect(await host.room.waitFor("error")).toMatchObject({ code: "invalid" });
    host.room.send({ type: "chatRoomMessage", roomId, message: "<b>Сайн</b> уу" });
    const got = await players[1].room.waitFor("onMessage");
    expect(got).toMatchObject({ message: "<b>Сайн</b> уу", user: { id: host.user.id, name: "Хост Батаа" } });
  });

  it("answers bad frames with typed errors and keeps the socket", async () => {
    const { roomId, host } = await setupRoom(0);
    host.room.sendRaw("not json");
    expect(await host.room.waitFor("error")).toMatchObject({ code: "bad_frame" });
    host.room.send({ type: "joinRequest", roomId }); // a lobby message on a room socket
    expect(await host.room.waitFor("error")).toMatchObject({ code: "unknown_type" });
    host.room.send({ type: "write", roomId, words: "many" });
    expect(await host.room.waitFor("error")).toMatchObject({ code: "bad_frame", for: "write" });
    host.room.send({ type: "chatRoomMessage", roomId: "OTHER1", message: "hi" });
    expect(await host.room.waitFor("error")).toMatchObject({ code: "invalid" });
    host.room.sendRaw(JSON.stringify({ type: "ping", pad: "x".repeat(5000) }));
    expect(await host.room.waitFor("error")).toMatchObject({ code: "too_large" });
    host.room.send({ type: "ping", at: 9 });
    expect(await host.room.waitFor("pong")).toMatchObject({ at: 9 });
  });
});

const pointsOf = async (userId: number) => (await createDb(env.DB).select({ points: users.points }).from(users).where(eq(users.id, userId)).get())?.points ?? 0;

// The countdown is not slept through: the clock moves and the alarm that opens typing runs (support/room-clock.ts).
describe("the race", { timeout: 20_000 }, () => {
  it("runs to the end: one text for all, progress, places in finishing order, results written once", async () => {
    const { roomId, host, players, stub } = await setupRoom(1);
    const guest = players[1];
    const start = await startRace(roomId, players);
    expect(start.text).toBe(SHORT_TEXTS.en);
    expect(start.deadline - start.startsAt).toBe(RACE_MS);
    expect(start.startsAt - start.serverTime).toBe(START_COUNTDOWN_MS);

    guest.room.send({ type: "write", roomId, words: 1 });
    expect(await guest.room.waitFor("error")).toMatchObject({ code: "room_closed", for: "write" }); // before the room's clock opens
    // 23 characters take 1.1 s at the human ceiling (250 WPM): a result faster than that is refused.
    expect(await openTypingAt(stub, start.startsAt + 1_200, host.room)).toMatchObject({ start: true, deadline: start.deadline });
    const words = SHORT_TEXTS.en.split(" ");
    for (const n of [1, 2, 3, 4]) guest.room.send({ type: "write", roomId, words: n, typed: [words[n - 1]] });
    expect(await host.room.waitFor("lanes", (m) => m.lanes.some((l) => l.percent === 80))).toMatchObject({ lanes: [{ userId: guest.user.id, percent: 80 }] });
    expect(await guest.room.receivesNo("lanes")).toBe(true); // the writer's own lane moves in the browser
    // The browser's figures are not read: the room judges the words it was sent.
    guest.room.send({ type: "finishPlayer", roomId, typed: ["five"], wpm: 900, accuracy: 100 });
    const guestFinish = await host.room.waitFor("onFinish");
    expect(guestFinish).toMatchObject({ userId: guest.user.id, place: 1, accuracy: 100 });
    // The finish carries what it pays: first of two (room-points.ts).
    expect(guestFinish.point).toBe(roomRacePoints({ place: 1, racers: 2, wpm: guestFinish.wpm }));
    const pointsBefore = await pointsOf(host.user.id);

    host.room.send({ type: "write", roomId, words: 4, typed: ["one", "two", "thre", "four"] }); // one word wrong
    host.room.send({ type: "finishPlayer", roomId, typed: ["five"] });
    const end = await guest.room.waitFor("endGame");
    expect(end.reason).toBe("allFinished");
    expect(end.results.map((r) => [r.userId, r.place, r.percent])).toEqual([
      [host.user.id, 2, 100],
      [guest.user.id, 1, 100],
    ]);
    // Once the results are in D1, each player hears it with their points (the menu refreshes).
    expect(await guest.room.waitFor("resultSaved")).toMatchObject({ roomId, point: guestFinish.point });
    const hostSaved = await host.room.waitFor("resultSaved");
    expect(await pointsOf(host.user.id)).toBe(pointsBefore + hostSaved.point);

    guest.room.send({ type: "write", roomId, words: 5 });
    expect(await guest.room.waitFor("error")).toMatchObject({ code: "room_closed" }); // late

    const db = createDb(env.DB);
    const rows = await eventually(async () => {
      const found = await db.select().from(roomResults).where(eq(roomResults.roomId, roomId));
      return found.length === 2 ? found : null;
    });
    expect(rows.map((r) => [r.userId, r.place, r.percent, r.accuracy]).sort()).toEqual(
      [
        [host.user.id, 2, 100, 80],
        [guest.user.id, 1, 100, 100],
      ].sort(),
    );
    // A second write of the same result changes nothing, and pays nothing again.
    const guestPoints = await pointsOf(guest.user.id);
    await saveRoomResults(db, roomId, [{ userId: guest.user.id, percent: 1, wpm: 1, accuracy: 1, place: 5, finishedAt: 1, point: 25 }]);
    expect(await pointsOf(guest.user.id)).toBe(guestPoints);
    const again = await db.select().from(roomResults).where(eq(roomResults.roomId, roomId));
    expect(again).toHaveLength(2);
    expect(again.find((r) => r.userId === guest.user.id)?.place).toBe(1);
    expect((await db.select().from(rooms).where(eq(rooms.id, roomId)).get())?.status).toBe("finished");
    // The clean-up alarm retries nothing (all saved) and forgets the room.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.view()).toBeNull();
    expect(await db.select().from(roomResults).where(eq(roomResults.roomId, roomId))).toHaveLength(2);
  });

  it("saves finishers' results while the others still type, the room's finishes of a moment in one batch", async () => {
    const { roomId, players, stub } = await setupRoom(2);
    const start = await startRace(roomId, players);
    await openTypingAt(stub, start.startsAt + 1_200, players[0].room); // a result faster than 250 WPM is refused
    for (const p of [players[1], players[2]]) {
      for (const words of [1, 2, 3, 4]) p.room.send({ type: "write", roomId, words });
      p.room.send({ type: "finishPlayer", roomId });
    }
    await players[0].room.waitFor("onFinish", (m) => m.userId === players[2].user.id);
    const db = createDb(env.DB);
    const saved = () => db.select().from(roomResults).where(eq(roomResults.roomId, roomId));
    expect(await saved()).toHaveLength(0); // not one D1 call per finish
    const rows = await eventually(async () => {
      const found = await saved();
      return found.length === 2 ? found : null;
    }, 4_000);
    expect(rows.map((r) => [r.userId, r.place]).sort()).toEqual(
      [
        [players[1].user.id, 1],
        [players[2].user.id, 2],
      ].sort(),
    );
    expect((await stub.view())?.status).toBe("racing"); // the host still types

    // The race end adds the last result and leaves the saved ones as they were.
    for (const words of [1, 2, 3, 4]) players[0].room.send({ type: "write", roomId, words });
    players[0].room.send({ type: "finishPlayer", roomId });
    expect(await players[1].room.waitFor("endGame")).toMatchObject({ reason: "allFinished" });
    const all = await eventually(async () => {
      const found = await saved();
      return found.length === 3 ? found : null;
    });
    expect(all.map((r) => [r.userId, r.place]).sort()).toEqual(
      [
        [players[0].user.id, 3],
        [players[1].user.id, 1],
        [players[2].user.id, 2],
      ].sort(),
    );
  });

  it("the alarm ends the race at the deadline: unfinished players get place 0", async () => {
    const { roomId, players, stub } = await setupRoom(1);
    const start = await startRace(roomId, players);
    expect(await runDurableObjectAlarm(stub)).toBe(true); // typing opens
    expect(await players[1].room.waitFor("interval")).toMatchObject({ start: true, timeLeft: RACE_MS });
    expect(await runInDurableObject(stub, (_o, state) => state.storage.getAlarm())).toBe(start.deadline);
    expect(await runDurableObjectAlarm(stub)).toBe(true); // the deadline
    const end = await players[0].room.waitFor("endGame");
    expect(end).toMatchObject({ reason: "timeUp" });
    expect(end.results.every((r) => r.place === 0)).toBe(true);
    const rows = await eventually(async () => {
      const found = await createDb(env.DB).select().from(roomResults).where(eq(roomResults.roomId, roomId));
      return found.length === 2 ? found : null;
    });
    expect(rows.map((r) => r.place)).toEqual([0, 0]);
  });

  it("survives a reload of the object: a reconnecting player gets the room back", async () => {
    const { roomId, players, stub } = await setupRoom(2, "mn");
    const start = await startRace(roomId, players);
    expect(start.text).toBe(SHORT_TEXTS.mn);
    await openTypingAt(stub, start.startsAt + 1_000, players[0].room);
    // Progress is written once the room has been quiet for 2 s: player 1's is, player 2's (just before the crash) is not.
    players[1].room.send({ type: "write", roomId, words: 2 });
    await players[0].room.waitFor("lanes", (m) => m.lanes.some((l) => l.percent === 40));
    advanceClock(2_100);
    await progressWritten(stub, players[1].user.id, 2);
    players[2].room.send({ type: "write", roomId, words: 1 });
    await players[0].room.waitFor("lanes", (m) => m.lanes.some((l) => l.userId === players[2].user.id));

    await abortAllDurableObjects();

    const back = await roomSocket(roomId, players[1].cookie);
    const state = await back.waitFor("roomState");
    expect(state.room).toMatchObject({ status: "racing", text: SHORT_TEXTS.mn, startsAt: start.startsAt, deadline: start.deadline });
    // Player 2's word was not written yet and was lost with the object, which is allowed: the next
    // write carries the absolute count and repairs it.
    expect(state.room.players.map((p) => [p.id, p.percent])).toEqual([
      [players[0].user.id, 0],
      [players[1].user.id, 40],
      [players[2].user.id, 0],
    ]);
    expect(await runInDurableObject(stub, (_o, s) => s.storage.getAlarm())).toBe(start.deadline);
    back.send({ type: "joinRoom", roomId }); // the client's reconnect path: the whole room again
    expect((await back.waitFor("roomState")).you).toBe(players[1].user.id);
    const third = await roomSocket(roomId, players[2].cookie);
    await third.waitFor("roomState");
    back.send({ type: "write", roomId, words: 3 });
    expect(await third.waitFor("lanes")).toMatchObject({ lanes: [{ userId: players[1].user.id, percent: 60 }] });
    third.send({ type: "write", roomId, words: 2 });
    expect(await back.waitFor("lanes", (m) => m.lanes.some((l) => l.userId === players[2].user.id))).toMatchObject({
      lanes: [{ userId: players[2].user.id, percent: 40 }],
    });
  });

  it("in a public room each move reaches the others at once, none folded into a later one (no progress tick)", async () => {
    const { roomId, players, stub } = await setupRoom(1, "mn");
    const start = await startRace(roomId, players);
    await openTypingAt(stub, start.startsAt + 1_000, players[0].room);
    // Three words sent back to back: a tick would send the first at once and fold the second into the third.
    for (const words of [1, 2, 3]) players[1].room.send({ type: "write", roomId, words });
    for (const percent of [20, 40, 60])
      expect(await players[0].room.waitFor("lanes", (m) => m.lanes.some((l) => l.percent === percent))).toMatchObject({
        lanes: [{ userId: players[1].user.id, percent }],
      });
  });

  it("writes the last progress once the room goes quiet, so a reload keeps it", async () => {
    const { roomId, players, stub } = await setupRoom(1, "mn");
    const start = await startRace(roomId, players);
    await openTypingAt(stub, start.startsAt + 400, players[0].room); // two words take a moment even at the fastest plausible speed
    players[1].room.send({ type: "write", roomId, words: 1 });
    await players[0].room.waitFor("lanes", (m) => m.lanes.some((l) => l.percent === 20));
    players[1].room.send({ type: "write", roomId, words: 2 });
    await players[0].room.waitFor("lanes", (m) => m.lanes.some((l) => l.percent === 40));
    advanceClock(2_100); // then nobody types
    await progressWritten(stub, players[1].user.id, 2);

    await abortAllDurableObjects();

    const back = await roomSocket(roomId, players[1].cookie);
    const state = await back.waitFor("roomState");
    expect(state.room.players.find((p) => p.id === players[1].user.id)?.percent).toBe(40);
  }, 15_000);
});
