// Issue 21, as an attacker would try it over the sockets and the register call: progress jumps and
// finishes no person could type (§6), control and invisible characters in names and chat (§7),
// join-request and invitation floods (§4), the race text before joining and chat after the race (§9).
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { texts, users } from "~/db/schema";
import { openRoom, roomObject } from "~/models/races/rooms.server";
import { createRacer } from "../support/auth";
import { postJson, randomIp } from "../support/http";
import { lobbySocket, roomSocket, SHORT_TEXTS, type TestSocket } from "../support/sockets";

type Player = Awaited<ReturnType<typeof createRacer>> & { room: TestSocket };

/** 46 words, as in the probe: `write {words: 45}` 9.9 s in must not count. */
const LONG_MN = Array.from({ length: 46 }, (_, i) => ["сайн", "байна", "уу", "бид", "уралдана"][i % 5]).join(" ");

beforeAll(async () => {
  await createDb(env.DB)
    .insert(texts)
    .values([
      { level: "middle", language: "en", body: SHORT_TEXTS.en },
      { level: "middle", language: "mn", body: LONG_MN },
    ])
    .onConflictDoNothing();
});

/** A room of a host and one invited guest, both joined, started, with typing open. */
async function racingRoom(language: "en" | "mn") {
  const hostUser = await createRacer({ name: "Хост" });
  const guestUser = await createRacer({ name: "Зочин" });
  const { roomId } = await openRoom(env, hostUser.user, language);
  const host: Player = { ...hostUser, room: await roomSocket(roomId, hostUser.cookie) };
  await host.room.waitFor("roomState");
  host.room.send({ type: "inviteTo", roomId, userId: guestUser.user.id });
  await host.room.waitFor("invited");
  const guest: Player = { ...guestUser, room: await roomSocket(roomId, guestUser.cookie) };
  await guest.room.waitFor("roomState");
  guest.room.send({ type: "joinRoom", roomId });
  await guest.room.waitFor("roomState", (m) => m.room.players.length === 2);
  host.room.send({ type: "startGame", roomId });
  const start = await guest.room.waitFor("start");
  return { roomId, host, guest, start, stub: roomObject(env, roomId) };
}

/**
 * Moves the room's clock (Date, shared by the test and the objects in this isolate) to `ms` after
 * typing opened and runs the alarm that opens it. Sockets and timers keep real time.
 */
async function typingOpenFor(room: Awaited<ReturnType<typeof racingRoom>>, ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(room.start.startsAt + ms);
  expect(await runDurableObjectAlarm(room.stub)).toBe(true);
  await room.guest.room.waitFor("interval");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("progress a person could not have typed (§6)", () => {
  it("refuses a jump to 45 of 46 words 9.9 s in, tells no one, and refuses the finish after it", async () => {
    const room = await racingRoom("mn");
    const { roomId, host, guest } = room;
    await typingOpenFor(room, 9_900); // 243 characters in 9.9 s would be 295 WPM
    guest.room.send({ type: "write", roomId, words: 45 });
    expect(await guest.room.waitFor("error")).toMatchObject({ code: "impossible", for: "write" });
    guest.room.send({ type: "finishPlayer", roomId, wpm: 294, accuracy: 100 });
    expect(await guest.room.waitFor("error")).toMatchObject({ code: "invalid", for: "finishPlayer" });
    expect(await host.room.receivesNo("lanes")).toBe(true);
    expect(await host.room.receivesNo("onFinish")).toBe(true);
    // The first words, as a person types them, still count.
    guest.room.send({ type: "write", roomId, words: 1, typed: ["сайн"] });
    expect(await host.room.waitFor("lanes")).toMatchObject({ lanes: [{ userId: guest.user.id, percent: 2 }] });
  });

  it("refuses a finish that the progress before it cannot explain", async () => {
    const room = await racingRoom("en");
    const { roomId, host, guest } = room;
    await typingOpenFor(room, 1_000);
    const words = SHORT_TEXTS.en.split(" ");
    // Four words reported at once fit the burst; the whole text 1 s after the start is 276 WPM, whatever the browser claims.
    for (const n of [1, 2, 3, 4]) guest.room.send({ type: "write", roomId, words: n, typed: [words[n - 1]] });
    guest.room.send({ type: "finishPlayer", roomId, typed: ["five"], wpm: 60, accuracy: 100 });
    expect(await guest.room.waitFor("error")).toMatchObject({ code: "impossible", for: "finishPlayer" });
    expect(await host.room.receivesNo("onFinish")).toBe(true);
  });
});

describe("control and invisible characters (§7)", () => {
  const register = (name: string) =>
    postJson("/api/user/register", { name, email: `u-${crypto.randomUUID()}@example.mn`, password: "tsagaan-sar-2026" }, { "CF-Connecting-IP": randomIp() });

  it("refuses names with nothing visible or with control characters, in Mongolian", async () => {
    for (const name of ["\u200B\u200B\u200B", "\u3164", "   "]) {
      const res = await register(name);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ result: false, data: { message: "Нэрээ оруулна уу." } });
    }
    for (const name of ["Бат\u0000", "Бат\u0007", "\u001b[31mУлаан", "\u202Eгнп.exe"]) {
      const res = await register(name);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ result: false, data: { message: "Нэрэнд удирдлагын болон үл харагдах тэмдэгт байж болохгүй." } });
    }
  });

  it("stores a name cleaned of zero-width filler, as NFC", async () => {
    const email = `u-${crypto.randomUUID()}@example.mn`;
    const res = await postJson(
      "/api/user/register",
      { name: "\u200BДорж  \u200BБат", email, password: "tsagaan-sar-2026" },
      { "CF-Connecting-IP": randomIp() },
    );
    expect(res.status).toBe(200);
    const row = await createDb(env.DB).select().from(users).where(eq(users.email, email)).get();
    expect(row?.name).toBe("Дорж Бат");
  });

  it("refuses chat lines of control or only zero-width characters, and relays none of them", async () => {
    const hostUser = await createRacer();
    const guestUser = await createRacer();
    const { roomId } = await openRoom(env, hostUser.user, "en");
    const host = await roomSocket(roomId, hostUser.cookie);
    host.send({ type: "inviteTo", roomId, userId: guestUser.user.id });
    await host.waitFor("invited");
    const guest = await roomSocket(roomId, guestUser.cookie);
    guest.send({ type: "joinRoom", roomId });
    await host.waitFor("newPlayer");
    guest.send({ type: "chatRoomMessage", roomId, message: "\u200B\u200B\u200B" });
    expect(await guest.waitFor("error")).toMatchObject({ code: "invalid", for: "chatRoomMessage" });
    guest.send({ type: "chatRoomMessage", roomId, message: "\u001b[2Jсайн" });
    expect(await guest.waitFor("error")).toMatchObject({ code: "bad_frame", for: "chatRoomMessage" });
    guest.send({ type: "chatRoomMessage", roomId, message: "\u202Eуу" });
    expect(await guest.waitFor("error")).toMatchObject({ code: "bad_frame", for: "chatRoomMessage" });
    expect(await host.receivesNo("onMessage")).toBe(true);
  });
});

describe("floods of join requests and invitations (§4)", () => {
  it("one sender: the same room once per notice", async () => {
    const hostUser = await createRacer();
    const { roomId } = await openRoom(env, hostUser.user, "en");
    const host = await roomSocket(roomId, hostUser.cookie);
    const asker = await createRacer();
    const lobby = await lobbySocket(asker.cookie);
    lobby.send({ type: "joinRequest", roomId });
    await lobby.waitFor("joinRequestSent");
    lobby.send({ type: "joinRequest", roomId });
    expect(await lobby.waitFor("error")).toMatchObject({
      code: "rate_limited",
      for: "joinRequest",
      message: expect.stringMatching(/^Too many join requests: try again in [1-6] s$/),
    });
    await host.waitFor("joinRequestFromUser");
    expect(await host.receivesNo("joinRequestFromUser")).toBe(true);
  });

  it("one room: ten requests a minute from everyone together reach its host, no more", async () => {
    const hostUser = await createRacer();
    const { roomId } = await openRoom(env, hostUser.user, "en");
    const host = await roomSocket(roomId, hostUser.cookie);
    const askers = await Promise.all(Array.from({ length: 11 }, () => createRacer()));
    const lobbies = await Promise.all(askers.map((a) => lobbySocket(a.cookie)));
    for (const lobby of lobbies.slice(0, 10)) {
      lobby.send({ type: "joinRequest", roomId });
      await lobby.waitFor("joinRequestSent");
    }
    lobbies[10].send({ type: "joinRequest", roomId });
    expect(await lobbies[10].waitFor("error")).toMatchObject({ code: "rate_limited", for: "joinRequest" });
    for (let i = 0; i < 10; i++) await host.waitFor("joinRequestFromUser");
    expect(await host.receivesNo("joinRequestFromUser")).toBe(true);
  });

  it("a host invites one person again only after the notice is gone", async () => {
    const hostUser = await createRacer();
    const invitee = await createRacer();
    const { roomId } = await openRoom(env, hostUser.user, "en");
    const host = await roomSocket(roomId, hostUser.cookie);
    const lobby = await lobbySocket(invitee.cookie);
    host.send({ type: "inviteTo", roomId, userId: invitee.user.id });
    await host.waitFor("invited");
    host.send({ type: "inviteTo", roomId, userId: invitee.user.id });
    expect(await host.waitFor("error")).toMatchObject({ code: "rate_limited", for: "inviteTo", message: expect.stringMatching(/^Too many invitations/) });
    await lobby.waitFor("inviteGame");
    expect(await lobby.receivesNo("inviteGame")).toBe(true);
  });
});

describe("what non-members see, and chat after the race (§9)", () => {
  it("a non-member's socket gets the room without its race text; members get the text", async () => {
    const { roomId, guest } = await racingRoom("en");
    const stranger = await createRacer();
    const outside = await roomSocket(roomId, stranger.cookie);
    const view = await outside.waitFor("roomState");
    expect(view.room).toMatchObject({ status: "racing", text: null });
    const again = await roomSocket(roomId, guest.cookie);
    expect((await again.waitFor("roomState")).room.text).toBe(SHORT_TEXTS.en);
  });

  it("a finished room's chat stays open for the results talk", async () => {
    const room = await racingRoom("en");
    const { roomId, host, guest } = room;
    await typingOpenFor(room, 1_200); // a result faster than 250 WPM is refused
    const words = SHORT_TEXTS.en.split(" ");
    for (const p of [guest, host]) {
      p.room.send({ type: "write", roomId, words: 4, typed: words.slice(0, 4) });
      p.room.send({ type: "finishPlayer", roomId, typed: ["five"] });
    }
    await host.room.waitFor("endGame");
    guest.room.send({ type: "chatRoomMessage", roomId, message: "сайн тоглолоо" });
    expect(await host.room.waitFor("onMessage")).toMatchObject({ message: "сайн тоглолоо", user: { id: guest.user.id } });
  });
});
