// The room reducer as a class race (issue 31 §2, ADR 042): 60 seats, the teacher hosts and watches,
// students join once the object has read their membership, places, ties, late comers, leaving mid-race.
import { describe, expect, it } from "vitest";
import { createClassRace, nextAlarm, type RoomState } from "./race-room";
import { GO, ok, refused, T0, TEXT, user } from "./race-room-kit";
import { AWAY_GRACE_MS, CLASS_RACE_CAPACITY } from "./race-rules";

const TEACHER = 900;
const WORDS = TEXT.body.split(" ");

function classRace(students: number): RoomState {
  let s = createClassRace("class-3-ABCD2345", TEACHER, 3, "mn", T0);
  for (let id = 1; id <= students; id++) s = ok(s, { kind: "join", user: user(id), now: T0, admitted: true }).state;
  return s;
}
const started = (students: number) => ok(classRace(students), { kind: "start", userId: TEACHER, text: TEXT, now: T0 }).state;

/** Reports every word at a person's pace and finishes at `at`. */
function typeAll(s: RoomState, userId: number, at: number): RoomState {
  for (let w = 1; w < WORDS.length; w++) s = ok(s, { kind: "write", userId, words: w, typed: [WORDS[w - 1]], now: at - 1 }).state;
  return ok(s, { kind: "finish", userId, typed: [WORDS.at(-1)!], now: at }).state;
}

describe("a class race", () => {
  it("seats 60 students, refuses the 61st, and lists nothing in the lobby", () => {
    const s = classRace(CLASS_RACE_CAPACITY);
    expect(s.players).toHaveLength(60);
    expect(refused(s, { kind: "join", user: user(61), now: T0, admitted: true })).toMatchObject({ code: "room_full" });
    const r = ok(classRace(3), { kind: "join", user: user(4), now: T0, admitted: true });
    expect(r.effects.map((e) => e.kind)).toEqual(["send", "send"]);
  });

  it("takes only students the object admitted; the teacher watches and is not a player", () => {
    const s = classRace(0);
    expect(refused(s, { kind: "join", user: user(5), now: T0 })).toMatchObject({ code: "not_member" });
    expect(refused(s, { kind: "join", user: user(TEACHER), now: T0, admitted: true })).toMatchObject({ code: "forbidden" });
    expect(refused(s, { kind: "invite", userId: TEACHER, target: user(5), now: T0 })).toMatchObject({ code: "forbidden" });
    expect(refused(s, { kind: "start", userId: TEACHER, text: TEXT, now: T0 })).toMatchObject({ code: "too_few_players" });
    expect(refused(classRace(2), { kind: "start", userId: 1, text: TEXT, now: T0 })).toMatchObject({ code: "not_host" });
  });

  it("is not cancelled when the teacher's projector is away", () => {
    const s = classRace(2);
    expect(ok(s, { kind: "tick", now: T0 + AWAY_GRACE_MS + 1 }).state.status).toBe("waiting");
  });

  it("drops its last student after the away grace without listing the room (the teacher is no player)", () => {
    let s = classRace(1);
    s = ok(s, { kind: "disconnect", userId: 1, now: T0 }).state;
    const r = ok(s, { kind: "tick", now: T0 + AWAY_GRACE_MS + 1 });
    expect(r.state.players).toHaveLength(0);
    expect(r.state.status).toBe("waiting");
    expect(r.effects.map((e) => e.kind)).not.toContain("listing");
  });

  it("is cancelled by its teacher while it waits, for everyone; not by a student, nor once started", () => {
    const s = classRace(3);
    expect(refused(s, { kind: "delete", userId: 2, now: T0 + 1 })).toMatchObject({ code: "not_host" });
    const r = ok(s, { kind: "delete", userId: TEACHER, now: T0 + 1 });
    expect(r.state).toMatchObject({ status: "cancelled", endedAt: T0 + 1 });
    expect(r.effects).toEqual([
      { kind: "send", to: "members", message: { type: "deletedRoom", roomId: s.roomId, reason: "cancelled" } },
      { kind: "roomRow", status: "cancelled", endedAt: T0 + 1 },
    ]);
    expect(refused(r.state, { kind: "join", user: user(4), now: T0 + 2, admitted: true })).toMatchObject({ code: "room_closed" });
    expect(refused(started(2), { kind: "delete", userId: TEACHER, now: GO })).toMatchObject({ code: "room_closed" });
  });

  it("gives places in the order of the finishes, ties by arrival, and pays no points", () => {
    let s = started(40);
    s = typeAll(s, 7, GO + 20_000);
    // Two finishes in the same millisecond: the room takes them one after the other.
    s = typeAll(s, 3, GO + 21_000);
    s = typeAll(s, 12, GO + 21_000);
    const byId = (id: number) => s.players.find((p) => p.id === id)!;
    expect([byId(7).place, byId(3).place, byId(12).place]).toEqual([1, 2, 3]);
    expect(byId(3).wpm).toBe(byId(12).wpm);
    expect(s.players.every((p) => (p.point ?? 0) === 0)).toBe(true);
  });

  it("refuses a late comer (they watch) and ends when everyone left or finished, one result each", () => {
    let s = started(3);
    expect(refused(s, { kind: "join", user: user(4), now: GO, admitted: true })).toMatchObject({ code: "room_closed" });
    s = typeAll(s, 1, GO + 20_000);
    s = ok(s, { kind: "write", userId: 2, words: 2, typed: WORDS.slice(0, 2), now: GO + 21_000 }).state;
    s = ok(s, { kind: "leave", userId: 2, now: GO + 22_000 }).state; // leaves mid-race: kept in the lanes
    expect(s.players.find((p) => p.id === 2)).toMatchObject({ left: true, percent: 40 });
    for (let w = 1; w < WORDS.length; w++) s = ok(s, { kind: "write", userId: 3, words: w, typed: [WORDS[w - 1]], now: GO + 29_000 }).state;
    const end = ok(s, { kind: "finish", userId: 3, typed: [WORDS.at(-1)!], now: GO + 30_000 });
    expect(end.state.status).toBe("finished");
    const save = end.effects.find((e) => e.kind === "saveResults");
    expect(save && save.kind === "saveResults" ? save.rows.map((r) => [r.userId, r.place]).sort() : []).toEqual([
      [1, 1],
      [2, 0],
      [3, 2],
    ]);
    expect(nextAlarm(end.state)).toBeGreaterThan(GO + 30_000);
  });
});
