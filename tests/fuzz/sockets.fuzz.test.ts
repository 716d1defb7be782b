// Issue 20 §6: random and mutated frames at every socket channel's parser and at the reducers behind
// them. Nothing throws, every refusal is a typed error that is itself a valid frame, and the state
// keeps its invariants (a room holds at most five players, places are unique, figures stay in range,
// every frame the server would send passes its own schema).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ErrorCodeSchema,
  LobbyClientMessageSchema,
  LobbyServerMessageSchema,
  MAX_SERVER_FRAME_BYTES,
  parseClientMessage,
  parseServerMessage,
  PrizeClientMessageSchema,
  RoomClientMessageSchema,
  RoomListItemSchema,
  RoomServerMessageSchema,
  utf8ByteLength,
  type RoomClientMessage,
  type SocketChannel,
} from "~/core/races/protocol";
import { checkStart, createRoom, reduceRoom, type RoomEffect, type RoomEvent, type RoomState } from "~/core/races/race-room";
import { racing, roomWith, T0, TEXT, user } from "~/core/races/race-room-kit";
import { ROOM_CAPACITY } from "~/core/races/race-rules";
import { frames, lobbyMessage, roomMessage } from "./frames";
import { FUZZ, FUZZ_SEQUENCES } from "./runs";

const clientSchemas = { room: RoomClientMessageSchema, lobby: LobbyClientMessageSchema, prize: PrizeClientMessageSchema };
const channelMessages = { room: roomMessage, lobby: lobbyMessage, prize: lobbyMessage };

describe("every channel's parser", () => {
  for (const channel of ["room", "lobby", "prize"] as const satisfies readonly SocketChannel[]) {
    it(`${channel}: never throws; accepts only what its schema accepts; refuses with a typed error that is a valid ${channel} frame`, () => {
      fc.assert(
        fc.property(frames(channelMessages[channel]), (frame) => {
          const result = parseClientMessage(frame, channel);
          if (result.ok) {
            expect(clientSchemas[channel].safeParse(result.message).success).toBe(true);
            return;
          }
          expect(ErrorCodeSchema.options).toContain(result.error.code);
          expect(parseServerMessage(JSON.stringify(result.error), channel)).toMatchObject({ ok: true });
        }),
        FUZZ,
      );
    });
  }

  it("the browser's parser never throws on anything a server (or a proxy) could send", () => {
    fc.assert(
      fc.property(
        frames(fc.oneof(roomMessage, lobbyMessage)),
        fc.constantFrom<SocketChannel | undefined>("room", "lobby", "prize", undefined),
        (frame, channel) => {
          const result = channel ? parseServerMessage(frame, channel) : parseServerMessage(frame);
          if (!result.ok) expect(ErrorCodeSchema.options).toContain(result.error.code);
        },
      ),
      FUZZ,
    );
  });
});

/** What the room object does with a parsed frame (workers/race-room.ts): the sender is the socket's user. */
function eventOf(message: Exclude<RoomClientMessage, { type: "ping" }>, from: number, now: number): RoomEvent {
  const who = user(from);
  switch (message.type) {
    case "joinRoom":
      return { kind: "join", user: who, now };
    case "leaveRoom":
      return { kind: "leave", userId: from, now };
    case "deleteRoom":
      return { kind: "delete", userId: from, now };
    case "startGame":
      return { kind: "start", userId: from, text: TEXT, now };
    case "chatRoomMessage":
      return { kind: "chat", userId: from, message: message.message, now };
    case "write":
      return { kind: "write", userId: from, words: message.words, typed: message.typed, now };
    case "finishPlayer":
      return { kind: "finish", userId: from, typed: message.typed, now };
    case "inviteTo":
      return { kind: "invite", userId: from, target: user(message.userId), now };
    case "acceptJoinRequest":
      return { kind: "acceptJoinRequest", userId: from, targetId: message.userId, now };
    case "declineJoinRequest":
      return { kind: "declineJoinRequest", userId: from, targetId: message.userId, now };
  }
}

function expectRoomInvariants(s: RoomState, effects: RoomEffect[]) {
  expect(s.players.length).toBeLessThanOrEqual(ROOM_CAPACITY);
  const ids = s.players.map((p) => p.id);
  expect(new Set(ids).size).toBe(ids.length);
  const places = s.players.filter((p) => p.place > 0).map((p) => p.place);
  expect(new Set(places).size).toBe(places.length);
  for (const place of places) expect(place).toBeLessThanOrEqual(s.players.length);
  for (const p of s.players) {
    expect(p.percent).toBeGreaterThanOrEqual(0);
    expect(p.percent).toBeLessThanOrEqual(100);
    expect(Number.isInteger(p.words) && p.words >= 0).toBe(true);
    expect(Number.isFinite(p.wpm) && p.wpm >= 0).toBe(true);
    expect(p.accuracy).toBeGreaterThanOrEqual(0);
    expect(p.accuracy).toBeLessThanOrEqual(100);
  }
  for (const fx of effects) {
    if (fx.kind === "send") {
      expect(RoomServerMessageSchema.safeParse(fx.message).success, JSON.stringify(fx.message)).toBe(true);
      expect(utf8ByteLength(JSON.stringify(fx.message))).toBeLessThanOrEqual(MAX_SERVER_FRAME_BYTES);
    }
    if (fx.kind === "deliver") expect(LobbyServerMessageSchema.safeParse(fx.message).success, JSON.stringify(fx.message)).toBe(true);
    if (fx.kind === "listing") expect(RoomListItemSchema.safeParse(fx.item).success).toBe(true);
    if (fx.kind === "saveResults") {
      const saved = fx.rows.filter((r) => r.place > 0).map((r) => r.place);
      expect(new Set(saved).size).toBe(saved.length);
      for (const r of fx.rows) expect(r.wpm >= 0 && r.percent >= 0 && r.percent <= 100).toBe(true);
    }
  }
}

/** Where a sequence starts: a new room, waiting rooms with guests, a full room, races just started. */
const startingRoom = fc.constantFrom(
  () => createRoom("ROOM01", user(1), "mn", T0),
  () => roomWith([2]),
  () => roomWith([2, 3, 4, 5]),
  () => racing([2, 3]),
  () => racing([2, 3, 4, 5]),
);

/** Steps of a room's life: frames from users 1..8 (mostly the host and two guests), time passing, sockets coming and going, the alarm. */
const roomStep = fc.record({
  from: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) }, fc.integer({ min: 4, max: 8 })),
  frame: frames(roomMessage, 16),
  dt: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 1_500 }) }, fc.integer({ min: 0, max: 200_000 })),
  also: fc.constantFrom(null, null, null, "connect", "disconnect", "tick", "resultsSaved"),
});

describe("the room behind the room socket", () => {
  it("refuses bad frames with typed errors and keeps its invariants, whatever arrives in whatever order", () => {
    // What the sequences reached, so that the property is known to exercise races and not only refusals.
    const reached = { accepted: 0, refused: 0, raced: 0, placed: 0, full: 0 };
    fc.assert(
      fc.property(startingRoom, fc.array(roomStep, { minLength: 20, maxLength: 120 }), (start, steps) => {
        let s = start();
        let now = T0;
        for (const step of steps) {
          now += step.dt;
          const extra: RoomEvent | null =
            step.also === "connect" || step.also === "disconnect"
              ? { kind: step.also, userId: step.from, now }
              : step.also === "tick"
                ? { kind: "tick", now }
                : step.also === "resultsSaved"
                  ? { kind: "resultsSaved", userIds: s.players.map((p) => p.id) }
                  : null;
          if (extra) {
            const out = reduceRoom(s, extra);
            if (out.ok) {
              expectRoomInvariants(out.state, out.effects);
              s = out.state;
            }
          }
          const parsed = parseClientMessage(step.frame, "room");
          if (!parsed.ok || parsed.message.type === "ping" || parsed.message.roomId !== s.roomId) continue;
          if (parsed.message.type === "startGame" && !checkStart(s, step.from).ok) continue;
          const out = reduceRoom(s, eventOf(parsed.message, step.from, now));
          if (!out.ok) {
            reached.refused++;
            expect(ErrorCodeSchema.options).toContain(out.code);
            continue;
          }
          reached.accepted++;
          expectRoomInvariants(out.state, out.effects);
          s = out.state;
          if (s.status === "racing") reached.raced++;
          if (s.players.some((p) => p.place > 0)) reached.placed++;
          if (s.players.length === ROOM_CAPACITY) reached.full++;
        }
      }),
      FUZZ_SEQUENCES,
    );
    console.log(`room fuzz reached: ${JSON.stringify(reached)}`);
    expect(reached.accepted).toBeGreaterThan(0);
    expect(reached.refused).toBeGreaterThan(0);
    expect(reached.raced).toBeGreaterThan(0);
  });

  it("a race typed in random chunks at random times never places two players alike", () => {
    const words = TEXT.body.split(" ");
    const report = fc.record({
      from: fc.integer({ min: 1, max: 5 }),
      upTo: fc.integer({ min: 1, max: words.length }),
      finish: fc.boolean(),
      dt: fc.integer({ min: 300, max: 3_000 }),
    });
    let placed = 0;
    let twoPlaced = 0;
    fc.assert(
      fc.property(fc.array(report, { minLength: 10, maxLength: 60 }), (reports) => {
        let s = createRoom("ROOM01", user(1), "mn", T0);
        for (const id of [2, 3, 4, 5]) {
          s = (reduceRoom(s, { kind: "invite", userId: 1, target: user(id), now: T0 }) as { state: RoomState }).state;
          s = (reduceRoom(s, { kind: "join", user: user(id), now: T0 }) as { state: RoomState }).state;
        }
        const started = reduceRoom(s, { kind: "start", userId: 1, text: TEXT, now: T0 });
        expect(started.ok).toBe(true);
        s = (started as { state: RoomState }).state;
        let now = s.startsAt!;
        for (const r of reports) {
          now += r.dt;
          const done = playerWords(s, r.from);
          const event: RoomEvent = r.finish
            ? { kind: "finish", userId: r.from, typed: words.slice(done), now }
            : { kind: "write", userId: r.from, words: r.upTo, typed: words.slice(done, r.upTo), now };
          const out = reduceRoom(s, event);
          if (!out.ok) continue;
          expectRoomInvariants(out.state, out.effects);
          s = out.state;
        }
        const places = s.players.filter((p) => p.place > 0).length;
        if (places > 0) placed++;
        if (places > 1) twoPlaced++;
      }),
      FUZZ_SEQUENCES,
    );
    console.log(`race fuzz: ${placed} sequences placed someone, ${twoPlaced} placed two or more`);
    expect(twoPlaced).toBeGreaterThan(0);
  });
});

function playerWords(s: RoomState, id: number): number {
  return s.players.find((p) => p.id === id)?.words ?? 0;
}
