// The shapes the socket protocol's frames are made of (protocol.ts): users, players, rooms, results,
// and the bounds they are checked against. Split from protocol.ts by concern; protocol.ts re-exports them.
import { z } from "zod";

/** A public room's seats (SPEC §4 Room); a room's own capacity is a field of its state (race-room-state.ts). */
export const PUBLIC_ROOM_CAPACITY = 5;
/** The largest room there is: a class race (issue 31), as many as a class has students. */
export const MAX_ROOM_CAPACITY = 60;
/** A host's snapshot carries at most this many waiting join requests (the newest). */
export const SNAPSHOT_REQUESTS_MAX = 20;

// ── shared shapes ────────────────────────────────────────────────────────────────────────────
/** A positive whole id, and a moment in ms since 1970: the two numbers most frames carry. */
export const IdSchema = z.number().int().positive();
export const EpochSchema = z.number().int().nonnegative();
const Id = IdSchema;
const Epoch = EpochSchema;
/** Room ids are short codes (see newRoomId); the socket route accepts the same alphabet. */
export const RoomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const RaceLanguageSchema = z.enum(["mn", "en"]);
export type RaceLanguage = z.infer<typeof RaceLanguageSchema>;

/** What other players may see of a user (SPEC §3 Room players, room list item, friend). */
export const PublicUserSchema = z.object({
  id: Id,
  name: z.string().max(200),
  image: z.string().max(2_000).nullable(),
  rankImage: z.string().max(200),
  avgWpm: z.number().int().nonnegative(),
  avgPercent: z.number().int().min(0).max(100),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const RoomPlayerSchema = PublicUserSchema.extend({
  /** Words done / total words, whole percent. */
  percent: z.number().int().min(0).max(100),
  /** Words done (a reloaded page resumes typing here). */
  words: z.number().int().nonnegative(),
  /** 0 while not finished (the client shows a spinner). */
  place: z.number().int().min(0).max(MAX_ROOM_CAPACITY),
  wpm: z.number().int().nonnegative(),
  /** Left the race after it started: kept in the lanes, not waited for. */
  left: z.boolean(),
});
export type RoomPlayer = z.infer<typeof RoomPlayerSchema>;

export const RoomStatusSchema = z.enum(["waiting", "racing", "finished", "cancelled"]);
export type RoomStatus = z.infer<typeof RoomStatusSchema>;

export const RoomViewSchema = z.object({
  roomId: RoomIdSchema,
  hostId: Id,
  language: RaceLanguageSchema,
  status: RoomStatusSchema,
  players: z.array(RoomPlayerSchema).max(MAX_ROOM_CAPACITY),
  /** Seats: 5 in a public room, up to 60 in a class race. Absent from rooms stored before it existed. */
  capacity: z.number().int().min(1).max(MAX_ROOM_CAPACITY).optional(),
  /** Set for a class race: the teacher is the host and watches; the class's students join. */
  classId: Id.optional(),
  text: z.string().nullable(),
  startsAt: Epoch.nullable(),
  deadline: Epoch.nullable(),
});
export type RoomView = z.infer<typeof RoomViewSchema>;

export const RoomListItemSchema = z.object({
  roomId: RoomIdSchema,
  language: RaceLanguageSchema,
  host: PublicUserSchema,
  total: z.number().int().min(0).max(PUBLIC_ROOM_CAPACITY),
  createdAt: Epoch,
});
export type RoomListItem = z.infer<typeof RoomListItemSchema>;

export const ResultRowSchema = z.object({
  userId: Id,
  place: z.number().int().min(0).max(MAX_ROOM_CAPACITY),
  percent: z.number().int().min(0).max(100),
  wpm: z.number().int().nonnegative(),
});
