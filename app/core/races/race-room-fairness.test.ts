// The room reducer's fairness rules (issue 21): progress judged by its pace, the room's own accuracy,
// invitation floods, chat after the race, and what a socket sees before joining.
import { describe, expect, it } from "vitest";
import { reduceRoom, roomState } from "./race-room";
import { GO, ok, racing, refused, roomWith, T0, TEXT, user } from "./race-room-kit";
import { CHAT_AFTER_RACE_MS, INVITE_NOTICE_MS, RACE_MS } from "./race-rules";

describe("progress judged by its pace", () => {
  it("refuses progress faster than anyone types, judged by its pace", () => {
    const long = { id: 8, body: Array.from({ length: 60 }, () => "долоон").join(" ") }; // 60 × 7 characters
    const s = ok(roomWith([2]), { kind: "start", userId: 1, text: long, now: T0 }).state;
    expect(refused(s, { kind: "write", userId: 2, words: 40, now: GO + 1000 }).code).toBe("impossible");
    // Waiting saves up no more than the burst: 40 words at once are refused a minute in too.
    expect(refused(s, { kind: "write", userId: 2, words: 40, now: GO + 60_000 }).code).toBe("impossible");
    // Word by word at 200 WPM (7 characters every 420 ms) the same 40 words go through.
    let t = s;
    for (let words = 1; words <= 40; words++) t = ok(t, { kind: "write", userId: 2, words, typed: ["долоон"], now: GO + words * 420 }).state;
    expect(t.players[1]).toMatchObject({ words: 40, percent: 66 });
    // A refused report changes nothing: the next one, in time, goes through.
    const jumped = reduceRoom(t, { kind: "write", userId: 2, words: 59, now: GO + 40 * 420 + 10 });
    expect(jumped).toMatchObject({ ok: false, code: "impossible" });
    expect(ok(t, { kind: "write", userId: 2, words: 41, typed: ["долоон"], now: GO + 41 * 420 }).state.players[1].words).toBe(41);
  });

  it("refuses the issue's jump: 45 words 9.9 s in, and the finish after it", () => {
    const text = { id: 9, body: Array.from({ length: 46 }, () => "сайн").join(" ") };
    const s = ok(roomWith([2]), { kind: "start", userId: 1, text, now: T0 }).state;
    expect(refused(s, { kind: "write", userId: 2, words: 45, now: GO + 9_900 }).code).toBe("impossible");
    expect(refused(s, { kind: "finish", userId: 2, now: GO + 9_950 }).code).toBe("invalid");
  });
});

describe("accuracy is the room's", () => {
  it("counts words reported without what was typed as wrong", () => {
    let s = racing([2]);
    s = ok(s, { kind: "write", userId: 2, words: 4, typed: ["дөрөв"], now: GO + 4000 }).state;
    const r = ok(s, { kind: "finish", userId: 2, now: GO + 6000 });
    expect(r.state.players[1].accuracy).toBe(20); // only "дөрөв" is known to be right
  });
});

describe("invitation limits", () => {
  it("lets the host invite one person again only after their notice, and twelve invitations a minute", () => {
    let s = roomWith([]);
    s = ok(s, { kind: "invite", userId: 1, target: user(2), now: T0 }).state;
    const again = refused(s, { kind: "invite", userId: 1, target: user(2), now: T0 + INVITE_NOTICE_MS - 1 });
    expect(again).toMatchObject({ code: "rate_limited", message: "Too many invitations: try again in 1 s" });
    s = ok(s, { kind: "ignoreInvite", userId: 2, now: T0 + 1 }).state;
    // Eleven more people, each declining at once: the twelfth invitation is the last in a minute.
    for (let id = 3; id <= 13; id++) {
      s = ok(s, { kind: "invite", userId: 1, target: user(id), now: T0 + id * 100 }).state;
      s = ok(s, { kind: "ignoreInvite", userId: id, now: T0 + id * 100 + 1 }).state;
    }
    expect(refused(s, { kind: "invite", userId: 1, target: user(14), now: T0 + 2_000 }).code).toBe("rate_limited");
    expect(ok(s, { kind: "invite", userId: 1, target: user(14), now: T0 + 60_000 }).effects).toHaveLength(2);
  });
});

describe("join request limits (the room's own: its askers come through every lobby shard)", () => {
  it("lets one person ask again only after the host's notice, and the host receive ten requests a minute from everyone together", () => {
    let s = roomWith([]);
    s = ok(s, { kind: "requestJoin", user: user(2), now: T0 }).state;
    expect(refused(s, { kind: "requestJoin", user: user(2), now: T0 + 5_999 })).toMatchObject({
      code: "rate_limited",
      message: "Too many join requests: try again in 1 s",
    });
    s = ok(s, { kind: "requestJoin", user: user(2), now: T0 + 6_000 }).state;
    for (let id = 3; id <= 10; id++) s = ok(s, { kind: "requestJoin", user: user(id), now: T0 + 6_000 + id }).state;
    // Ten requests inside the minute (user 2 twice): the eleventh waits until the first is a minute old.
    expect(refused(s, { kind: "requestJoin", user: user(11), now: T0 + 7_000 })).toMatchObject({ code: "rate_limited" });
    expect(ok(s, { kind: "requestJoin", user: user(11), now: T0 + 60_000 }).effects).toHaveLength(1);
  });
});

describe("chat after the race", () => {
  it("stays open for the results talk after the race, then closes", () => {
    const ended = ok(racing([2]), { kind: "tick", now: GO + RACE_MS }).state;
    expect(ended.status).toBe("finished");
    const end = ended.endedAt!;
    expect(ok(ended, { kind: "chat", userId: 2, message: "сайн тоглолоо", now: end + 1_000 }).effects).toHaveLength(1);
    expect(ok(ended, { kind: "chat", userId: 2, message: "баяртай", now: end + CHAT_AFTER_RACE_MS - 1 }).effects).toHaveLength(1);
    expect(refused(ended, { kind: "chat", userId: 2, message: "байна уу", now: end + CHAT_AFTER_RACE_MS }).code).toBe("room_closed");
  });
});

describe("what a socket sees before joining", () => {
  it("gives members the race text and a non-member the room without it", () => {
    const s = racing([2]);
    const member = roomState(s, 2, GO);
    const outsider = roomState(s, 9, GO);
    expect(member.type === "roomState" && member.room.text).toBe(TEXT.body);
    expect(outsider.type === "roomState" && outsider.room).toMatchObject({ text: null, status: "racing", players: [{ id: 1 }, { id: 2 }] });
  });
});
