import { describe, expect, it } from "vitest";
import { PACE_BURST_CHARS } from "../typing/plausibility";
import { resumeAfterLoss, type RoomState } from "./race-room";
import { GO, ok, refused, roomWith, T0 } from "./race-room-kit";

// 40 five-letter words: 239 characters, well over one burst of the room's pace.
const WORDS = Array.from({ length: 40 }, (_, i) => `сл${String(i).padStart(2, "0")}д`);
const LONG = { id: 8, body: WORDS.join(" ") };

/** Player 2 typed 10 words by GO + 20 s: the state the room last wrote before the crash. */
function durable(): RoomState {
  let s = ok(roomWith([2, 3]), { kind: "start", userId: 1, text: LONG, now: T0 }).state;
  for (let words = 1; words <= 10; words++) s = ok(s, { kind: "write", userId: 2, words, typed: [WORDS[words - 1]], now: GO + words * 2_000 }).state;
  return s;
}

describe("resumeAfterLoss", () => {
  it("lets a player whose reports since the last write were lost catch up with one report", () => {
    const s = durable();
    // 20 more words (120 characters) at GO + 40 s: lost by the crash, so they arrive at once afterwards.
    const catchUp = { kind: "write" as const, userId: 2, words: 30, typed: WORDS.slice(10, 30), now: GO + 45_000 };
    expect(refused(s, catchUp).code).toBe("impossible");
    const resumed = resumeAfterLoss(s, GO + 40_000);
    const r = ok(resumed, catchUp);
    expect(r.state.players.find((p) => p.id === 2)).toMatchObject({ words: 30, percent: 75, wrongWords: 0 });
    // Player 3 never typed: their credit counts from the opening too, and so does the host's.
    expect(resumed.players.find((p) => p.id === 3)?.pace?.credit).toBeGreaterThan(PACE_BURST_CHARS);
  });

  it("grants no more than a person could have typed up to the moment the lost reports can date from", () => {
    const resumed = resumeAfterLoss(durable(), GO + 22_000);
    // 2 s after the last durable report: a burst plus 42 characters (142), not 30 words (179 characters).
    expect(refused(resumed, { kind: "write", userId: 2, words: 40, now: GO + 22_000 }).code).toBe("impossible");
    expect(ok(resumed, { kind: "write", userId: 2, words: 33, now: GO + 22_000 }).state.players.find((p) => p.id === 2)?.words).toBe(33);
  });

  it("leaves finished and departed players, and rooms that are not racing, as they are", () => {
    let s = durable();
    s = ok(s, { kind: "leave", userId: 3, now: GO + 21_000 }).state;
    const resumed = resumeAfterLoss(s, GO + 40_000);
    expect(resumed.players.find((p) => p.id === 3)).toBe(s.players.find((p) => p.id === 3));
    const waiting = roomWith([2]);
    expect(resumeAfterLoss(waiting, T0 + 60_000)).toBe(waiting);
  });
});
