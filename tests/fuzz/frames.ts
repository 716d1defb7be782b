// Arbitraries for socket frames: valid messages of each channel, the same messages mutated (a key
// dropped, a value replaced by anything, the type changed, the text cut short), and plain garbage.
import fc from "fast-check";

const ROOM_IDS = ["ROOM01", "other-room", "", "x".repeat(65), "../etc", "ROOM 01"];
/** Mostly the room under test (its frames reach the reducer), sometimes another or a malformed id. */
export const roomId = fc.oneof({ weight: 12, arbitrary: fc.constant("ROOM01") }, fc.constantFrom(...ROOM_IDS), fc.string({ maxLength: 70 }));
/** Users 1..8: more than a room holds, so capacity is exercised. */
export const userId = fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 1, max: 8 }) }, fc.integer(), fc.double());
const words = fc.constantFrom("нэг", "хоёр", "гурав", "дөрөв", "тав", "one", "", "x".repeat(70));
const typed = fc.option(fc.array(fc.oneof({ weight: 4, arbitrary: words }, fc.string({ unit: "binary", maxLength: 70 })), { maxLength: 25 }), {
  nil: undefined,
});

/** Well-formed room frames (values may still be out of range: the schema's bounds are fuzzed too). */
export const roomMessage = fc.oneof(
  fc.record({ type: fc.constant("ping"), at: fc.option(fc.integer({ min: 0 }), { nil: undefined }) }),
  fc.record({ type: fc.constantFrom("joinRoom", "leaveRoom", "deleteRoom"), roomId }),
  fc.record({ type: fc.constant("startGame"), roomId, language: fc.option(fc.constantFrom("mn", "en", "de"), { nil: undefined }) }),
  fc.record({
    type: fc.constant("chatRoomMessage"),
    roomId,
    message: fc.oneof(fc.string({ unit: "binary", maxLength: 220 }), fc.constantFrom("сайн уу", "\u202Eуу", "\u200B", "\u0000a")),
  }),
  fc.record({
    type: fc.constant("write"),
    roomId,
    words: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 6 }) }, fc.integer(), fc.double()),
    typed,
  }),
  fc.record({
    type: fc.constant("finishPlayer"),
    roomId,
    typed,
    wpm: fc.option(fc.integer(), { nil: undefined }),
    accuracy: fc.option(fc.integer(), { nil: undefined }),
  }),
  fc.record({ type: fc.constantFrom("inviteTo", "acceptJoinRequest", "declineJoinRequest"), roomId, userId }),
);

export const lobbyMessage = fc.oneof(
  fc.record({ type: fc.constant("ping"), at: fc.option(fc.integer(), { nil: undefined }) }),
  fc.record({ type: fc.constantFrom("joinRequest", "ignoreRoom"), roomId }),
);

type Message = Record<string, unknown>;

/** One change to a message: drop a key, replace a value with anything, add a key, rename the type. */
export function mutated(message: fc.Arbitrary<Message>): fc.Arbitrary<Message> {
  return fc
    .tuple(message, fc.nat(), fc.anything(), fc.string({ maxLength: 12 }), fc.constantFrom("drop", "replace", "add", "type"))
    .map(([m, i, value, key, how]) => {
      const keys = Object.keys(m);
      const pick = keys[i % keys.length];
      const copy: Message = { ...m };
      if (how === "drop") delete copy[pick];
      if (how === "replace") copy[pick] = value;
      if (how === "add") copy[key] = value;
      if (how === "type") copy.type = key;
      return copy;
    });
}

/** A frame as a socket would receive it: valid, mutated, cut short, raw JSON of any shape, text, or binary. */
export function frames(message: fc.Arbitrary<Message>, validWeight = 4): fc.Arbitrary<string | ArrayBuffer> {
  return fc.oneof(
    { weight: validWeight, arbitrary: message.map((m) => JSON.stringify(m)) },
    { weight: 4, arbitrary: mutated(message).map((m) => JSON.stringify(m)) },
    fc.tuple(message, fc.nat()).map(([m, n]) => {
      const text = JSON.stringify(m);
      return text.slice(0, n % (text.length + 1));
    }),
    fc.json(),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.string({ minLength: 4_000, maxLength: 5_000 }),
    fc.uint8Array({ maxLength: 64 }).map((b) => b.buffer),
  );
}
