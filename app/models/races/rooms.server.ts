// Online rooms in D1: the room row (for history and the results' foreign key), the race text, and
// results written once per player. Live state lives in the RaceRoom Durable Object, not here.
import { secureRandom } from "~/utils/secure-random";
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { RaceLanguage, RoomStatus } from "~/core/races/protocol";
import type { PublicUser } from "~/core/races/protocol";
import type { LastRaces } from "~/core/races/room-api";
import { publicName } from "~/core/classes/public-name";
import { newRoomId, toPublicUser } from "~/core/races/race-rules";
import type { ResultRecord } from "~/core/races/race-room";
import { createDb, type Db } from "~/db/client.server";
import type { AuthUser } from "~/models/accounts/sessions.server";
import { avatarUrl } from "~/utils/avatar";

/**
 * A users row as other players see it, with a ready-to-use avatar URL. The one place a user becomes
 * what rooms, the lobby's online list and invitations show to others: a class account shows as
 * "Болд Б." without its picture (ADR 038).
 */
export function publicUserOf(row: Pick<AuthUser, "id" | "name" | "image" | "points" | "avgWpm" | "avgPercent" | "classAccount">): PublicUser {
  return toPublicUser({ ...row, name: publicName(row), image: row.classAccount ? null : avatarUrl(row.image) });
}
import { pointGrants, prizeRaceResults, prizeRaces, roomResults, rooms, texts, users } from "~/db/schema";
import { objectNamed } from "~/services/object-placement.server";
import { roomOfUser } from "./lobby-shards.server";

export const roomObject = (env: Env, roomId: string) => objectNamed(env.RACE_ROOM, roomId);

/**
 * create-room: a user already in an open room gets that room back (one room at a time); otherwise a new
 * room with a fresh code, its D1 row first (results reference it), then its Durable Object.
 */
export async function openRoom(env: Env, host: AuthUser, language: RaceLanguage): Promise<{ roomId: string; existing: boolean }> {
  const current = await roomOfUser(env, host.id);
  if (current) return { roomId: current, existing: true };
  const db = createDb(env.DB);
  for (let attempt = 0; attempt < 5; attempt++) {
    const roomId = newRoomId(secureRandom);
    if (!(await insertRoomRow(db, { id: roomId, hostId: host.id, language, createdAt: Date.now() }))) continue;
    const created = await roomObject(env, roomId).create({ roomId, host: publicUserOf(host), language });
    if (created.ok) return { roomId, existing: false };
  }
  throw new Error("No free room id after 5 attempts");
}

export async function insertRoomRow(db: Db, row: { id: string; hostId: number; language: RaceLanguage; createdAt: number }): Promise<boolean> {
  const inserted = await db
    .insert(rooms)
    .values({ ...row, status: "waiting" })
    .onConflictDoNothing()
    .returning({ id: rooms.id });
  return inserted.length === 1;
}

export async function updateRoomRow(db: Db, roomId: string, patch: { status: RoomStatus; textId?: number; startedAt?: number; endedAt?: number }) {
  await db.update(rooms).set(patch).where(eq(rooms.id, roomId));
}

/** A race text for the language, the same for every player: sentence texts first, simple ones if there are none. */
export async function pickRaceText(db: Db, language: RaceLanguage): Promise<{ id: number; body: string } | null> {
  const row = await db
    .select({ id: texts.id, body: texts.body })
    .from(texts)
    .where(and(eq(texts.language, language), inArray(texts.level, ["middle", "begin"]), isNull(texts.retiredAt)))
    .orderBy(sql`${texts.level} = 'middle' DESC`, sql`random()`)
    .limit(1)
    .get();
  return row ?? null;
}

export async function textBody(db: Db, textId: number): Promise<string | null> {
  const row = await db.select({ body: texts.body }).from(texts).where(eq(texts.id, textId)).get();
  return row?.body ?? null;
}

const RESULT_ROWS_PER_STATEMENT = 14;

/**
 * The results and their points, in one transaction. The primary key (room, user) makes a second write
 * of the same result a no-op, and the ledger's (room, roomId, user) key pays each player once per race:
 * the points move only while that grant row does not exist yet (ADR 034).
 */
export async function saveRoomResults(db: Db, roomId: string, rows: readonly ResultRecord[]) {
  if (rows.length === 0) return;
  const paid = rows.filter((r) => r.point > 0);
  const grantOf = (userId: number) => sql`EXISTS (SELECT 1 FROM point_grants g WHERE g.source = 'room' AND g.source_id = ${roomId} AND g.user_id = ${userId})`;
  // D1 binds at most 100 values a statement: 7 columns a row, so a class race's 60 results go 14 rows a statement.
  const inserts = [];
  for (let i = 0; i < rows.length; i += RESULT_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + RESULT_ROWS_PER_STATEMENT);
    inserts.push(
      db
        .insert(roomResults)
        .values(
          chunk.map((r) => ({ roomId, userId: r.userId, percent: r.percent, wpm: r.wpm, accuracy: r.accuracy, place: r.place, finishedAt: r.finishedAt })),
        )
        .onConflictDoNothing(),
    );
  }
  await db.batch([
    inserts[0],
    ...inserts.slice(1),
    ...paid.flatMap((r) => [
      db
        .update(users)
        .set({ points: sql`${users.points} + ${r.point}` })
        .where(and(eq(users.id, r.userId), sql`NOT ${grantOf(r.userId)}`)),
      db.insert(pointGrants).values({ userId: r.userId, source: "room", sourceId: roomId, points: r.point, createdAt: r.finishedAt }).onConflictDoNothing(),
    ]),
  ]);
}

export async function roomRow(db: Db, roomId: string) {
  return (await db.select().from(rooms).where(eq(rooms.id, roomId)).get()) ?? null;
}

/** SPEC §7 last-races: online races (data) and prize races (main), newest first. */
export async function lastRaces(db: Db, userId: number, limit = 50): Promise<LastRaces> {
  const online = await db
    .select({ roomId: roomResults.roomId, percent: roomResults.percent, wpm: roomResults.wpm, place: roomResults.place, date: roomResults.finishedAt })
    .from(roomResults)
    .where(eq(roomResults.userId, userId))
    .orderBy(desc(roomResults.finishedAt))
    .limit(limit);
  const prize = await db
    .select({
      raceId: prizeRaces.id,
      name: prizeRaces.name,
      image: prizeRaces.image,
      active: prizeRaces.active,
      endAt: prizeRaces.endAt,
      wpm: prizeRaceResults.bestWpm,
      date: prizeRaceResults.updatedAt,
    })
    .from(prizeRaceResults)
    .innerJoin(prizeRaces, eq(prizeRaces.id, prizeRaceResults.raceId))
    .where(eq(prizeRaceResults.userId, userId))
    .orderBy(desc(prizeRaceResults.updatedAt))
    .limit(limit);
  const now = Date.now();
  return {
    data: online,
    main: prize.map(({ endAt, active, ...r }) => ({ ...r, active: active && endAt > now ? (1 as const) : (0 as const) })),
  };
}

/**
 * Rooms where this user may still hold a socket once the lobby no longer lists them: races under way
 * (anyone may be in one; their members are known to the room only) and finished rooms whose results
 * the user is still looking at. Bounded by the race's length and the room's clean-up delay.
 */
export async function liveRoomIdsFor(db: Db, userId: number, now: number, raceSpanMs: number, lingerMs: number): Promise<string[]> {
  const racing = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.status, "racing"), gt(rooms.startedAt, now - raceSpanMs)))
    .limit(100);
  const finished = await db
    .select({ id: roomResults.roomId })
    .from(roomResults)
    .where(and(eq(roomResults.userId, userId), gt(roomResults.finishedAt, now - lingerMs)))
    .limit(10);
  return [...new Set([...racing, ...finished].map((r) => r.id))];
}
