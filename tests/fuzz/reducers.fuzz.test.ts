// Issue 20 §6: the lobby and prize-race reducers under random event sequences, and the points rules
// under random figures. Nothing throws; every broadcast is a valid frame; the room list holds each
// room once; board places are 1..n with no ties; best WPM never drops; points are never negative.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyLobby, openRooms, reduceLobby, type LobbyEvent, type LobbyState } from "~/core/races/lobby";
import { compareEntries, openPrizeRace, ranking, reducePrizeRace, type PrizeEvent, type PrizeState } from "~/core/races/prize-race";
import { LobbyServerMessageSchema, PrizeServerMessageSchema } from "~/core/races/protocol";
import { user } from "~/core/races/race-room-kit";
import { LESSON_TYPES, lessonScore } from "~/core/lessons/scoring";
import { FUZZ, FUZZ_SEQUENCES } from "./runs";

const T0 = 1_700_000_000_000;
const roomIds = fc.constantFrom("A", "B", "C", "D");
const ids = fc.integer({ min: 1, max: 12 });

const lobbyEvent: fc.Arbitrary<(now: number) => LobbyEvent> = fc.oneof(
  fc
    .tuple(ids, fc.integer({ min: 0, max: 2 }))
    .map(([id, otherSockets]) => (now: number): LobbyEvent => ({ kind: "connect", user: user(id), otherSockets, now })),
  fc
    .tuple(ids, fc.integer({ min: 0, max: 2 }))
    .map(([userId, remainingSockets]) => (now: number): LobbyEvent => ({ kind: "disconnect", userId, remainingSockets, now })),
  fc
    .tuple(roomIds, ids, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 20 }), fc.constantFrom<"mn" | "en">("mn", "en"))
    .map(([roomId, host, total, seq, language]) => (now: number): LobbyEvent => ({
      kind: "list",
      item: { roomId, language, host: user(host), total, createdAt: T0 },
      members: [host],
      seq,
      now,
    })),
  fc
    .tuple(
      roomIds,
      fc.integer({ min: 0, max: 20 }),
      fc.constantFrom<"cancelled" | "started" | "finished" | "expired">("cancelled", "started", "finished", "expired"),
    )
    .map(([roomId, seq, reason]) => (now: number): LobbyEvent => ({ kind: "unlist", roomId, reason, seq, now })),
  ids.map((userId) => (now: number): LobbyEvent => ({ kind: "joinRequest", userId, now })),
  fc.uniqueArray(ids, { maxLength: 6 }).map((online) => (now: number): LobbyEvent => ({ kind: "tick", online: new Set(online), now })),
);

describe("the lobby", () => {
  it("sends only valid frames, lists each room once, refuses only with rate_limited", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(lobbyEvent, fc.integer({ min: 0, max: 400_000 })), { maxLength: 80 }), (steps) => {
        let s: LobbyState = emptyLobby();
        let now = T0;
        for (const [event, dt] of steps) {
          now += dt;
          const out = reduceLobby(s, event(now));
          for (const frame of out.broadcast) expect(LobbyServerMessageSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
          if (out.refused) expect(out.refused.code).toBe("rate_limited");
          s = out.state;
          const listed = openRooms(s).map((r) => r.roomId);
          expect(new Set(listed).size).toBe(listed.length);
          for (const due of Object.values(s.goingOffline)) expect(due).toBeGreaterThan(0);
        }
      }),
      FUZZ_SEQUENCES,
    );
  });
});

const attempt = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  wpm: fc.integer({ min: 0, max: 400 }),
  stage: fc.integer({ min: 0, max: 100 }),
  dt: fc.integer({ min: 0, max: 600_000 }),
});
const prizeStep = fc.oneof(
  { weight: 6, arbitrary: attempt.map((a) => ({ kind: "attempt" as const, ...a })) },
  fc.constant({ kind: "flush" as const, dt: 0 }),
  fc.integer({ min: 0, max: 600_000 }).map((dt) => ({ kind: "tick" as const, dt })),
  fc.constant({ kind: "closed" as const, dt: 0 }),
);

function expectBoard(s: PrizeState) {
  const { rows } = ranking(s);
  expect(rows.map((r) => r.place)).toEqual(rows.map((_, i) => i + 1));
  for (let i = 1; i < rows.length; i++) expect(compareEntries(rows[i - 1], rows[i])).toBeLessThan(0);
  for (const r of rows) expect(r.wpm).toBeGreaterThanOrEqual(0);
}

describe("a prize race", () => {
  it("keeps one row per learner with unique places 1..n, a best that never drops, and valid frames", () => {
    fc.assert(
      fc.property(fc.array(prizeStep, { maxLength: 100 }), (steps) => {
        let s = openPrizeRace(9, T0 + 3_600_000, false, []);
        let now = T0;
        const best = new Map<number, number>();
        for (const step of steps) {
          now += step.dt;
          const event: PrizeEvent =
            step.kind === "attempt"
              ? { kind: "attempt", user: { id: step.id, name: `Сурагч ${step.id}`, image: null, stage: step.stage }, wpm: step.wpm, at: now }
              : step.kind === "tick"
                ? { kind: "tick", now }
                : step.kind === "closed"
                  ? { kind: "closed", rows: ranking(s).rows }
                  : { kind: "flush" };
          const out = reducePrizeRace(s, event);
          if (!out.ok) {
            expect(out.code).toBe("room_closed");
            expect(s.closed || now >= s.endAt).toBe(true);
            continue;
          }
          if (step.kind === "attempt") best.set(step.id, Math.max(best.get(step.id) ?? 0, step.wpm));
          for (const fx of out.effects) {
            if (fx.kind === "send") expect(PrizeServerMessageSchema.safeParse(fx.message).success, JSON.stringify(fx.message)).toBe(true);
          }
          s = out.state;
          expectBoard(s);
          for (const [id, wpm] of best) expect(s.entries[String(id)]?.wpm).toBe(wpm);
        }
      }),
      FUZZ_SEQUENCES,
    );
  });
});

describe("lesson points", () => {
  it("are never negative and never above 200, whatever the figures", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LESSON_TYPES),
        fc.double({ min: 0, max: 1_000, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 0, max: 200 }),
        (type, wpm, accuracy, targetWpm) => {
          const score = lessonScore({ type, wpm, accuracy, targetWpm });
          expect(Number.isInteger(score)).toBe(true);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(200);
        },
      ),
      FUZZ,
    );
  });
});
