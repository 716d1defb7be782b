// The socket protocol shared by the browser and the Durable Objects. Every frame is JSON text,
// parsed with these schemas on both ends; a frame that does not parse is answered with an error frame.
import { z } from "zod";

export const PROTOCOL_VERSION = 1;
/** Frames larger than this are refused before parsing. */
export const MAX_FRAME_BYTES = 4_096;

export const SocketChannelSchema = z.enum(["room", "prize", "lobby"]);
export type SocketChannel = z.infer<typeof SocketChannelSchema>;

export const ClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping"), at: z.number().int().nonnegative().optional() }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const ErrorCodeSchema = z.enum(["bad_frame", "too_large", "unknown_type", "forbidden", "not_found", "conflict"]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ServerMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hello"),
    v: z.literal(PROTOCOL_VERSION),
    channel: SocketChannelSchema,
    serverTime: z.number().int(),
  }),
  z.object({ type: z.literal("pong"), at: z.number().int().optional(), serverTime: z.number().int() }),
  z.object({ type: z.literal("error"), code: ErrorCodeSchema, message: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: Extract<ServerMessage, { type: "error" }> };

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

function parseFrame<T>(schema: z.ZodType<T>, frame: string | ArrayBuffer): ParseResult<T> {
  if (typeof frame !== "string") return { ok: false, error: { type: "error", code: "bad_frame", message: "Binary frames are not accepted" } };
  // UTF-8 is never shorter than the UTF-16 length, so the cheap check goes first.
  if (frame.length > MAX_FRAME_BYTES || utf8ByteLength(frame) > MAX_FRAME_BYTES) {
    return { ok: false, error: { type: "error", code: "too_large", message: `Frames are limited to ${MAX_FRAME_BYTES} bytes` } };
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
    return {
      ok: false,
      error: { type: "error", code: unknownType ? "unknown_type" : "bad_frame", message: parsed.error.issues[0]?.message ?? "Invalid frame" },
    };
  }
  return { ok: true, message: parsed.data };
}

export const parseClientMessage = (frame: string | ArrayBuffer) => parseFrame(ClientMessageSchema, frame);
export const parseServerMessage = (frame: string | ArrayBuffer) => parseFrame(ServerMessageSchema, frame);
