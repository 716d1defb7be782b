import { describe, expect, it } from "vitest";
import {
  ClientMessageSchema,
  MAX_FRAME_BYTES,
  MAX_SERVER_FRAME_BYTES,
  parseClientMessage,
  parseServerMessage,
  ServerMessageSchema,
  utf8ByteLength,
} from "./protocol";

const frame = (value: unknown) => JSON.stringify(value);

describe("parseClientMessage", () => {
  it("accepts a ping on every channel", () => {
    for (const channel of ["room", "lobby", "prize"] as const) {
      expect(parseClientMessage(frame({ type: "ping", at: 5 }), channel)).toEqual({ ok: true, message: { type: "ping", at: 5 } });
    }
  });
  it("answers bad JSON with a bad_frame error", () => {
    const r = parseClientMessage("{nope", "room");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("bad_frame");
  });
  it("answers an unknown type with unknown_type", () => {
    const r = parseClientMessage(frame({ type: "launchRockets" }), "room");
    expect(!r.ok && r.error.code).toBe("unknown_type");
  });
  it("keeps each channel to its own messages", () => {
    expect(parseClientMessage(frame({ type: "joinRequest", roomId: "ABC123" }), "lobby").ok).toBe(true);
    const onRoom = parseClientMessage(frame({ type: "joinRequest", roomId: "ABC123" }), "room");
    expect(!onRoom.ok && onRoom.error.code).toBe("unknown_type");
    const onLobby = parseClientMessage(frame({ type: "write", roomId: "ABC123", words: 3 }), "lobby");
    expect(!onLobby.ok && onLobby.error.code).toBe("unknown_type");
    expect(parseClientMessage(frame({ type: "joinRoom", roomId: "ABC123" }), "prize").ok).toBe(false);
  });
  it("names the message a field error belongs to", () => {
    const r = parseClientMessage(frame({ type: "write", roomId: "ABC123", words: -1 }), "room");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "bad_frame", for: "write" });
  });
  it("refuses room ids outside the route alphabet", () => {
    expect(parseClientMessage(frame({ type: "joinRoom", roomId: "../x" }), "room").ok).toBe(false);
    expect(parseClientMessage(frame({ type: "joinRoom", roomId: "" }), "room").ok).toBe(false);
  });
  it("bounds finishing figures", () => {
    const ok = parseClientMessage(frame({ type: "finishPlayer", roomId: "R1", wpm: 80, accuracy: 97 }), "room");
    expect(ok.ok).toBe(true);
    expect(parseClientMessage(frame({ type: "finishPlayer", roomId: "R1", wpm: 80, accuracy: 101 }), "room").ok).toBe(false);
    expect(parseClientMessage(frame({ type: "finishPlayer", roomId: "R1", wpm: 80.5, accuracy: 90 }), "room").ok).toBe(false);
  });
  it("refuses frames over the size limit before parsing", () => {
    const r = parseClientMessage(frame({ type: "ping", pad: "ө".repeat(MAX_FRAME_BYTES) }), "lobby");
    expect(!r.ok && r.error.code).toBe("too_large");
  });
  it("refuses binary frames", () => {
    expect(parseClientMessage(new ArrayBuffer(4), "room").ok).toBe(false);
  });
  it("has one schema that knows every client message", () => {
    expect(ClientMessageSchema.safeParse({ type: "ignoreRoom", roomId: "R1" }).success).toBe(true);
    expect(ClientMessageSchema.safeParse({ type: "chatRoomMessage", roomId: "R1", message: "сайн уу" }).success).toBe(true);
    expect(ClientMessageSchema.safeParse({ type: "chatRoomMessage", roomId: "R1", message: "\u001b[2Jсайн" }).success).toBe(false);
  });
});

describe("parseServerMessage", () => {
  it("accepts a hello for a known channel", () => {
    const r = parseServerMessage(frame({ type: "hello", v: 1, channel: "lobby", serverTime: 1 }));
    expect(r.ok).toBe(true);
  });
  it("refuses a hello of another protocol version", () => {
    expect(parseServerMessage(frame({ type: "hello", v: 99, channel: "lobby", serverTime: 1 })).ok).toBe(false);
  });
  it("parses per channel: lobby frames are not room frames", () => {
    const invite = { type: "inviteGame", to: 2, from: "Бат", fromId: 1, roomId: "R1", expiresAt: 10 };
    expect(parseServerMessage(frame(invite), "lobby").ok).toBe(true);
    expect(parseServerMessage(frame(invite), "room").ok).toBe(false);
    expect(parseServerMessage(frame(invite)).ok).toBe(true);
  });
  it("accepts deletedRoom on both channels", () => {
    const msg = frame({ type: "deletedRoom", roomId: "R1", reason: "cancelled" });
    expect(parseServerMessage(msg, "room").ok).toBe(true);
    expect(parseServerMessage(msg, "lobby").ok).toBe(true);
  });
  it("refuses a room with more players than the largest room (a class race of 60) holds", () => {
    const player = { id: 1, name: "A", image: null, rankImage: "/r.svg", avgWpm: 1, avgPercent: 1, percent: 0, words: 0, place: 0, wpm: 0, left: false };
    const room = { roomId: "R1", hostId: 1, language: "mn", status: "waiting", text: null, startsAt: null, deadline: null };
    const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ ...player, id: i + 1 }));
    const ok = { type: "roomState", room: { ...room, players: seats(60), capacity: 60, classId: 3 }, you: 1, serverTime: 1 };
    expect(ServerMessageSchema.safeParse(ok).success).toBe(true);
    const over = { ...ok, room: { ...ok.room, players: seats(61) } };
    expect(ServerMessageSchema.safeParse(over).success).toBe(false);
  });
  it("allows larger frames from the server than from clients", () => {
    const text = "үг ".repeat(1000);
    const start = frame({ type: "start", roomId: "R1", text, startsAt: 1, deadline: 2, serverTime: 0 });
    expect(utf8ByteLength(start)).toBeGreaterThan(MAX_FRAME_BYTES);
    expect(parseServerMessage(start, "room").ok).toBe(true);
    expect(
      parseServerMessage(frame({ type: "start", roomId: "R1", text: "ы".repeat(MAX_SERVER_FRAME_BYTES), startsAt: 1, deadline: 2, serverTime: 0 })).ok,
    ).toBe(false);
  });
});

describe("utf8ByteLength", () => {
  it("counts bytes as UTF-8 does", () => {
    expect(utf8ByteLength("abc")).toBe(3);
    expect(utf8ByteLength("өө")).toBe(4);
    expect(utf8ByteLength("€")).toBe(3);
    expect(utf8ByteLength("😀")).toBe(4);
  });
});
