import { roomRacePoints } from "./room-points";
import { describe, expect, it } from "vitest";
import { createRoom, finishedResults, nextAlarm, type RoomEvent } from "./race-room";
import { GO, ok, racing, refused, roomWith, sent, T0, TEXT, user } from "./race-room-kit";
import {
  AWAY_GRACE_MS,
  CHAT_MIN_INTERVAL_MS,
  CLEANUP_AFTER_MS,
  INVITE_MARKER_MS,
  INVITE_NOTICE_MS,
  INVITE_TICKET_MS,
  JOIN_REQUEST_MS,
  RACE_MS,
  SEAT_HOLD_MS,
  WAITING_ROOM_MAX_MS,
} from "./race-rules";

describe("creating and joining", () => {
  it("starts waiting with the host as the only player", () => {
    const s = createRoom("ROOM01", user(1), "en", T0);
    expect(s).toMatchObject({ status: "waiting", hostId: 1, language: "en", text: null });
    expect(s.players.map((p) => p.id)).toEqual([1]);
  });

  it("lets an invited user in, tells members and updates the listing", () => {
    let s = roomWith([]);
    s = ok(s, { kind: "invite", userId: 1, target: user(2), now: T0 }).state;
    const r = ok(s, { kind: "join", user: user(2), now: T0 + 1000 });
    expect(r.state.players.map((p) => p.id)).toEqual([1, 2]);
    expect(r.state.tickets).toEqual([]);
    expect(sent(r.effects, "newPlayer")).toHaveLength(1);
    expect(r.effects).toContainEqual(expect.objectContaining({ kind: "listing", item: expect.objectContaining({ total: 2 }) }));
    expect(r.effects).toContainEqual(expect.objectContaining({ kind: "send", to: 2, message: expect.objectContaining({ type: "roomState" }) }));
  });

  it("refuses someone who was neither invited nor accepted", () => {
    expect(refused(roomWith([]), { kind: "join", user: user(9), now: T0 }).code).toBe("not_member");
  });

  it("refuses a sixth player but keeps the room running", () => {
    const full = roomWith([2, 3, 4, 5]);
    expect(full.players).toHaveLength(5);
    expect(refused(full, { kind: "invite", userId: 1, target: user(6), now: T0 }).code).toBe("room_full");
    expect(refused(full, { kind: "requestJoin", user: user(6), now: T0 }).code).toBe("room_full");
    expect(refused(full, { kind: "join", user: user(6), now: T0 }).code).toBe("room_full");
    // The five still chat and start.
    expect(ok(full, { kind: "chat", userId: 3, message: "бэлэн", now: T0 }).effects).toHaveLength(1);
    expect(ok(full, { kind: "start", userId: 1, text: TEXT, now: T0 }).state.status).toBe("racing");
  });

  it("counts outstanding invitations as held seats", () => {
    let s = roomWith([2, 3]);
    s = ok(s, { kind: "invite", userId: 1, target: user(4), now: T0 }).state;
    s = ok(s, { kind: "invite", userId: 1, target: user(5), now: T0 }).state;
    expect(refused(s, { kind: "invite", userId: 1, target: user(6), now: T0 }).code).toBe("room_full");
    // Once an invitation runs out its seat is free again.
    s = ok(s, { kind: "tick", now: T0 + INVITE_TICKET_MS }).state;
    expect(ok(s, { kind: "invite", userId: 1, target: user(6), now: T0 + INVITE_TICKET_MS }).state.tickets).toHaveLength(1);
  });

  it("gives a reconnecting member the whole room back without a second newPlayer", () => {
    const s = racing();
    const r = ok(s, { kind: "join", user: user(2), now: GO + 5000 });
    expect(sent(r.effects, "newPlayer")).toHaveLength(0);
    expect(r.effects).toEqual([{ kind: "send", to: 2, message: expect.objectContaining({ type: "roomState", you: 2 }) }]);
  });

  it("refuses a late joiner once the race has started", () => {
    let s = roomWith([2]);
    s = ok(s, { kind: "invite", userId: 1, target: user(3), now: T0 }).state;
    s = ok(s, { kind: "start", userId: 1, text: TEXT, now: T0 }).state;
    expect(refused(s, { kind: "join", user: user(3), now: T0 + 10 }).code).toBe("room_closed");
  });
});

describe("invitations", () => {
  it("delivers inviteGame only to the invited user and marks the host's row", () => {
    const r = ok(roomWith([]), { kind: "invite", userId: 1, target: user(2), now: T0 });
    expect(r.effects).toContainEqual({
      kind: "deliver",
      userId: 2,
      message: { type: "inviteGame", to: 2, from: "Тоглогч 1", fromId: 1, roomId: "ROOM01", expiresAt: T0 + INVITE_NOTICE_MS },
    });
    expect(r.effects).toContainEqual({ kind: "send", to: 1, message: { type: "invited", roomId: "ROOM01", userId: 2, expiresAt: T0 + INVITE_MARKER_MS } });
  });

  it("only the host invites", () => {
    expect(refused(roomWith([2]), { kind: "invite", userId: 2, target: user(3), now: T0 }).code).toBe("not_host");
  });

  it("tells the host when the invitation is declined", () => {
    const s = ok(roomWith([]), { kind: "invite", userId: 1, target: user(2), now: T0 }).state;
    const r = ok(s, { kind: "ignoreInvite", userId: 2, now: T0 + 100 });
    expect(r.state.tickets).toEqual([]);
    expect(r.effects).toEqual([{ kind: "send", to: 1, message: { type: "ignoredRoom", roomId: "ROOM01", userId: 2, name: "Тоглогч 2" } }]);
    expect(refused(r.state, { kind: "join", user: user(2), now: T0 + 200 }).code).toBe("not_member");
  });

  it("treats an unanswered invitation as declined when it runs out", () => {
    const s = ok(roomWith([]), { kind: "invite", userId: 1, target: user(2), now: T0 }).state;
    expect(nextAlarm(s)).toBe(T0 + INVITE_TICKET_MS);
    const r = ok(s, { kind: "tick", now: T0 + INVITE_TICKET_MS });
    expect(sent(r.effects, "ignoredRoom")).toHaveLength(1);
    expect(refused(r.state, { kind: "join", user: user(2), now: T0 + INVITE_TICKET_MS }).code).toBe("not_member");
  });
});

describe("join requests", () => {
  it("reaches the host, and an accepted request seats the joiner", () => {
    let r = ok(roomWith([]), { kind: "requestJoin", user: user(2), now: T0 });
    expect(r.effects).toEqual([
      { kind: "send", to: 1, message: { type: "joinRequestFromUser", roomId: "ROOM01", user: user(2), expiresAt: T0 + JOIN_REQUEST_MS } },
    ]);
    // A pending request is not a seat yet.
    expect(refused(r.state, { kind: "join", user: user(2), now: T0 + 10 }).code).toBe("not_member");
    r = ok(r.state, { kind: "acceptJoinRequest", userId: 1, targetId: 2, now: T0 + 1000 });
    expect(r.effects).toEqual([{ kind: "deliver", userId: 2, message: { type: "acceptedRequest", roomId: "ROOM01", userId: 2 } }]);
    expect(r.state.tickets[0]).toMatchObject({ kind: "accepted", expiresAt: T0 + 1000 + SEAT_HOLD_MS });
    expect(ok(r.state, { kind: "join", user: user(2), now: T0 + 2000 }).state.players).toHaveLength(2);
  });

  it("only the host accepts, and not after the request expired", () => {
    const s = ok(roomWith([3]), { kind: "requestJoin", user: user(2), now: T0 }).state;
    expect(refused(s, { kind: "acceptJoinRequest", userId: 3, targetId: 2, now: T0 }).code).toBe("not_host");
    expect(refused(s, { kind: "acceptJoinRequest", userId: 1, targetId: 2, now: T0 + JOIN_REQUEST_MS }).code).toBe("not_found");
  });

  it("a declined request leaves no seat", () => {
    const s = ok(roomWith([]), { kind: "requestJoin", user: user(2), now: T0 }).state;
    const r = ok(s, { kind: "declineJoinRequest", userId: 1, targetId: 2, now: T0 + 10 });
    expect(r.state.tickets).toEqual([]);
    expect(r.effects).toEqual([]);
  });

  it("a host who reconnects while a request waits gets it with the room; others and late reconnects do not", () => {
    const s = ok(roomWith([3]), { kind: "requestJoin", user: user(2), now: T0 }).state;
    const toHost = ok(s, { kind: "join", user: user(1), now: T0 + 500 }).effects;
    expect(toHost).toEqual([
      { kind: "send", to: 1, message: expect.objectContaining({ type: "roomState", requests: [{ user: user(2), expiresAt: T0 + JOIN_REQUEST_MS }] }) },
    ]);
    const toGuest = ok(s, { kind: "join", user: user(3), now: T0 + 500 }).effects;
    expect(toGuest[0]).toMatchObject({ message: { type: "roomState" } });
    expect(toGuest[0]).not.toHaveProperty("message.requests");
    const late = ok(s, { kind: "join", user: user(1), now: T0 + JOIN_REQUEST_MS }).effects;
    expect(late[0]).not.toHaveProperty("message.requests");
  });

  it("refuses a request to a room that is racing", () => {
    expect(refused(racing(), { kind: "requestJoin", user: user(9), now: T0 }).code).toBe("room_closed");
  });
});

describe("leaving and cancelling", () => {
  it("a joiner leaving before the start just leaves", () => {
    const r = ok(roomWith([2, 3]), { kind: "leave", userId: 2, now: T0 });
    expect(r.state.status).toBe("waiting");
    expect(r.state.players.map((p) => p.id)).toEqual([1, 3]);
    expect(sent(r.effects, "leavePlayer")).toHaveLength(2); // to the leaver and to the others
  });

  it("the host leaving before the start cancels the room for everyone", () => {
    const r = ok(roomWith([2]), { kind: "leave", userId: 1, now: T0 });
    expect(r.state.status).toBe("cancelled");
    expect(r.effects).toContainEqual({ kind: "send", to: "members", message: { type: "deletedRoom", roomId: "ROOM01", reason: "cancelled" } });
    expect(r.effects).toContainEqual({ kind: "unlist", reason: "cancelled" });
    expect(r.effects).toContainEqual({ kind: "roomRow", status: "cancelled", endedAt: T0 });
  });

  it("deleteRoom is for the host only, and only before the start", () => {
    expect(refused(roomWith([2]), { kind: "delete", userId: 2, now: T0 }).code).toBe("not_host");
    expect(ok(roomWith([2]), { kind: "delete", userId: 1, now: T0 }).state.status).toBe("cancelled");
    expect(refused(racing(), { kind: "delete", userId: 1, now: GO }).code).toBe("room_closed");
  });

  it("a non-member cannot leave", () => {
    expect(refused(roomWith([2]), { kind: "leave", userId: 9, now: T0 }).code).toBe("not_member");
  });

  it("a player leaving mid-race stays in the lanes and is not waited for", () => {
    let s = racing([2]);
    s = ok(s, { kind: "write", userId: 1, words: 4, now: GO + 5000 }).state;
    s = ok(s, { kind: "finish", userId: 1, typed: ["тав"], now: GO + 6000 }).state;
    const r = ok(s, { kind: "leave", userId: 2, now: GO + 7000 });
    expect(r.state.status).toBe("finished");
    expect(r.state.players.find((p) => p.id === 2)).toMatchObject({ left: true, place: 0 });
    expect(sent(r.effects, "endGame")).toHaveLength(1);
  });

  it("a host away longer than the grace period cancels the waiting room; a joiner away is removed", () => {
    let s = roomWith([2, 3]);
    s = ok(s, { kind: "disconnect", userId: 3, now: T0 + 1000 }).state;
    expect(nextAlarm(s)).toBe(T0 + 1000 + AWAY_GRACE_MS);
    let r = ok(s, { kind: "tick", now: T0 + 1000 + AWAY_GRACE_MS });
    expect(r.state.players.map((p) => p.id)).toEqual([1, 2]);
    r = ok(ok(r.state, { kind: "disconnect", userId: 1, now: T0 + 2000 }).state, { kind: "connect", userId: 1, now: T0 + 3000 });
    expect(ok(r.state, { kind: "tick", now: T0 + 2000 + AWAY_GRACE_MS }).state.status).toBe("waiting"); // came back in time
    s = ok(r.state, { kind: "disconnect", userId: 1, now: T0 + 4000 }).state;
    expect(ok(s, { kind: "tick", now: T0 + 4000 + AWAY_GRACE_MS }).state.status).toBe("cancelled");
  });

  it("a room nobody starts expires", () => {
    const r = ok(roomWith([2]), { kind: "tick", now: T0 + WAITING_ROOM_MAX_MS });
    expect(r.state.status).toBe("cancelled");
    expect(r.effects).toContainEqual({ kind: "unlist", reason: "expired" });
  });
});

describe("starting", () => {
  it("needs two players and the host", () => {
    expect(refused(roomWith([]), { kind: "start", userId: 1, text: TEXT, now: T0 }).code).toBe("too_few_players");
    expect(refused(roomWith([2]), { kind: "start", userId: 2, text: TEXT, now: T0 }).code).toBe("not_host");
  });

  it("fixes one text for everyone and a deadline 180 s after typing opens", () => {
    const r = ok(roomWith([2]), { kind: "start", userId: 1, text: { id: 7, body: "  нэг  хоёр\nгурав " }, now: T0 });
    expect(r.state).toMatchObject({ status: "racing", startsAt: GO, deadline: GO + RACE_MS, text: { id: 7, body: "нэг хоёр гурав" } });
    expect(r.effects).toContainEqual({
      kind: "send",
      to: "members",
      message: { type: "start", roomId: "ROOM01", text: "нэг хоёр гурав", startsAt: GO, deadline: GO + RACE_MS, serverTime: T0 },
    });
    expect(r.effects).toContainEqual({ kind: "unlist", reason: "started" });
    expect(r.effects).toContainEqual({ kind: "roomRow", status: "racing", textId: 7, startedAt: GO });
  });

  it("refuses an empty text and a second start", () => {
    expect(refused(roomWith([2]), { kind: "start", userId: 1, text: { id: 1, body: "   " }, now: T0 }).code).toBe("no_text");
    expect(refused(racing(), { kind: "start", userId: 1, text: TEXT, now: T0 }).code).toBe("room_closed");
  });

  it("a tick with nothing due changes nothing (not even the state object)", () => {
    const s = racing();
    const r = ok(s, { kind: "tick", now: T0 + 1 });
    expect(r.state).toBe(s);
    expect(r.effects).toEqual([]);
    const waiting = roomWith([2]);
    expect(ok(waiting, { kind: "tick", now: T0 + 1 }).state).toBe(waiting);
  });

  it("opens typing with an interval frame at startsAt (the alarm)", () => {
    const s = racing();
    expect(nextAlarm(s)).toBe(GO);
    const r = ok(s, { kind: "tick", now: GO });
    expect(r.effects).toEqual([
      {
        kind: "send",
        to: "members",
        message: { type: "interval", roomId: "ROOM01", start: true, startsAt: GO, deadline: GO + RACE_MS, timeLeft: RACE_MS, timePassed: 0, serverTime: GO },
      },
    ]);
    expect(nextAlarm(r.state)).toBe(GO + RACE_MS);
  });
});

describe("racing", () => {
  it("turns words into a percent for the object's next progress tick", () => {
    const r = ok(racing(), { kind: "write", userId: 2, words: 2, now: GO + 2000 });
    expect(r.state.players.find((p) => p.id === 2)).toMatchObject({ words: 2, percent: 40 });
    expect(r.effects).toEqual([{ kind: "progress", userId: 2, percent: 40 }]);
  });

  it("ignores progress that goes backwards and refuses more words than the text has", () => {
    const s = ok(racing(), { kind: "write", userId: 2, words: 3, now: GO + 3000 }).state;
    expect(ok(s, { kind: "write", userId: 2, words: 1, now: GO + 3500 }).effects).toEqual([]);
    expect(refused(s, { kind: "write", userId: 2, words: 6, now: GO + 3500 }).code).toBe("invalid");
  });

  it("refuses typing before the room's clock opens it and after the deadline", () => {
    expect(refused(racing(), { kind: "write", userId: 2, words: 1, now: GO - 1 }).code).toBe("room_closed");
    expect(refused(racing(), { kind: "write", userId: 2, words: 1, now: GO + RACE_MS + 1 }).code).toBe("room_closed");
    expect(refused(racing(), { kind: "finish", userId: 2, now: GO + RACE_MS + 1 }).code).toBe("room_closed");
  });

  it("refuses a non-member's progress, finish and chat", () => {
    const s = racing();
    expect(refused(s, { kind: "write", userId: 9, words: 1, now: GO + 1000 }).code).toBe("not_member");
    expect(refused(s, { kind: "finish", userId: 9, now: GO + 1000 }).code).toBe("not_member");
    expect(refused(s, { kind: "chat", userId: 9, message: "сайн уу", now: GO }).code).toBe("not_member");
  });

  it("places players in finishing order with the room's own WPM and accuracy", () => {
    let s = racing();
    s = ok(s, { kind: "write", userId: 3, words: 4, typed: ["нэг", "хоёр", "гурав", "дөрөв"], now: GO + 4000 }).state;
    let r = ok(s, { kind: "finish", userId: 3, typed: ["тав"], wpm: 80, accuracy: 95, now: GO + 6000 } as RoomEvent);
    // 24 characters in 6 s by the room's clock = 48 WPM, and every word right, whatever the browser claimed.
    expect(r.effects[0]).toEqual({
      kind: "send",
      to: "members",
      message: { type: "onFinish", roomId: "ROOM01", userId: 3, place: 1, wpm: 48, accuracy: 100, point: roomRacePoints({ place: 1, racers: 3, wpm: 48 }) },
    });
    expect(r.effects[1]).toEqual({ kind: "saveResultsSoon" }); // soon, in one batch with the room's other finishes
    const point = roomRacePoints({ place: 1, racers: 3, wpm: 48 });
    expect(r.state.players).toHaveLength(3);
    expect(finishedResults(r.state)).toEqual([{ userId: 3, percent: 100, wpm: 48, accuracy: 100, place: 1, finishedAt: GO + 6000, point }]);
    // Player 1 typed the second word wrong: 4 of 5 words right.
    s = ok(r.state, { kind: "write", userId: 1, words: 2, typed: ["нэг", "хоёо"], now: GO + 5000 }).state;
    s = ok(s, { kind: "write", userId: 1, words: 4, typed: ["гурав", "дөрөв"], now: GO + 7000 }).state;
    r = ok(s, { kind: "finish", userId: 1, typed: ["тав"], now: GO + 8000 });
    expect(r.state.players.find((p) => p.id === 1)).toMatchObject({ place: 2, accuracy: 80 });
    expect(r.state.status).toBe("racing"); // player 2 is still typing
    expect(finishedResults(r.state).map((row) => [row.userId, row.place])).toEqual([
      [1, 2],
      [3, 1],
    ]);
    const saved = ok(r.state, { kind: "resultsSaved", userIds: [3] });
    expect(finishedResults(saved.state).map((row) => row.userId)).toEqual([1]); // saved: not again
    // Only the saved player hears it, with their points.
    expect(saved.effects).toEqual([{ kind: "send", to: 3, message: { type: "resultSaved", roomId: "ROOM01", point } }]);
    expect(refused(r.state, { kind: "finish", userId: 1, now: GO + 8100 }).code).toBe("conflict");
  });

  it("refuses a finish before the text is typed, or at an impossible speed", () => {
    const s = racing();
    expect(refused(s, { kind: "finish", userId: 2, now: GO + 30_000 }).code).toBe("invalid");
    // Four words (21 characters) in 100 ms fit the burst allowance; a result of the whole text in 120 ms does not.
    const typed = ok(s, { kind: "write", userId: 2, words: 4, typed: ["нэг", "хоёр", "гурав", "дөрөв"], now: GO + 100 }).state;
    expect(refused(typed, { kind: "finish", userId: 2, typed: ["тав"], now: GO + 120 }).code).toBe("impossible");
    // 24 characters at the ceiling (250 WPM) take 1.15 s; a claimed WPM is not read at all.
    expect(refused(typed, { kind: "finish", userId: 2, typed: ["тав"], now: GO + 1_100 }).code).toBe("impossible");
    expect(ok(typed, { kind: "finish", userId: 2, typed: ["тав"], now: GO + 20_000 }).state.players[1].place).toBe(1);
  });

  it("ends with endGame when everyone has finished, saving every result once", () => {
    let s = racing([2]);
    s = ok(s, { kind: "write", userId: 2, words: 4, typed: ["нэг", "хоёр", "гурав", "дөрөв"], now: GO + 3000 }).state;
    s = ok(s, { kind: "finish", userId: 2, typed: ["тав"], now: GO + 5000 }).state;
    s = ok(s, { kind: "resultsSaved", userIds: [2] }).state;
    s = ok(s, { kind: "write", userId: 1, words: 5, typed: ["нэг", "хоёр", "гурав", "дөрөв", "таб"], now: GO + 6000 }).state;
    const r = ok(s, { kind: "finish", userId: 1, now: GO + 8000 });
    expect(r.state).toMatchObject({ status: "finished", endedAt: GO + 8000 });
    const end = sent(r.effects, "endGame")[0];
    expect(end).toMatchObject({
      message: {
        reason: "allFinished",
        results: [
          { userId: 1, place: 2, percent: 100, wpm: 36 },
          { userId: 2, place: 1, percent: 100, wpm: 58 },
        ],
      },
    });
    const saves = r.effects.filter((e) => e.kind === "saveResults");
    const point = roomRacePoints({ place: 2, racers: 2, wpm: 36 });
    expect(saves).toEqual([{ kind: "saveResults", rows: [{ userId: 1, percent: 100, wpm: 36, accuracy: 80, place: 2, finishedAt: GO + 8000, point }] }]);
  });

  it("the deadline ends the race: unfinished players get place 0 and their progress", () => {
    let s = racing([2]);
    s = ok(s, { kind: "tick", now: GO }).state;
    s = ok(s, { kind: "write", userId: 2, words: 2, now: GO + 60_000 }).state;
    const r = ok(s, { kind: "tick", now: GO + RACE_MS + 3 });
    expect(r.state).toMatchObject({ status: "finished", endedAt: GO + RACE_MS });
    expect(sent(r.effects, "endGame")[0]).toMatchObject({ message: { reason: "timeUp" } });
    const rows = r.effects.find((e) => e.kind === "saveResults");
    // Player 2 typed "нэг хоёр " (9 characters) over the whole 180 s.
    expect(rows).toEqual({
      kind: "saveResults",
      rows: [
        { userId: 1, percent: 0, wpm: 0, accuracy: 0, place: 0, finishedAt: GO + RACE_MS, point: 0 },
        { userId: 2, percent: 40, wpm: 1, accuracy: 0, place: 0, finishedAt: GO + RACE_MS, point: 0 },
      ],
    });
    expect(nextAlarm(r.state)).toBe(GO + RACE_MS + CLEANUP_AFTER_MS);
  });

  it("retries unsaved results and then forgets the room", () => {
    const ended = ok(racing([2]), { kind: "tick", now: GO + RACE_MS }).state;
    const saved = ok(ended, { kind: "resultsSaved", userIds: [1] }).state;
    const r = ok(saved, { kind: "tick", now: GO + RACE_MS + CLEANUP_AFTER_MS });
    expect(r.effects).toEqual([{ kind: "saveResults", rows: [expect.objectContaining({ userId: 2, place: 0 })] }, { kind: "wipe" }]);
  });
});

describe("chat", () => {
  it("broadcasts trimmed messages of members, refusing empty and over-long ones", () => {
    const s = roomWith([2]);
    const r = ok(s, { kind: "chat", userId: 2, message: "  сайн уу  ", now: T0 });
    expect(r.effects).toEqual([
      {
        kind: "send",
        to: "members",
        message: { type: "onMessage", roomId: "ROOM01", user: { id: 2, name: "Тоглогч 2", image: null }, message: "сайн уу", at: T0 },
      },
    ]);
    expect(refused(s, { kind: "chat", userId: 2, message: "   ", now: T0 }).code).toBe("invalid");
    expect(refused(s, { kind: "chat", userId: 2, message: "ы".repeat(51), now: T0 }).code).toBe("invalid");
    expect(ok(s, { kind: "chat", userId: 2, message: "ы".repeat(50), now: T0 }).effects).toHaveLength(1);
  });

  it("limits how fast one player can post", () => {
    const s = ok(roomWith([2]), { kind: "chat", userId: 2, message: "нэг", now: T0 }).state;
    expect(refused(s, { kind: "chat", userId: 2, message: "хоёр", now: T0 + CHAT_MIN_INTERVAL_MS - 1 }).code).toBe("rate_limited");
    expect(ok(s, { kind: "chat", userId: 2, message: "хоёр", now: T0 + CHAT_MIN_INTERVAL_MS }).effects).toHaveLength(1);
  });

  it("works during the race and not in a cancelled room", () => {
    expect(ok(racing(), { kind: "chat", userId: 3, message: "хурдан!", now: GO + 100 }).effects).toHaveLength(1);
    const cancelled = ok(roomWith([2]), { kind: "leave", userId: 1, now: T0 }).state;
    expect(refused(cancelled, { kind: "chat", userId: 2, message: "байна уу", now: T0 }).code).toBe("not_member");
  });
});
