import { describe, expect, it } from "vitest";
import { parseClientMessage, parseServerMessage } from "../races/protocol";
import {
  CLASS_AWAY_GRACE_MS,
  CLASS_MIN_REPORT_GAP_MS,
  CLASS_TICK_MS,
  liveRows,
  nextClassLiveAlarm,
  openClassLive,
  reduceClassLive,
  type ClassLiveEvent,
  type ClassLiveState,
} from "./class-live";

const anar = { id: 1, name: "Анар" };
const bold = { id: 2, name: "Болд" };
const T0 = 1_000_000;

function step(state: ClassLiveState, event: ClassLiveEvent) {
  const out = reduceClassLive(state, event);
  if (!out.ok) throw new Error(`refused: ${out.code}`);
  return out;
}

const report = (student: { id: number; name: string }, now: number, wpm = 30, seq = 1): ClassLiveEvent => ({
  kind: "report",
  student,
  report: { activity: "lesson", level: 7, wpm, accuracy: 96, seq },
  now,
});

describe("the live class reducer", () => {
  it("sends the first report at once, then coalesces reports into one frame per tick", () => {
    const first = step(openClassLive(5), report(anar, T0));
    expect(first.effects).toEqual([
      {
        kind: "send",
        message: {
          type: "classTick",
          classId: 5,
          students: [{ id: 1, name: "Анар", activity: "lesson", level: 7, wpm: 30, accuracy: 96, seq: 1, at: T0 }],
          gone: [],
          serverTime: T0,
        },
      },
    ]);
    // Two reports inside the window: no frame yet, one alarm at the end of the window.
    const second = step(first.state, report(bold, T0 + 100, 20));
    const third = step(second.state, { ...report(bold, T0 + 100, 20), student: { id: 3, name: "Цэцэг" } });
    expect([...second.effects, ...third.effects]).toEqual([]);
    expect(nextClassLiveAlarm(third.state)).toBe(T0 + CLASS_TICK_MS);
    // An early tick sends nothing; the due one sends both rows in one frame.
    expect(step(third.state, { kind: "tick", now: T0 + CLASS_TICK_MS - 1 }).effects).toEqual([]);
    const tick = step(third.state, { kind: "tick", now: T0 + CLASS_TICK_MS });
    expect(tick.effects).toHaveLength(1);
    expect(tick.effects[0]).toMatchObject({ kind: "send", message: { students: [{ id: 2 }, { id: 3 }], gone: [] } });
    expect(nextClassLiveAlarm(tick.state)).toBeNull();
  });

  it("refuses a student's reports closer than the minimum gap", () => {
    const first = step(openClassLive(5), report(anar, T0));
    const early = reduceClassLive(first.state, report(anar, T0 + CLASS_MIN_REPORT_GAP_MS - 1, 31, 2));
    expect(early).toMatchObject({ ok: false, code: "rate_limited" });
    expect(step(first.state, report(anar, T0 + CLASS_MIN_REPORT_GAP_MS, 31, 2)).state.students["1"]).toMatchObject({ wpm: 31, seq: 2 });
  });

  it("keeps a student through a reconnect, and drops them when the grace runs out", () => {
    const joined = step(openClassLive(5), { kind: "joined", student: anar, now: T0 });
    const closed = step(joined.state, { kind: "socketClosed", userId: 1, remainingSockets: 0, now: T0 + 1_000 });
    expect(nextClassLiveAlarm(closed.state)).toBe(T0 + 1_000 + CLASS_AWAY_GRACE_MS);
    // Back within the grace (the next screen's socket): still listed, no frame.
    const back = step(closed.state, { kind: "joined", student: anar, now: T0 + 2_000 });
    expect(back.effects).toEqual([]);
    expect(nextClassLiveAlarm(back.state)).toBeNull();
    // Gone for good: the tick after the grace names them as gone.
    const again = step(back.state, { kind: "socketClosed", userId: 1, remainingSockets: 0, now: T0 + 3_000 });
    const tick = step(again.state, { kind: "tick", now: T0 + 3_000 + CLASS_AWAY_GRACE_MS });
    expect(tick.effects).toEqual([{ kind: "send", message: expect.objectContaining({ students: [], gone: [1] }) }]);
    expect(liveRows(tick.state)).toEqual([]);
  });

  it("a student who leaves the class disappears at once, their sockets close, and their reports are refused", () => {
    const joined = step(step(openClassLive(5), report(anar, T0)).state, report(bold, T0 + 10));
    // Болд's report waits for the tick; Анар leaves meanwhile: that frame says both.
    const left = step(joined.state, { kind: "left", userId: 1, now: T0 + 20 });
    expect(left.effects).toEqual([{ kind: "closeStudent", userId: 1 }]);
    expect(step(left.state, { kind: "tick", now: T0 + CLASS_TICK_MS }).effects).toEqual([
      { kind: "send", message: expect.objectContaining({ students: [{ ...joined.state.students["2"] }], gone: [1] }) },
    ]);
    expect(liveRows(left.state).map((r) => r.id)).toEqual([2]);
    expect(reduceClassLive(left.state, report(anar, T0 + 10_000, 40, 9))).toMatchObject({ ok: false, code: "not_member" });
    expect(reduceClassLive(left.state, { kind: "joined", student: anar, now: T0 + 10_000 })).toMatchObject({ ok: false, code: "not_member" });
  });

  it("shows the level only for lessons and no speed while idle", () => {
    const out = step(openClassLive(5), { kind: "report", student: anar, report: { activity: "idle", level: 3, wpm: 50, accuracy: 90, seq: 1 }, now: T0 });
    expect(out.state.students["1"]).toMatchObject({ activity: "idle", level: null, wpm: 0 });
  });
});

describe("the class channel's messages", () => {
  it("accepts a report and refuses one out of range or on another channel", () => {
    const frame = JSON.stringify({ type: "classReport", activity: "race", wpm: 41, accuracy: 97, seq: 3 });
    expect(parseClientMessage(frame, "class")).toMatchObject({ ok: true, message: { type: "classReport", activity: "race" } });
    expect(parseClientMessage(JSON.stringify({ type: "classReport", activity: "race", wpm: 41, accuracy: 101, seq: 3 }), "class")).toMatchObject({
      ok: false,
    });
    expect(parseClientMessage(JSON.stringify({ type: "classReport", activity: "nap", wpm: 1, accuracy: 1, seq: 1 }), "class").ok).toBe(false);
    expect(parseClientMessage(frame, "lobby")).toMatchObject({ ok: false, error: { code: "unknown_type" } });
  });

  it("parses the teacher's frames", () => {
    const tick = { type: "classTick", classId: 5, students: [], gone: [2], serverTime: T0 };
    expect(parseServerMessage(JSON.stringify(tick), "class")).toEqual({ ok: true, message: tick });
  });
});

describe("the teacher's merge", () => {
  it("replaces changed rows, adds new ones, drops the gone, and keeps the names in order", async () => {
    const { applyClassTick } = await import("./class-live");
    const row = (id: number, name: string, wpm: number) => ({ id, name, activity: "test" as const, level: null, wpm, accuracy: 90, seq: 1, at: T0 });
    const merged = applyClassTick([row(1, "Цэцэг", 10), row(2, "Болд", 20)], { students: [row(2, "Болд", 25), row(3, "Анар", 30)], gone: [1] });
    expect(merged.map((r) => [r.name, r.wpm])).toEqual([
      ["Анар", 30],
      ["Болд", 25],
    ]);
  });
});

describe("when the teacher's page reloads the progress table", () => {
  it("a saved result of a member goes to the teacher at once, as its own frame; one of a student who left does not", () => {
    let state = step(openClassLive(7), { kind: "joined", student: anar, now: T0 }).state;
    const saved = step(state, { kind: "resultSaved", userId: anar.id });
    expect(saved.effects).toEqual([{ kind: "send", message: { type: "classResultSaved", classId: 7, userId: anar.id } }]);
    expect(saved.state).toBe(state);
    const frame = { type: "classResultSaved", classId: 7, userId: anar.id };
    expect(parseServerMessage(JSON.stringify(frame), "class")).toEqual({ ok: true, message: frame });
    state = step(state, { kind: "left", userId: anar.id, now: T0 + 10 }).state;
    expect(step(state, { kind: "resultSaved", userId: anar.id }).effects).toEqual([]);
  });
});
