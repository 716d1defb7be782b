// The room calls of SPEC §7 (check-room, get-players, get-room, create-room, get-all-room,
// get-players-room, selected-text) and last-races: request and response schemas. The routes validate
// requests with these; the browser parses every answer with them.
import { z } from "zod";
import { defineContract, NoFieldsSchema, RefusalSchema } from "../contracts/contract";
import { PUBLIC_ROOM_CAPACITY, PublicUserSchema, RaceLanguageSchema, RoomIdSchema, RoomListItemSchema, RoomPlayerSchema } from "./protocol";
import { raceLanguageFromSegment } from "./race-rules";

const Count = z.number().int().nonnegative();
const Epoch = z.number().int().nonnegative();

export const RoomIdRequestSchema = z.object({ roomId: RoomIdSchema });

/** A bad room code: a message, with the empty answer older clients expect beside it. */
const BadRoomSchema = RefusalSchema;

export const checkRoomContract = defineContract({
  name: "room.check-room",
  path: "/api/room/check-room",
  access: "plan",
  request: RoomIdRequestSchema,
  responses: {
    /** data: the number of players in a room that can still be joined (0 = no). */
    200: z.object({ result: z.literal(true), data: z.number().int().min(0).max(PUBLIC_ROOM_CAPACITY) }),
    400: BadRoomSchema.extend({ data: z.literal(0) }),
  },
});

export const getPlayersContract = defineContract({
  name: "room.get-players",
  path: "/api/room/get-players",
  access: "plan",
  request: RoomIdRequestSchema,
  responses: {
    200: z.object({ result: z.literal(true), data: z.array(RoomPlayerSchema).max(PUBLIC_ROOM_CAPACITY) }),
    400: BadRoomSchema.extend({ data: z.tuple([]) }),
    404: z.object({ result: z.literal(false), data: z.tuple([]) }),
  },
});

export const getRoomContract = defineContract({
  name: "room.get-room",
  path: "/api/room/get-room",
  access: "user",
  request: NoFieldsSchema,
  responses: {
    /** The open room the learner is in, or data 0. */
    200: z.object({ result: z.literal(true), data: z.union([z.literal(0), z.object({ roomId: RoomIdSchema })]) }),
  },
});

/** The spec sends no payload; a language (mn/en, or the route's eng/мон) may be given, Mongolian by default. */
export const CreateRoomRequestSchema = z.object({
  language: z
    .string()
    .optional()
    .transform((l) => (l === undefined ? "mn" : l === "mn" || l === "en" ? l : raceLanguageFromSegment(l)))
    .pipe(RaceLanguageSchema),
});

export const createRoomContract = defineContract({
  name: "room.create-room",
  path: "/api/room/create-room",
  access: "plan",
  request: CreateRoomRequestSchema,
  responses: {
    /** A learner already in an open room gets that one back (existing). */
    200: z.object({ result: z.literal(true), roomId: RoomIdSchema, existing: z.boolean() }),
    400: RefusalSchema,
  },
});

export const allRoomsContract = defineContract({
  name: "room.get-all-room",
  methods: ["POST", "GET"],
  path: "/api/room/get-all-room",
  access: "public",
  input: "json",
  request: NoFieldsSchema,
  responses: { 200: z.object({ result: z.literal(true), data: z.array(RoomListItemSchema) }) },
});

export const playersRoomContract = defineContract({
  name: "room.get-players-room",
  methods: ["POST", "GET"],
  path: "/api/room/get-players-room",
  access: "optional",
  input: "json",
  request: NoFieldsSchema,
  /** Whom a host can invite: friends online now; a guest gets none. */
  responses: { 200: z.object({ result: z.literal(true), data: z.array(PublicUserSchema) }) },
});

export const selectedTextContract = defineContract({
  name: "text.selected-text",
  path: "/api/text/selected-text",
  access: "plan",
  request: RoomIdRequestSchema,
  responses: {
    /** The text the room chose at the start (null before), the same for every player. */
    200: z.object({ result: z.literal(true), text: z.string().nullable() }),
    400: BadRoomSchema.extend({ text: z.null() }),
    /** Not a player of that room (or no such room). */
    403: z.object({ result: z.literal(false), text: z.null() }),
  },
});

/** SPEC §7 last-races: data = online races, main = prize races. */
export const OnlineRaceSchema = z.object({ roomId: RoomIdSchema, percent: Count, wpm: Count, place: Count, date: Epoch });
export const PrizeRaceEntrySchema = z.object({
  raceId: z.number().int().positive(),
  name: z.string(),
  image: z.string().nullable(),
  wpm: Count,
  date: Epoch,
  /** 1 while the race is still open. */
  active: z.union([z.literal(0), z.literal(1)]),
});
export const LastRacesSchema = z.object({ data: z.array(OnlineRaceSchema), main: z.array(PrizeRaceEntrySchema) });
export type LastRaces = z.infer<typeof LastRacesSchema>;

export const lastRacesContract = defineContract({
  name: "user.last-races",
  path: "/api/user/last-races",
  access: "user",
  request: NoFieldsSchema,
  responses: { 200: LastRacesSchema.extend({ result: z.literal(true) }) },
});

export const ROOM_CONTRACTS = [
  checkRoomContract,
  getPlayersContract,
  getRoomContract,
  createRoomContract,
  allRoomsContract,
  playersRoomContract,
  selectedTextContract,
  lastRacesContract,
] as const;
