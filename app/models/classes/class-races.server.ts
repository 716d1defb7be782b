// Class races in D1 (issue 31 §2, ADR 042): the room row carries its class; the class's open race is
// its newest row still waiting or racing; the last race is its newest finished row with the results.
// The live race is a RaceRoom object like any room (workers/race-room.ts).
import { and, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { classAccountPublicName } from "~/core/classes/public-name";
import { classRaceRoomId, raceTextLevels } from "~/core/classes/class-race";
import { newRoomId } from "~/core/races/race-rules";
import type { Db } from "~/db/client.server";
import { classes, roomResults, rooms, texts, users } from "~/db/schema";
import { roomObject } from "~/models/races/rooms.server";
import { secureRandom } from "~/utils/secure-random";

/** A new class race: its D1 row first (results reference it), then its object. The teacher hosts. */
export async function openClassRace(env: Env, db: Db, found: { id: number; teacherId: number; curriculum: "mn" | "en" }): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const roomId = classRaceRoomId(found.id, newRoomId(secureRandom, 8));
    const inserted = await db
      .insert(rooms)
      .values({ id: roomId, hostId: found.teacherId, language: found.curriculum, status: "waiting", createdAt: Date.now(), classId: found.id })
      .onConflictDoNothing()
      .returning({ id: rooms.id });
    if (inserted.length !== 1) continue;
    const created = await roomObject(env, roomId).createClassRace({ roomId, teacherId: found.teacherId, classId: found.id, language: found.curriculum });
    if (created.ok) return roomId;
  }
  throw new Error("No free class race id after 5 attempts");
}

/** A class race's room row (null: no such race, or not a class race). */
export async function classRaceRow(db: Db, roomId: string) {
  const row = await db.select({ id: rooms.id, classId: rooms.classId, status: rooms.status }).from(rooms).where(eq(rooms.id, roomId)).get();
  return row && row.classId !== null ? { ...row, classId: row.classId } : null;
}

/** The class's race that students can still open (waiting or racing), newest first. */
export async function openRaceOf(db: Db, classId: number): Promise<{ roomId: string; status: "waiting" | "racing" } | null> {
  const row = await db
    .select({ roomId: rooms.id, status: rooms.status })
    .from(rooms)
    .where(and(eq(rooms.classId, classId), inArray(rooms.status, ["waiting", "racing"])))
    .orderBy(desc(rooms.createdAt))
    .get();
  return row && (row.status === "waiting" || row.status === "racing") ? { roomId: row.roomId, status: row.status } : null;
}

/** A text for the class's language and grade, not the one of its previous round when there is another. */
export async function pickClassRaceText(db: Db, classId: number): Promise<{ id: number; body: string } | null> {
  const found = await db.select({ grade: classes.grade, curriculum: classes.curriculum }).from(classes).where(eq(classes.id, classId)).get();
  if (!found) return null;
  const levels = raceTextLevels(found.grade);
  const recent = await db
    .select({ textId: rooms.textId })
    .from(rooms)
    .where(and(eq(rooms.classId, classId), sql`${rooms.textId} IS NOT NULL`))
    .orderBy(desc(rooms.createdAt))
    .limit(3);
  const used = recent.map((r) => r.textId).filter((id): id is number => id !== null);
  const pick = (exclude: number[]) =>
    db
      .select({ id: texts.id, body: texts.body })
      .from(texts)
      .where(
        and(
          eq(texts.language, found.curriculum),
          inArray(texts.level, levels),
          isNull(texts.retiredAt),
          exclude.length > 0 ? notInArray(texts.id, exclude) : undefined,
        ),
      )
      .orderBy(
        sql`CASE ${texts.level} ${sql.join(
          levels.map((l, i) => sql`WHEN ${l} THEN ${i}`),
          sql` `,
        )} END`,
        sql`random()`,
      )
      .limit(1)
      .get();
  return (await pick(used)) ?? (await pick([])) ?? null;
}

export interface LastClassRace {
  roomId: string;
  endedAt: number;
  results: { userId: number; name: string; place: number; wpm: number; accuracy: number; percent: number }[];
}

/** The class's newest finished race with every result, in places (finishers first), short names. */
export async function lastClassRace(db: Db, classId: number): Promise<LastClassRace | null> {
  const room = await db
    .select({ id: rooms.id, endedAt: rooms.endedAt })
    .from(rooms)
    .where(and(eq(rooms.classId, classId), eq(rooms.status, "finished")))
    .orderBy(desc(rooms.createdAt))
    .get();
  if (!room) return null;
  const rows = await db
    .select({
      userId: roomResults.userId,
      name: users.name,
      place: roomResults.place,
      wpm: roomResults.wpm,
      accuracy: roomResults.accuracy,
      percent: roomResults.percent,
    })
    .from(roomResults)
    .innerJoin(users, eq(users.id, roomResults.userId))
    .where(eq(roomResults.roomId, room.id))
    .orderBy(sql`${roomResults.place} = 0`, roomResults.place, desc(roomResults.percent));
  return { roomId: room.id, endedAt: room.endedAt ?? 0, results: rows.map((r) => ({ ...r, name: classAccountPublicName(r.name) })) };
}
