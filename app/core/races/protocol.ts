// The socket protocol shared by the browser and the Durable Objects. Every frame is JSON text,
// parsed with these schemas on both ends; a frame that does not parse is answered with an error frame.
// `type` values keep the realtime event names of SPEC §7 (joinRoom, inviteGame …); SPEC's per-word onWrite became the
// coalesced `lanes` frame (ADR 042).
import { z } from "zod";
import { NotificationSchema } from "../social/notifications";
import { prizeClientMessages, prizeServerMessages } from "./prize-protocol";
import { classClientMessages, classServerMessages } from "../classes/class-live-protocol";
import { hasControlCharacters } from "../accounts/visible-text";
import {
  EpochSchema as Epoch,
  IdSchema as Id,
  MAX_ROOM_CAPACITY,
  PUBLIC_ROOM_CAPACITY,
  PublicUserSchema,
  RaceLanguageSchema,
  ResultRowSchema,
  RoomIdSchema,
  RoomListItemSchema,
  RoomPlayerSchema,
  RoomViewSchema,
  SNAPSHOT_REQUESTS_MAX,
} from "./protocol-shapes";

export * from "./protocol-shapes";

export const PROTOCOL_VERSION = 1;
/** Client frames larger than this are refused before parsing. */
export const MAX_FRAME_BYTES = 4_096;
/** Server frames may carry a race text and up to 60 players, so they get more room. */
export const MAX_SERVER_FRAME_BYTES = 65_536;
/** SPEC §9: chat messages are at most 50 characters. */
export const CHAT_MAX_CHARS = 50;

export const SocketChannelSchema = z.enum(["room", "prize", "lobby", "class"]);
export type SocketChannel = z.infer<typeof SocketChannelSchema>;

// ── client → server ──────────────────────────────────────────────────────────────────────────
const Ping = z.object({ type: z.literal("ping"), at: Epoch.optional() });
/** What was typed for the words just completed (a word as typed, wrong ones included). */
const TypedWords = z.array(z.string().max(64)).max(20);
const RoomRef = { roomId: RoomIdSchema };

/** Sent on /ws/room/:roomId. The sender is never in the frame: the server knows who the socket is. */
export const roomClientMessages = [
  Ping,
  z.object({ type: z.literal("joinRoom"), ...RoomRef }),
  z.object({ type: z.literal("leaveRoom"), ...RoomRef }),
  z.object({ type: z.literal("deleteRoom"), ...RoomRef }),
  z.object({ type: z.literal("startGame"), ...RoomRef, language: RaceLanguageSchema.optional() }),
  // Length and visible content are checked after cleaning by the room (checkChatMessage); the schema
  // bounds the frame and refuses control characters, bidi overrides and broken surrogates outright.
  z.object({
    type: z.literal("chatRoomMessage"),
    ...RoomRef,
    message: z
      .string()
      .max(CHAT_MAX_CHARS * 4)
      .refine((m) => !hasControlCharacters(m), { error: "Control characters are not allowed in chat" }),
  }),
  /**
   * Progress after each word: how many words are done (the room turns it into a percent) and what was
   * typed for the words since the last report (normally one), which the room checks against its text.
   */
  z.object({ type: z.literal("write"), ...RoomRef, words: z.number().int().nonnegative().max(10_000), typed: TypedWords.optional() }),
  /** The text is done: `typed` holds the last word(s). The room computes WPM and accuracy; `wpm` and `accuracy` are ignored. */
  z.object({
    type: z.literal("finishPlayer"),
    ...RoomRef,
    typed: TypedWords.optional(),
    wpm: z.number().int().nonnegative().max(10_000).optional(),
    accuracy: z.number().int().min(0).max(100).optional(),
  }),
  z.object({ type: z.literal("inviteTo"), ...RoomRef, userId: Id }),
  z.object({ type: z.literal("acceptJoinRequest"), ...RoomRef, userId: Id }),
  z.object({ type: z.literal("declineJoinRequest"), ...RoomRef, userId: Id }),
] as const;

const lobbyOnlyClientMessages = [
  z.object({ type: z.literal("joinRequest"), ...RoomRef }),
  /** Declining (or letting time out) an invitation. */
  z.object({ type: z.literal("ignoreRoom"), ...RoomRef }),
] as const;
/** Sent on /ws/lobby. */
export const lobbyClientMessages = [Ping, ...lobbyOnlyClientMessages] as const;

export const RoomClientMessageSchema = z.discriminatedUnion("type", roomClientMessages);
export const LobbyClientMessageSchema = z.discriminatedUnion("type", lobbyClientMessages);
export const PrizeClientMessageSchema = z.discriminatedUnion("type", [Ping, ...prizeClientMessages]);
export const ClassClientMessageSchema = z.discriminatedUnion("type", [Ping, ...classClientMessages]);
export const ClientMessageSchema = z.discriminatedUnion("type", [...roomClientMessages, ...lobbyOnlyClientMessages]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type RoomClientMessage = z.infer<typeof RoomClientMessageSchema>;
export type LobbyClientMessage = z.infer<typeof LobbyClientMessageSchema>;
export type PrizeClientMessage = z.infer<typeof PrizeClientMessageSchema>;
export type ClassClientMessage = z.infer<typeof ClassClientMessageSchema>;
export type PingMessage = z.infer<typeof Ping>;

// ── server → client ──────────────────────────────────────────────────────────────────────────
export const ErrorCodeSchema = z.enum([
  "bad_frame",
  "too_large",
  "unknown_type",
  "forbidden",
  "not_found",
  "conflict",
  "unauthorized",
  "room_full",
  "room_closed",
  "not_member",
  "not_host",
  "too_few_players",
  "impossible",
  "invalid",
  "rate_limited",
  "no_text",
  /** The call needs an active plan (SPEC §6: the browser goes to /text). */
  "payment_required",
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

const common = [
  z.object({ type: z.literal("hello"), v: z.literal(PROTOCOL_VERSION), channel: SocketChannelSchema, serverTime: Epoch }),
  z.object({ type: z.literal("pong"), at: Epoch.optional(), serverTime: Epoch }),
  /** `for` names the client message type the error answers, when there was one. */
  z.object({ type: z.literal("error"), code: ErrorCodeSchema, message: z.string(), for: z.string().max(40).optional() }),
] as const;

/** The room left the lobby list (started, finished) or was cancelled (members see a modal). */
const DeletedRoom = z.object({
  type: z.literal("deletedRoom"),
  ...RoomRef,
  reason: z.enum(["cancelled", "started", "finished", "expired"]),
});

export const roomServerMessages = [
  ...common,
  /** The whole room: on connect, on join and on reconnect. `you` is the socket's user. */
  z.object({
    type: z.literal("roomState"),
    room: RoomViewSchema,
    you: Id,
    serverTime: Epoch,
    /** To the host only: join requests still waiting for an answer. */
    requests: z
      .array(z.object({ user: PublicUserSchema, expiresAt: Epoch }))
      .max(SNAPSHOT_REQUESTS_MAX)
      .optional(),
  }),
  z.object({ type: z.literal("newPlayer"), ...RoomRef, player: RoomPlayerSchema }),
  z.object({ type: z.literal("leavePlayer"), ...RoomRef, userId: Id }),
  z.object({
    type: z.literal("onMessage"),
    ...RoomRef,
    user: z.object({ id: Id, name: z.string(), image: z.string().nullable() }),
    message: z.string().max(CHAT_MAX_CHARS),
    at: Epoch,
  }),
  /** The host pressed Start: everyone moves to the race screen and counts down to startsAt. */
  z.object({ type: z.literal("start"), ...RoomRef, text: z.string(), startsAt: Epoch, deadline: Epoch, serverTime: Epoch }),
  /** The room's clock (SPEC Interval): sent when typing opens; clients count down locally to deadline. */
  z.object({
    type: z.literal("interval"),
    ...RoomRef,
    start: z.boolean(),
    startsAt: Epoch,
    deadline: Epoch,
    timeLeft: z.number().int().nonnegative(),
    timePassed: z.number().int().nonnegative(),
    serverTime: Epoch,
  }),
  /**
   * Progress: the lanes that moved since the last such frame — each move at once in a public room, at
   * most one frame per PROGRESS_TICK_MS in a class race (60 players would otherwise cost 60 × 60 frames a word).
   */
  z.object({
    type: z.literal("lanes"),
    ...RoomRef,
    lanes: z.array(z.object({ userId: Id, percent: z.number().int().min(0).max(100) })).max(MAX_ROOM_CAPACITY),
  }),
  /** A class race's teacher opened the next round: its students move to that room. */
  z.object({ type: z.literal("nextRound"), ...RoomRef, next: RoomIdSchema }),
  z.object({
    type: z.literal("onFinish"),
    ...RoomRef,
    userId: Id,
    place: z.number().int().min(1).max(MAX_ROOM_CAPACITY),
    wpm: z.number().int().nonnegative(),
    accuracy: z.number().int().min(0).max(100),
    /** What the finish pays (room-points.ts); granted once, when the result reaches D1. */
    point: z.number().int().nonnegative(),
  }),
  /** Only to the player: their result and its points are in D1 now (the menu may show the new points). */
  z.object({ type: z.literal("resultSaved"), ...RoomRef, point: z.number().int().nonnegative() }),
  z.object({
    type: z.literal("endGame"),
    ...RoomRef,
    reason: z.enum(["allFinished", "timeUp"]),
    results: z.array(ResultRowSchema).max(MAX_ROOM_CAPACITY),
  }),
  DeletedRoom,
  /** To the host only: someone asks to join; the notification lasts until expiresAt. */
  z.object({ type: z.literal("joinRequestFromUser"), ...RoomRef, user: PublicUserSchema, expiresAt: Epoch }),
  /** To the host only: an invited player declined or let the invitation run out. */
  z.object({ type: z.literal("ignoredRoom"), ...RoomRef, userId: Id, name: z.string() }),
  /** To the host only: the invitation went out (the row shows a marker until expiresAt). */
  z.object({ type: z.literal("invited"), ...RoomRef, userId: Id, expiresAt: Epoch }),
] as const;

const lobbyOnlyServerMessages = [
  z.object({
    type: z.literal("lobbyState"),
    rooms: z.array(RoomListItemSchema),
    online: z.array(PublicUserSchema),
    you: Id.nullable(),
    serverTime: Epoch,
  }),
  z.object({ type: z.literal("onlineUser"), user: PublicUserSchema }),
  z.object({ type: z.literal("offlineUser"), userId: Id }),
  z.object({ type: z.literal("newRoom"), room: RoomListItemSchema }),
  z.object({ type: z.literal("newRoomPlayers"), ...RoomRef, total: z.number().int().min(0).max(PUBLIC_ROOM_CAPACITY) }),
  /** The lobby's rooms-list changes of the last half second, one per room, in order (ADR 045 §6). */
  z.object({
    type: z.literal("roomsChanged"),
    changes: z
      .array(
        z.discriminatedUnion("type", [
          z.object({ type: z.literal("newRoom"), room: RoomListItemSchema }),
          z.object({ type: z.literal("newRoomPlayers"), ...RoomRef, total: z.number().int().min(0).max(PUBLIC_ROOM_CAPACITY) }),
          DeletedRoom,
        ]),
      )
      .max(10_000),
  }),
  /** Only ever sent to the sockets of `to`. */
  z.object({
    type: z.literal("inviteGame"),
    to: Id,
    from: z.string(),
    fromId: Id,
    ...RoomRef,
    expiresAt: Epoch,
  }),
  /** The host accepted this user's join request: go to /room. */
  z.object({ type: z.literal("acceptedRequest"), ...RoomRef, userId: Id }),
  /** The join request reached the host; the joiner waits until expiresAt. */
  z.object({ type: z.literal("joinRequestSent"), ...RoomRef, expiresAt: Epoch }),
  /** Only ever sent to the sockets of the notification's owner: the bell adds it live. */
  z.object({ type: z.literal("notify"), notification: NotificationSchema }),
] as const;
export const lobbyServerMessages = [...common, DeletedRoom, ...lobbyOnlyServerMessages] as const;

export const RoomServerMessageSchema = z.discriminatedUnion("type", roomServerMessages);
export const LobbyServerMessageSchema = z.discriminatedUnion("type", lobbyServerMessages);
export const PrizeServerMessageSchema = z.discriminatedUnion("type", [...common, ...prizeServerMessages]);
export const ClassServerMessageSchema = z.discriminatedUnion("type", [...common, ...classServerMessages]);
// roomServerMessages already holds the common frames and deletedRoom: each type appears once.
export const ServerMessageSchema = z.discriminatedUnion("type", [
  ...roomServerMessages,
  ...lobbyOnlyServerMessages,
  ...prizeServerMessages,
  ...classServerMessages,
]);
export type RoomServerMessage = z.infer<typeof RoomServerMessageSchema>;
export type LobbyServerMessage = z.infer<typeof LobbyServerMessageSchema>;
export type PrizeServerMessage = z.infer<typeof PrizeServerMessageSchema>;
export type ClassServerMessage = z.infer<typeof ClassServerMessageSchema>;
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ErrorMessage = Extract<ServerMessage, { type: "error" }>;

// ── parsing ──────────────────────────────────────────────────────────────────────────────────
export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: ErrorMessage };

/** UTF-8 size without TextEncoder (app/core has no DOM or Worker globals). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function parseFrame<T>(schema: z.ZodType<T>, frame: string | ArrayBuffer, maxBytes: number): ParseResult<T> {
  if (typeof frame !== "string") return { ok: false, error: { type: "error", code: "bad_frame", message: "Binary frames are not accepted" } };
  // UTF-8 is never shorter than the UTF-16 length, so the cheap check goes first.
  // A UTF-16 unit is at most 3 UTF-8 bytes, so short frames need no counting (most of them).
  if (frame.length > maxBytes || (frame.length * 3 > maxBytes && utf8ByteLength(frame) > maxBytes)) {
    return { ok: false, error: { type: "error", code: "too_large", message: `Frames are limited to ${maxBytes} bytes` } };
  }
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { ok: false, error: { type: "error", code: "bad_frame", message: "Frame is not JSON" } };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const unknownType = typeof json === "object" && json !== null && "type" in json && parsed.error.issues.some((i) => i.path[0] === "type");
    const type = typeof json === "object" && json !== null && "type" in json && typeof json.type === "string" ? json.type.slice(0, 40) : undefined;
    return {
      ok: false,
      error: {
        type: "error",
        code: unknownType ? "unknown_type" : "bad_frame",
        message: parsed.error.issues[0]?.message ?? "Invalid frame",
        ...(type && !unknownType ? { for: type } : {}),
      },
    };
  }
  return { ok: true, message: parsed.data };
}

// ── the channel → message maps (one place; the sockets on both ends are typed from these) ───
/** What a browser may send on each channel. */
export type ClientMessages = { room: RoomClientMessage; lobby: LobbyClientMessage; prize: PrizeClientMessage; class: ClassClientMessage };
/** A channel's client messages other than ping (the socket shell answers pings itself). */
export type ClientRequests = { [C in SocketChannel]: Exclude<ClientMessages[C], PingMessage> };
/** What the server may send on each channel. */
export type ServerMessages = { room: RoomServerMessage; lobby: LobbyServerMessage; prize: PrizeServerMessage; class: ClassServerMessage };

const clientSchemas: { [C in SocketChannel]: z.ZodType<PingMessage | ClientRequests[C]> } = {
  room: RoomClientMessageSchema,
  lobby: LobbyClientMessageSchema,
  prize: PrizeClientMessageSchema,
  class: ClassClientMessageSchema,
};
const serverSchemas: { [C in SocketChannel]: z.ZodType<ServerMessages[C]> } = {
  room: RoomServerMessageSchema,
  lobby: LobbyServerMessageSchema,
  prize: PrizeServerMessageSchema,
  class: ClassServerMessageSchema,
};

/** Parses a frame from a browser: only the messages of that channel are accepted. */
export function parseClientMessage<C extends SocketChannel>(frame: string | ArrayBuffer, channel: C): ParseResult<PingMessage | ClientRequests[C]> {
  return parseFrame(clientSchemas[channel], frame, MAX_FRAME_BYTES);
}

/** Parses a frame from the server; with a channel, only that channel's messages are accepted. */
export function parseServerMessage(frame: string | ArrayBuffer): ParseResult<ServerMessage>;
export function parseServerMessage<C extends SocketChannel>(frame: string | ArrayBuffer, channel: C): ParseResult<ServerMessages[C]>;
export function parseServerMessage(frame: string | ArrayBuffer, channel?: SocketChannel): ParseResult<unknown> {
  const schema = channel ? serverSchemas[channel] : ServerMessageSchema;
  return parseFrame(schema as z.ZodType<unknown>, frame, MAX_SERVER_FRAME_BYTES);
}
