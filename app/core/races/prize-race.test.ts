import { describe, expect, it } from "vitest";
import {
  boardFor,
  isWindowOpen,
  mergeBoard,
  nextPrizeAlarm,
  openPrizeRace,
  PRIZE_BOARD_TOP,
  PRIZE_CLOSE_RETRY_MS,
  PRIZE_NOTIFY_MAX_ROWS,
  PrizeRowSchema,
  ranking,
  reducePrizeRace,
  type PrizeEvent,
  type PrizeRow,
  type PrizeState,
} from "./prize-race";

const END = 1_000_000;
const user = (id: number, stage = 3) => ({ id, name: `Сурагч ${id}`, image: null, stage });
const attempt = (id: number, wpm: number, at: number, stage = 3): PrizeEvent => ({ kind: "attempt", user: user(id, stage), wpm, at });

function step(s: PrizeState, e: PrizeEvent) {
  const out = reducePrizeRace(s, e);
  if (!out.ok) throw new Error(out.message);
  return out;
}
const run = (s: PrizeState, ...events: PrizeEvent[]) => events.reduce((acc, e) => step(acc, e).state, s);
const fresh = () => openPrizeRace(7, END, false, []);

describe("the window", () => {
  it("takes attempts until endAt, not at it", () => {
    const s = fresh();
    expect(isWindowOpen(s, END - 1)).toBe(true);
    expect(reducePrizeRace(s, attempt(1, 50, END - 1)).ok).toBe(true);
    expect(reducePrizeRace(s, attempt(1, 50, END))).toMatchObject({ ok: false, code: "room_closed" });
  });

  it("takes nothing once closed", () => {
    const s = run(fresh(), { kind: "closed", rows: [] });
    expect(reducePrizeRace(s, attempt(1, 50, 10))).toMatchObject({ ok: false, code: "room_closed" });
  });
});

describe("best of attempts", () => {
  it("keeps each learner's best WPM and when it was reached", () => {
    const s = run(fresh(), attempt(1, 40, 100), attempt(1, 60, 200), attempt(1, 55, 300));
    expect(s.entries["1"]).toMatchObject({ wpm: 60, at: 200 });
  });

  it("an equal WPM later does not move the learner (the earlier best places higher)", () => {
    const s = run(fresh(), attempt(1, 60, 100), attempt(2, 60, 150), attempt(1, 60, 300));
    expect(s.entries["1"].at).toBe(100);
    expect(ranking(s).rows.map((r) => [r.id, r.place])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("orders by best WPM, then the earlier best", () => {
    const s = run(fresh(), attempt(1, 50, 100), attempt(2, 70, 300), attempt(3, 70, 200));
    expect(ranking(s).rows.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it("a worse attempt changes nothing and sends nothing; a new stage is shown", () => {
    const s = run(fresh(), attempt(1, 50, 100), { kind: "flush" });
    const worse = step(s, attempt(1, 40, 200));
    expect(worse.state).toBe(s);
    const staged = step(s, attempt(1, 40, 200, 4));
    expect(staged.state.entries["1"]).toMatchObject({ wpm: 50, stage: 4 });
    expect(staged.effects).toEqual([{ kind: "notifySoon" }]);
  });
});

describe("batching", () => {
  it("starts the timer on the first change only, and one frame carries every change", () => {
    let s = fresh();
    const first = step(s, attempt(1, 50, 1));
    expect(first.effects).toEqual([{ kind: "notifySoon" }]);
    s = first.state;
    for (let id = 2; id <= 30; id++) {
      const out = step(s, attempt(id, 50 + id, id));
      expect(out.effects).toEqual([]);
      s = out.state;
    }
    const flushed = step(s, { kind: "flush" });
    expect(flushed.effects).toHaveLength(1);
    const frame = flushed.effects[0];
    if (frame.kind !== "send") throw new Error("expected a frame");
    expect(frame.message).toMatchObject({ type: "raceNotify", raceId: 7, total: 30 });
    expect(frame.message.users).toHaveLength(30);
    expect(frame.message.users.find((u) => u.id === 30)).toMatchObject({ wpm: 80, place: 1 });
    expect(frame.message.users.find((u) => u.id === 1)).toMatchObject({ wpm: 50, place: 30 });
    for (const row of frame.message.users) expect(PrizeRowSchema.safeParse(row).success).toBe(true);
    expect(step(flushed.state, { kind: "flush" }).effects).toEqual([]);
  });

  it("a learner who improves twice in one batch is sent once, with the newer best", () => {
    const s = run(fresh(), attempt(1, 50, 1), attempt(1, 60, 2));
    const frame = step(s, { kind: "flush" }).effects[0];
    expect(frame).toMatchObject({ kind: "send", message: { users: [{ id: 1, wpm: 60 }] } });
  });

  it("more changes than a frame may carry go in the next frame", () => {
    let s = fresh();
    for (let id = 1; id <= PRIZE_NOTIFY_MAX_ROWS + 5; id++) s = step(s, attempt(id, 50, id)).state;
    const out = step(s, { kind: "flush" });
    expect(out.effects.map((e) => e.kind)).toEqual(["send", "notifySoon"]);
    expect(out.state.changed).toHaveLength(5);
  });
});

describe("close", () => {
  it("the alarm at endAt asks for the close once, and again only after the retry delay", () => {
    const s = run(fresh(), attempt(1, 50, 1));
    expect(nextPrizeAlarm(s)).toBe(END);
    expect(step(s, { kind: "tick", now: END - 1 }).effects).toEqual([]);
    const closing = step(s, { kind: "tick", now: END });
    expect(closing.effects).toEqual([{ kind: "close" }]);
    expect(nextPrizeAlarm(closing.state)).toBe(END + PRIZE_CLOSE_RETRY_MS);
    expect(step(closing.state, { kind: "tick", now: END + 5 }).effects).toEqual([]);
    expect(step(closing.state, { kind: "tick", now: END + PRIZE_CLOSE_RETRY_MS }).effects).toEqual([{ kind: "close" }]);
  });

  it("closed takes D1's final board, tells every viewer, and needs no more alarms", () => {
    const s = run(fresh(), attempt(1, 50, 1), { kind: "tick", now: END });
    const rows: PrizeRow[] = [
      { ...user(2), wpm: 80, at: 5, place: 1 },
      { ...user(1), wpm: 50, at: 1, place: 2 },
    ];
    const out = step(s, { kind: "closed", rows });
    expect(out.state.closed).toBe(true);
    expect(out.effects).toEqual([{ kind: "finalBoards", rows }]);
    expect(ranking(out.state).rows.map((r) => r.id)).toEqual([2, 1]);
    expect(nextPrizeAlarm(out.state)).toBeNull();
    expect(step(out.state, { kind: "closed", rows }).effects).toEqual([]);
    expect(step(out.state, { kind: "tick", now: END * 2 }).effects).toEqual([]);
  });
});

describe("what a viewer sees", () => {
  const rows: PrizeRow[] = Array.from({ length: 80 }, (_, i) => ({ ...user(i + 1), wpm: 200 - i, at: i, place: i + 1 }));

  it("the top rows, plus the viewer's own row when it is further down", () => {
    expect(boardFor(rows, null)).toHaveLength(PRIZE_BOARD_TOP);
    expect(boardFor(rows, 3)).toHaveLength(PRIZE_BOARD_TOP);
    const mine = boardFor(rows, 70);
    expect(mine).toHaveLength(PRIZE_BOARD_TOP + 1);
    expect(mine.at(-1)).toMatchObject({ id: 70, place: 70 });
  });

  it("merging a batch re-derives the top places and never improves a place further down", () => {
    const held = boardFor(rows, 70);
    const merged = mergeBoard(held, [{ ...user(60), wpm: 500, at: 99, place: 1 }]);
    expect(merged[0]).toMatchObject({ id: 60, place: 1 });
    expect(merged[1]).toMatchObject({ id: 1, place: 2 });
    expect(merged.find((r) => r.id === 70)!.place).toBe(70);
  });
});

describe("a disqualified result (ADR 033)", () => {
  it("D1's board without it replaces the entries; every viewer gets the whole board with places moved up", () => {
    const s = run(fresh(), attempt(1, 90, 10), attempt(2, 70, 20), attempt(3, 50, 30));
    const rows = ranking(s)
      .rows.filter((r) => r.id !== 1)
      .map((r, i) => ({ ...r, place: i + 1 }));
    const out = step(s, { kind: "replaced", rows });
    expect(ranking(out.state).rows.map((r) => [r.id, r.place])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(out.effects).toEqual([{ kind: "boards", rows: ranking(out.state).rows }]);
    // A change of the removed learner waiting for the next batch frame is dropped with it.
    expect(out.state.changed).not.toContain(1);
  });
});
