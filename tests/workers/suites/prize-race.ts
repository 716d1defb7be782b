import { abortAllDurableObjects, createExecutionContext, createScheduledController, runDurableObjectAlarm, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PRIZE_NOTIFY_MS } from "~/core/races/prize-race";
import type { ServerMessage } from "~/core/races/protocol";
import { createDb } from "~/db/client.server";
import { notifications, prizeRaceResults, prizeRaces } from "~/db/schema";
import { closePrizeRace, raceClosedNotice } from "~/models/races/prize-standings.server";
import worker from "../../../workers/entry";
import { createTestUser } from "../support/auth";
import { openSocket } from "../support/sockets";

const db = () => createDb(env.DB);
const prizeObject = (raceId: number) => env.PRIZE_RACE.get(env.PRIZE_RACE.idFromName(String(raceId)));
const prizeSocket = (raceId: number, cookie?: string) => openSocket(`/ws/prize/${raceId}`, "prize", cookie ? { Cookie: cookie } : {});

async function createRace(endAt: number, name = "Өвлийн шагналт уралдаан") {
  return db()
    .insert(prizeRaces)
    .values({ name, minPoint: 0, maxPoint: 1_000, limitWpm: 200, startAt: Date.now() - 60_000, endAt })
    .returning()
    .get();
}

/** What the upgrade-gift-race-wpm call does: the best goes to D1 first, then the object hears of it. */
async function recordAttempt(race: { id: number; endAt: number }, user: { id: number; name: string; image: string | null }, wpm: number, at = Date.now()) {
  await db()
    .insert(prizeRaceResults)
    .values({ raceId: race.id, userId: user.id, bestWpm: wpm, bestAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [prizeRaceResults.raceId, prizeRaceResults.userId],
      set: { bestWpm: wpm, bestAt: at, updatedAt: at },
      setWhere: eq(prizeRaceResults.bestWpm, prizeRaceResults.bestWpm), // tests only ever improve
    });
  return prizeObject(race.id).attemptRecorded({ raceId: race.id, endAt: race.endAt, user: { ...user, stage: 7 }, wpm, at });
}

async function learner(name: string) {
  const u = await createTestUser({ name });
  return { ...u, pub: { id: u.user.id, name, image: null } };
}

describe("the live board", () => {
  it("a viewer gets the board on connect, then the changes batched in one raceNotify", async () => {
    const race = await createRace(Date.now() + 3_600_000);
    const [a, b, c] = await Promise.all([learner("Анар"), learner("Болд"), learner("Цэцэг")]);
    await recordAttempt(race, a.pub, 40, 1_000);
    const guest = await prizeSocket(race.id);
    const first = await guest.waitFor("raceBoard");
    expect(first).toMatchObject({ raceId: race.id, you: null, closed: false, total: 1, endAt: race.endAt });
    expect(first.users).toEqual([{ id: a.user.id, name: "Анар", image: null, stage: 7, wpm: 40, at: 1_000, place: 1 }]);

    const mine = await prizeSocket(race.id, c.cookie);
    expect((await mine.waitFor("raceBoard")).you).toBe(c.user.id);

    // Two finishes at the same moment (sent together, so a loaded machine cannot split them over two batches).
    expect(await Promise.all([recordAttempt(race, b.pub, 70, 2_000), recordAttempt(race, c.pub, 55, 3_000)])).toEqual([{ ok: true }, { ok: true }]);
    // (Анар's first attempt, moments before, may ride in the same batch.)
    const batch = await guest.waitFor("raceNotify", (m) => m.users.some((u) => u.id === b.user.id));
    // Both finishes in one frame.
    expect(batch).toMatchObject({ raceId: race.id, total: 3 });
    expect(batch.users.filter((u) => u.id !== a.user.id).map((u) => [u.id, u.wpm, u.place, u.stage])).toEqual([
      [b.user.id, 70, 1, 7],
      [c.user.id, 55, 2, 7],
    ]);
    // No second frame for them. (Анар's frame, if it went out alone before they finished, is still
    // unread in the queue: under load the 250-ms batch can close between two calls.)
    const about =
      (...ids: number[]) =>
      (m: ServerMessage) =>
        m.type === "raceNotify" && m.users.some((u) => ids.includes(u.id));
    expect(await guest.receivesNo("raceNotify", { where: about(b.user.id, c.user.id), ms: PRIZE_NOTIFY_MS * 2 })).toBe(true);
    expect((await mine.waitFor("raceNotify", (m) => m.users.some((u) => u.id === c.user.id))).users.find((u) => u.id === c.user.id)).toMatchObject({
      place: 2,
    });

    // A worse attempt is not news.
    await recordAttempt(race, b.pub, 60, 4_000);
    expect(await guest.receivesNo("raceNotify", { where: about(b.user.id), ms: PRIZE_NOTIFY_MS * 2 })).toBe(true);
  });

  it("keeps the board over a reload of the object", async () => {
    const race = await createRace(Date.now() + 3_600_000);
    const a = await learner("Дорж");
    await recordAttempt(race, a.pub, 66, 5_000);
    // D1 loses the row: what the object shows after the reload comes from its own storage.
    await db().delete(prizeRaceResults).where(eq(prizeRaceResults.raceId, race.id));
    await abortAllDurableObjects();
    expect(await prizeObject(race.id).board()).toMatchObject({ closed: false, rows: [{ id: a.user.id, wpm: 66, stage: 7, place: 1 }] });
    const viewer = await prizeSocket(race.id);
    expect((await viewer.waitFor("raceBoard")).users.map((u) => u.wpm)).toEqual([66]);
  });

  it("refuses a socket for a race that does not exist", async () => {
    const s = await prizeSocket(999_999);
    expect(await s.waitFor("error")).toMatchObject({ code: "not_found" });
    expect((await s.closed).code).toBe(4404);
  });
});

describe("closing", () => {
  it("the alarm at endAt writes places and one notification per participant, once, and viewers get the final board", async () => {
    // The alarm is run at once below; it acts for its scheduled moment (endAt), so the end can be near.
    const race = await createRace(Date.now() + 2_000, "Хаврын уралдаан");
    const [a, b] = await Promise.all([learner("Эрдэнэ"), learner("Жаргал")]);
    await recordAttempt(race, a.pub, 50, 1_000);
    await recordAttempt(race, b.pub, 90, 2_000);
    const viewer = await prizeSocket(race.id, a.cookie);
    await viewer.waitFor("raceBoard");
    const stub = prizeObject(race.id);
    expect(await runDurableObjectAlarm(stub)).toBe(true);

    const final = await viewer.waitFor("raceBoard", (m) => m.closed);
    expect(final.users.map((u) => [u.id, u.place])).toEqual([
      [b.user.id, 1],
      [a.user.id, 2],
    ]);
    const places = await db().select().from(prizeRaceResults).where(eq(prizeRaceResults.raceId, race.id)).orderBy(prizeRaceResults.place);
    expect(places.map((r) => [r.userId, r.place])).toEqual([
      [b.user.id, 1],
      [a.user.id, 2],
    ]);
    const notes = await db().select().from(notifications).where(eq(notifications.raceId, race.id));
    expect(notes).toHaveLength(2);
    expect(notes.find((n) => n.userId === a.user.id)).toMatchObject({
      type: "race",
      ckey: `prize:${race.id}`,
      value: 2,
      ...raceClosedNotice("Хаврын уралдаан", 2),
    });
    expect(raceClosedNotice("Хаврын уралдаан", 2).message).toBe("«Хаврын уралдаан» уралдаанд та 2-р байр эзэллээ.");
    const row = await db().select().from(prizeRaces).where(eq(prizeRaces.id, race.id)).get();
    expect(row).toMatchObject({ active: false });
    expect(row!.closedAt).not.toBeNull();

    // No second close: no alarm left, attempts refused, a direct second call writes nothing.
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    expect(await stub.attemptRecorded({ raceId: race.id, endAt: race.endAt, user: { ...a.pub, stage: 1 }, wpm: 120, at: Date.now() })).toMatchObject({
      ok: false,
    });
    expect(await closePrizeRace(db(), race.id, Date.now())).toEqual({ closed: false });
    expect(await db().select().from(notifications).where(eq(notifications.raceId, race.id))).toHaveLength(2);
  });

  it("closePrizeRace called twice at once closes once", async () => {
    const race = await createRace(Date.now() - 1_000);
    const a = await learner("Сараа");
    await db().insert(prizeRaceResults).values({ raceId: race.id, userId: a.user.id, bestWpm: 44, bestAt: 1, updatedAt: 1 });
    const now = Date.now();
    const results = await Promise.all([closePrizeRace(db(), race.id, now), closePrizeRace(db(), race.id, now + 1), closePrizeRace(db(), race.id, now)]);
    expect(results.filter((r) => r.closed)).toHaveLength(1);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.raceId, race.id), eq(notifications.userId, a.user.id)));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ value: 1, ckey: `prize:${race.id}` });
  });

  it("does not close a race before its end", async () => {
    const race = await createRace(Date.now() + 60_000);
    expect(await closePrizeRace(db(), race.id, Date.now())).toEqual({ closed: false });
    expect((await db().select().from(prizeRaces).where(eq(prizeRaces.id, race.id)).get())!.closedAt).toBeNull();
  });

  it("the cron closes a race nobody watched or played at its end", async () => {
    const race = await createRace(Date.now() - 5_000, "Мартагдсан уралдаан");
    const a = await learner("Тулга");
    await db().insert(prizeRaceResults).values({ raceId: race.id, userId: a.user.id, bestWpm: 61, bestAt: 1, updatedAt: 1 });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const row = await db().select().from(prizeRaces).where(eq(prizeRaces.id, race.id)).get();
    expect(row!.closedAt).not.toBeNull();
    expect((await db().select().from(prizeRaceResults).where(eq(prizeRaceResults.raceId, race.id)).get())!.place).toBe(1);
    expect(await db().select().from(notifications).where(eq(notifications.raceId, race.id))).toHaveLength(1);
  });
});
