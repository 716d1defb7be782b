// Issue 31 §2 (ADR 042): a class race is a RaceRoom of 60 seats that only the class's teacher (who
// watches) and active students open. The 61st student is refused, a learner outside the class is
// refused (socket and page), and each result reaches D1 once, with the class page's last race.
import { runInDurableObject, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "~/core/races/protocol";
import { CLOSE_NOT_IN_CLASS } from "~/core/races/close-codes";
import type { RoomEvent, RoomOutcome } from "~/core/races/race-room";
import { createDb } from "~/db/client.server";
import { classes, classMembers, roomResults, users } from "~/db/schema";
import { lastClassRace, openClassRace, openRaceOf } from "~/models/classes/class-races.server";
import { lastRaces, roomObject, saveRoomResults } from "~/models/races/rooms.server";
import { createTestUser } from "../support/auth";
import { openTypingAt } from "../support/room-clock";
import { ensureShortTexts, roomSocket, SHORT_TEXTS, sleep } from "../support/sockets";

beforeAll(ensureShortTexts);

const db = () => createDb(env.DB);
const page = (path: string, cookie: string) => SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

async function classWithStudents(count: number) {
  const teacher = await createTestUser({ role: "teacher", name: "Багш Туяа" });
  const cls = await db()
    .insert(classes)
    .values({
      teacherId: teacher.user.id,
      name: "7Б анги",
      grade: 7,
      school: "3-р сургууль",
      curriculum: "mn",
      joinCode: crypto.randomUUID().slice(0, 8).toUpperCase(),
    })
    .returning()
    .get();
  const students = [];
  for (let i = 0; i < count; i++) {
    const s = await createTestUser({ name: `Батын Сурагч${i + 1}` });
    await db().insert(classMembers).values({ classId: cls.id, userId: s.user.id, via: "code", joinedAt: Date.now() });
    students.push(s);
  }
  const roomId = await openClassRace(env, db(), cls);
  return { teacher, cls, students, roomId, stub: roomObject(env, roomId) };
}

describe("a class race", () => {
  it("lets the class's students in under short names, refuses the 61st and anyone outside the class", async () => {
    const { cls, students, roomId, stub } = await classWithStudents(1);
    expect(await openRaceOf(db(), cls.id)).toEqual({ roomId, status: "waiting" });
    // 60 seats taken inside the object (as 60 sockets would), then a real student asks for the 61st.
    await runInDurableObject(stub, async (room) => {
      const apply = (room as unknown as { apply(e: RoomEvent): Promise<RoomOutcome> }).apply.bind(room);
      for (let id = 1_000_001; id <= 1_000_060; id++) {
        const user: PublicUser = { id, name: `С${id}`, image: null, rankImage: "/r.svg", avgWpm: 0, avgPercent: 0 };
        expect((await apply({ kind: "join", user, now: Date.now(), admitted: true })).ok).toBe(true);
      }
    });
    const late = await roomSocket(roomId, students[0].cookie);
    expect((await late.waitFor("roomState")).room).toMatchObject({ capacity: 60, classId: cls.id });
    late.send({ type: "joinRoom", roomId });
    expect(await late.waitFor("error")).toMatchObject({ code: "room_full", for: "joinRoom" });

    const outsider = await createTestUser({ name: "Гадны Хүүхэд" });
    const refused = await roomSocket(roomId, outsider.cookie);
    expect(await refused.waitFor("error")).toMatchObject({ code: "forbidden" });
    expect((await refused.closed).code).toBe(CLOSE_NOT_IN_CLASS);
    expect((await page(`/class-race/${roomId}`, outsider.cookie)).status).toBe(404);
    expect((await page(`/class-race/${roomId}`, students[0].cookie)).status).toBe(200);
  });

  it("the teacher starts and watches; progress comes in lanes; each result is written once; the class page shows the last race", async () => {
    const { teacher, cls, students, roomId, stub } = await classWithStudents(2);
    const watcher = await roomSocket(roomId, teacher.cookie);
    await watcher.waitFor("roomState");
    const sockets = [];
    const names = [];
    for (const s of students) {
      const ws = await roomSocket(roomId, s.cookie);
      await ws.waitFor("roomState");
      ws.send({ type: "joinRoom", roomId });
      names.push((await watcher.waitFor("newPlayer", (m) => m.player.id === s.user.id)).player.name);
      sockets.push(ws);
    }
    expect(names).toEqual(["Сурагч1 Б.", "Сурагч2 Б."]); // "Батын Сурагч1" as the class shows it
    watcher.send({ type: "startGame", roomId });
    const start = await watcher.waitFor("start");
    expect(start.text).toBe(SHORT_TEXTS.mn);
    await openTypingAt(stub, start.startsAt + 1_500, watcher);
    const words = SHORT_TEXTS.mn.split(" ");
    for (const [i, ws] of sockets.entries()) {
      for (let n = 1; n < words.length; n++) ws.send({ type: "write", roomId, words: n, typed: [words[n - 1]] });
      await watcher.waitFor("lanes", (m) => m.lanes.some((l) => l.userId === students[i].user.id && l.percent === 80));
      ws.send({ type: "finishPlayer", roomId, typed: [words.at(-1)!] });
      expect(await watcher.waitFor("onFinish", (m) => m.userId === students[i].user.id)).toMatchObject({ place: i + 1, point: 0 });
    }
    expect(await watcher.waitFor("endGame")).toMatchObject({ reason: "allFinished" });
    // The results reach D1 just after the frames (the end's effects run after they are sent).
    let rows = await db().select().from(roomResults).where(eq(roomResults.roomId, roomId));
    for (let tries = 0; rows.length < 2 && tries < 80; tries++) {
      await sleep(25);
      rows = await db().select().from(roomResults).where(eq(roomResults.roomId, roomId));
    }
    expect(rows.map((r) => [r.userId, r.place]).sort()).toEqual(students.map((s, i) => [s.user.id, i + 1]).sort());
    // A replayed save (a restart before the room wrote "saved") adds nothing.
    await saveRoomResults(
      db(),
      roomId,
      rows.map((r) => ({ ...r, point: 0 })),
    );
    expect(await db().select().from(roomResults).where(eq(roomResults.roomId, roomId))).toHaveLength(2);

    const last = await lastClassRace(db(), cls.id);
    expect(last?.results.map((r) => [r.name, r.place])).toEqual([
      ["Сурагч1 Б.", 1],
      ["Сурагч2 Б.", 2],
    ]);
    // The student's race history (last-races) holds the class race.
    expect((await lastRaces(db(), students[0].user.id)).data.map((r) => r.roomId)).toContain(roomId);
  });

  it("is cancelled by its teacher while it waits (everyone is told, the class no longer offers it), never by a student", async () => {
    const { teacher, cls, students, roomId } = await classWithStudents(1);
    const student = await roomSocket(roomId, students[0].cookie);
    await student.waitFor("roomState");
    student.send({ type: "joinRoom", roomId });
    await student.waitFor("newPlayer");
    student.send({ type: "deleteRoom", roomId });
    expect(await student.waitFor("error")).toMatchObject({ code: "not_host", for: "deleteRoom" });
    expect(await openRaceOf(db(), cls.id)).toEqual({ roomId, status: "waiting" });

    const watcher = await roomSocket(roomId, teacher.cookie);
    await watcher.waitFor("roomState");
    watcher.send({ type: "deleteRoom", roomId });
    expect(await student.waitFor("deletedRoom")).toMatchObject({ roomId, reason: "cancelled" });
    expect(await watcher.waitFor("deletedRoom")).toMatchObject({ reason: "cancelled" });
    let open = await openRaceOf(db(), cls.id);
    for (let tries = 0; open !== null && tries < 80; tries++) {
      await sleep(25);
      open = await openRaceOf(db(), cls.id);
    }
    expect(open).toBeNull();
  });

  it("writes a whole class's results in one batch, each once (D1 binds at most 100 values a statement)", async () => {
    const { roomId } = await classWithStudents(0);
    const made: { id: number }[] = [];
    for (let i = 0; i < 40; i += 8) {
      const rows = Array.from({ length: 8 }, (_, k) => ({ name: `Сурагч ${i + k}`, email: `race-${crypto.randomUUID()}@example.mn` }));
      made.push(...(await db().insert(users).values(rows).returning({ id: users.id })));
    }
    const results = made.map((u, i) => ({ userId: u.id, percent: 100, wpm: 30 + i, accuracy: 97, place: i + 1, finishedAt: Date.now(), point: 0 }));
    await saveRoomResults(db(), roomId, results);
    await saveRoomResults(db(), roomId, results);
    expect(await db().select().from(roomResults).where(eq(roomResults.roomId, roomId))).toHaveLength(40);
  });
});
