// A room whose runtime died with progress unwritten (ADR 021): the object marks an unwritten spell in
// its storage, and the room that loads after a crash lets each player catch up once, so the next
// report (an absolute word count) repairs the lanes. A room reloaded with everything written (an
// ordinary eviction) grants nothing. abortAllDurableObjects() stands in for the crash here; the
// Playwright test in tests/restart kills the real runtime.
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { texts } from "~/db/schema";
import { openRoom, roomObject } from "~/models/races/rooms.server";
import { UNWRITTEN_KEY } from "../../../workers/room-storage";
import { createRacer } from "../support/auth";
import { advanceClock, openTypingAt, progressWritten } from "../support/room-clock";
import { roomSocket, type TestSocket } from "../support/sockets";

/** 30 five-letter words: 179 characters, more than one burst (100) of the room's pace. */
const WORDS = Array.from({ length: 30 }, (_, i) => `w${String(i).padStart(2, "0")}ab`);
const LONG_TEXT = WORDS.join(" ");
/** At 250 WPM a five-letter word and its space take 288 ms; the test reports one every 400 ms. */
const WORD_MS = 400;

beforeAll(async () => {
  // The only English race text in this file's database.
  const db = createDb(env.DB);
  await db.update(texts).set({ retiredAt: Date.now() }).where(eq(texts.language, "en"));
  await db.insert(texts).values({ level: "middle", language: "en", body: LONG_TEXT });
});
afterEach(() => vi.useRealTimers());

async function racingRoom() {
  const host = await createRacer({ name: "Хост Сэргээх" });
  const joiner = await createRacer({ name: "Тоглогч Сэргээх" });
  const { roomId } = await openRoom(env, host.user, "en");
  const hostSocket = await roomSocket(roomId, host.cookie);
  await hostSocket.waitFor("roomState");
  hostSocket.send({ type: "inviteTo", roomId, userId: joiner.user.id });
  await hostSocket.waitFor("invited");
  const joinerSocket = await roomSocket(roomId, joiner.cookie);
  await joinerSocket.waitFor("roomState");
  joinerSocket.send({ type: "joinRoom", roomId });
  await hostSocket.waitFor("newPlayer");
  hostSocket.send({ type: "startGame", roomId });
  const start = await joinerSocket.waitFor("start");
  expect(start.text).toBe(LONG_TEXT);
  const stub = roomObject(env, roomId);
  await openTypingAt(stub, start.startsAt + 1_000, hostSocket);
  return { roomId, host, joiner, hostSocket, joinerSocket, stub, start };
}

/** The joiner reports `count` words one by one at a person's pace; the host sees each. */
async function typeWords(roomId: string, from: number, count: number, joiner: TestSocket, host: TestSocket) {
  for (let words = from + 1; words <= from + count; words++) {
    advanceClock(WORD_MS);
    joiner.send({ type: "write", roomId, words, typed: [WORDS[words - 1]] });
    await host.waitFor("lanes", (m) => m.lanes.some((l) => l.percent === Math.floor((words / WORDS.length) * 100)));
  }
}

const unwrittenSince = (stub: DurableObjectStub) => runInDurableObject(env.RACE_ROOM.get(stub.id), (_o, s) => s.storage.get<number>(UNWRITTEN_KEY));

describe("a room back from a crash", () => {
  it("lets a player whose unwritten words were lost catch up at once", async () => {
    const { roomId, host: hostUser, joiner, hostSocket, joinerSocket, stub } = await racingRoom();
    const spellBegan = Date.now() + WORD_MS;
    await typeWords(roomId, 0, 25, joinerSocket, hostSocket);
    // 25 words (149 characters) reported, none written yet: the spell is marked, once, from its first word.
    expect(await unwrittenSince(stub)).toBe(spellBegan);

    await abortAllDurableObjects();
    advanceClock(5_000); // the runtime is down for a while

    const back = await roomSocket(roomId, joiner.cookie);
    const state = await back.waitFor("roomState");
    expect(state.room.players.find((p) => p.id === joiner.user.id)?.words).toBe(0);
    const host = await roomSocket(roomId, hostUser.cookie);
    await host.waitFor("roomState");
    // The page resends everything the room lost (catchUpReports): 25 words in two reports of ≤ 20.
    back.send({ type: "write", roomId, words: 20, typed: WORDS.slice(0, 20) });
    back.send({ type: "write", roomId, words: 25, typed: WORDS.slice(20, 25) });
    expect(await host.waitFor("lanes", (m) => m.lanes.some((l) => l.percent === 83))).toMatchObject({ lanes: [{ userId: joiner.user.id, percent: 83 }] });
    // The old spell's mark went with the load; the catch-up began a new spell (a crash now would lose only it).
    expect(await unwrittenSince(stub)).toBe(Date.now());
    // The player goes on typing.
    await typeWords(roomId, 25, 3, back, host);
  });

  it("an ordinary reload with everything written grants no catch-up: a jump past the burst is refused", async () => {
    const { roomId, joiner, hostSocket, joinerSocket, stub } = await racingRoom();
    await typeWords(roomId, 0, 5, joinerSocket, hostSocket);
    advanceClock(2_100); // then the room is quiet and writes
    await progressWritten(stub, joiner.user.id, 5);
    expect(await unwrittenSince(stub)).toBeUndefined();

    await abortAllDurableObjects();
    advanceClock(60_000);

    const back = await roomSocket(roomId, joiner.cookie);
    const state = await back.waitFor("roomState");
    expect(state.room.players.find((p) => p.id === joiner.user.id)?.words).toBe(5);
    // 20 words (119 characters) at once: more than a person's burst, and nothing was lost to excuse it.
    back.send({ type: "write", roomId, words: 25, typed: WORDS.slice(20, 25) });
    expect(await back.waitFor("error", (m) => m.for === "write")).toMatchObject({ code: "impossible" });
  });
});
