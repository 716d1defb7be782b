// The rules of one online room as a pure reducer: (state, event) → new state + effects to carry out.
// The RaceRoom Durable Object feeds it socket messages and alarms; it never decides anything itself.
import { testAccuracy } from "../typing/metrics";
import { exceedsWpm, openingPace, spendPace } from "../typing/plausibility";
import type { ErrorCode, PublicUser } from "./protocol";
import {
  charactersOfWords,
  MIN_CLASS_RACE_PLAYERS,
  MIN_PLAYERS_TO_START,
  normalizeText,
  progressPercent,
  RACE_MS,
  roomWpm,
  wordsOfText,
  START_COUNTDOWN_MS,
  WAITING_ROOM_MAX_MS,
  AWAY_GRACE_MS,
  CLEANUP_AFTER_MS,
} from "./race-rules";
import {
  intervalMessage,
  isClassRace,
  newPlayer,
  roomCapacity,
  playerOf,
  roomState,
  toListing,
  toPlayer,
  done,
  refuse,
  withPlayer,
  type Done,
  type PlayerState,
  type ResultRecord,
  type RoomEffect,
  type RoomEvent,
  type RoomOutcome,
  type RoomState,
} from "./race-room-state";

import { chat } from "./race-room-chat";
import { answerJoinRequest, invite, liveTickets, requestJoin } from "./race-room-tickets";
import { roomRacePoints } from "./room-points";

export * from "./race-room-state";

/** Who may press Start now; the Durable Object asks before it fetches a text. */
export function checkStart(s: RoomState, userId: number): { ok: true } | { ok: false; code: ErrorCode; message: string } {
  if (userId !== s.hostId) return { ok: false, code: "not_host", message: "Only the host can start the race" };
  if (s.status !== "waiting") return { ok: false, code: "room_closed", message: "The race has already started or ended" };
  if (isClassRace(s) && s.players.length < MIN_CLASS_RACE_PLAYERS) return { ok: false, code: "too_few_players", message: "No student has joined yet" };
  if (!isClassRace(s) && s.players.length < MIN_PLAYERS_TO_START) return { ok: false, code: "too_few_players", message: "At least two players are needed" };
  return { ok: true };
}

function cancel(s: RoomState, now: number, reason: "cancelled" | "expired"): Done {
  const state: RoomState = { ...s, status: "cancelled", endedAt: now, tickets: [] };
  return done(state, [
    { kind: "send", to: "members", message: { type: "deletedRoom", roomId: s.roomId, reason } },
    { kind: "unlist", reason },
    { kind: "roomRow", status: "cancelled", endedAt: now },
  ]);
}

function removePlayer(s: RoomState, userId: number): Done {
  const state: RoomState = { ...s, players: s.players.filter((p) => p.id !== userId) };
  return done(state, [
    // The leaver is told too (they are no longer a member once the effect runs).
    { kind: "send", to: userId, message: { type: "leavePlayer", roomId: s.roomId, userId } },
    { kind: "send", to: "members", message: { type: "leavePlayer", roomId: s.roomId, userId } },
    // A class race is never listed, and its teacher is no player: its last student leaving leaves no
    // one to list the room under (that threw in the alarm, again on every retry).
    ...(isClassRace(s) ? [] : [{ kind: "listing", item: toListing(state) } as const]),
  ]);
}

function resultOf(s: RoomState, p: PlayerState, now: number): ResultRecord {
  if (p.finishedAt !== null)
    return { userId: p.id, percent: 100, wpm: p.wpm, accuracy: p.accuracy, place: p.place, finishedAt: p.finishedAt, point: p.point ?? 0 };
  const words = wordsOfText(s.text?.body ?? "");
  const until = Math.min(now, s.deadline ?? now);
  const wpm = roomWpm(charactersOfWords(words, p.words), until - (s.startsAt ?? until));
  return { userId: p.id, percent: p.percent, wpm, accuracy: roomAccuracy(p), place: 0, finishedAt: now, point: 0 };
}

/** Results not in D1 yet; an unfinished player's as of `now`. */
const unsavedResults = (s: RoomState, now: number) => s.players.filter((p) => !p.resultSaved).map((p) => resultOf(s, p, now));

/** The results of finished players that are not in D1 yet (the race goes on; the race end saves the rest). */
export function finishedResults(s: RoomState): ResultRecord[] {
  return s.players.filter((p) => p.finishedAt !== null && !p.resultSaved).map((p) => resultOf(s, p, p.finishedAt!));
}

function endRace(s: RoomState, now: number, reason: "allFinished" | "timeUp"): Done {
  const state: RoomState = { ...s, status: "finished", endedAt: now };
  const rows = s.players.map((p) => resultOf(s, p, now));
  const unsaved = unsavedResults(s, now);
  const effects: RoomEffect[] = [
    {
      kind: "send",
      to: "members",
      message: { type: "endGame", roomId: s.roomId, reason, results: rows.map(({ userId, place, percent, wpm }) => ({ userId, place, percent, wpm })) },
    },
    { kind: "roomRow", status: "finished", endedAt: now },
  ];
  if (unsaved.length > 0) effects.push({ kind: "saveResults", rows: unsaved });
  return done(state, effects);
}

const everyoneDone = (s: RoomState) => s.players.every((p) => p.left || p.finishedAt !== null);

/** Lobby effects and points are for public rooms: a class race is never listed and pays nothing. */
const PUBLIC_ONLY = new Set<RoomEffect["kind"]>(["listing", "unlist", "deliver"]);

export function reduceRoom(s: RoomState, e: RoomEvent): RoomOutcome {
  if (!isClassRace(s)) return reducePublicOrClass(s, e);
  if (e.kind === "invite" || e.kind === "requestJoin" || e.kind === "acceptJoinRequest")
    return refuse("forbidden", "A class race takes the class's students only");
  const out = e.kind === "delete" ? cancelClassRace(s, e.userId, e.now) : reducePublicOrClass(s, e);
  return out.ok
    ? done(
        out.state,
        out.effects.filter((fx) => !PUBLIC_ONLY.has(fx.kind)),
      )
    : out;
}

/** The teacher (the host, who is no player) closes a class race that has not started; a student cannot. */
function cancelClassRace(s: RoomState, userId: number, now: number): RoomOutcome {
  if (userId !== s.hostId) return refuse("not_host", "Only the teacher can cancel the class race");
  if (s.status !== "waiting") return refuse("room_closed", "A race that has started cannot be cancelled");
  return cancel(s, now, "cancelled");
}

function reducePublicOrClass(s: RoomState, e: RoomEvent): RoomOutcome {
  switch (e.kind) {
    case "connect": {
      const p = playerOf(s, e.userId);
      return p && p.awaySince !== null ? done(withPlayer(s, e.userId, { awaySince: null })) : done(s);
    }
    case "disconnect": {
      const p = playerOf(s, e.userId);
      return p && p.awaySince === null ? done(withPlayer(s, e.userId, { awaySince: e.now })) : done(s);
    }
    case "join":
      return join(s, e.user, e.now, e.admitted === true);
    case "leave":
    case "delete":
      return leave(s, e.userId, e.now, e.kind === "delete");
    case "invite":
      return invite(s, e.userId, e.target, e.now);
    case "ignoreInvite": {
      const ticket = s.tickets.find((t) => t.user.id === e.userId && t.kind === "invite");
      if (!ticket) return done(s);
      return done({ ...s, tickets: s.tickets.filter((t) => t !== ticket) }, [
        { kind: "send", to: s.hostId, message: { type: "ignoredRoom", roomId: s.roomId, userId: e.userId, name: ticket.user.name } },
      ]);
    }
    case "requestJoin":
      return requestJoin(s, e.user, e.now);
    case "acceptJoinRequest":
    case "declineJoinRequest":
      return answerJoinRequest(s, e.userId, e.targetId, e.now, e.kind === "acceptJoinRequest");
    case "start":
      return start(s, e.userId, e.text, e.now);
    case "write":
      return write(s, e.userId, e.words, e.typed ?? [], e.now);
    case "finish":
      return finish(s, e.userId, e.typed ?? [], e.now);
    case "chat":
      return chat(s, e.userId, e.message, e.now);
    case "resultsSaved":
      // Each player whose result (and points) just reached D1 hears it, so their menu shows the points.
      return done(
        { ...s, players: s.players.map((p) => (e.userIds.includes(p.id) ? { ...p, resultSaved: true } : p)) },
        s.players
          .filter((p) => e.userIds.includes(p.id) && (p.point ?? 0) > 0)
          .map((p) => ({ kind: "send", to: p.id, message: { type: "resultSaved", roomId: s.roomId, point: p.point ?? 0 } })),
      );
    case "tick":
      return tick(s, e.now);
  }
}

function join(s: RoomState, user: PublicUser, now: number, admitted: boolean): RoomOutcome {
  if (s.status === "cancelled") return refuse("room_closed", "The race was cancelled");
  const existing = playerOf(s, user.id);
  if (existing) {
    // A reconnect (reload, network blip, the move from /room to /race): hand back the whole room.
    return done(withPlayer(s, user.id, { awaySince: null }), [{ kind: "send", to: user.id, message: roomState(s, user.id, now) }]);
  }
  if (s.status !== "waiting") return refuse("room_closed", "The race has already started");
  if (isClassRace(s) && user.id === s.hostId) return refuse("forbidden", "The teacher watches the class race");
  if (s.players.length >= roomCapacity(s)) return refuse("room_full", "The room is full");
  if (isClassRace(s)) {
    if (!admitted) return refuse("not_member", "Only the class's students can join this race");
  } else if (!liveTickets(s, now).some((t) => t.user.id === user.id && t.kind !== "request")) {
    return refuse("not_member", "You have not been invited or accepted into this room");
  }
  const player = newPlayer(user, now, null);
  const state: RoomState = { ...s, players: [...s.players, player], tickets: s.tickets.filter((t) => t.user.id !== user.id) };
  return done(state, [
    { kind: "send", to: "members", message: { type: "newPlayer", roomId: s.roomId, player: toPlayer(player) } },
    { kind: "send", to: user.id, message: roomState(state, user.id, now) },
    { kind: "listing", item: toListing(state) },
  ]);
}

function leave(s: RoomState, userId: number, now: number, isDelete: boolean): RoomOutcome {
  const p = playerOf(s, userId);
  if (!p) return refuse("not_member", "You are not in this room");
  if (isDelete && userId !== s.hostId) return refuse("not_host", "Only the host can cancel the room");
  if (s.status === "waiting") return userId === s.hostId ? cancel(s, now, "cancelled") : removePlayer(s, userId);
  if (isDelete) return refuse("room_closed", "A race that has started cannot be cancelled");
  if (s.status !== "racing" || p.left || p.finishedAt !== null) return done(s);
  const state = withPlayer(s, userId, { left: true });
  const leftMsg: RoomEffect = { kind: "send", to: "members", message: { type: "leavePlayer", roomId: s.roomId, userId } };
  if (!everyoneDone(state)) return done(state, [leftMsg]);
  const ended = endRace(state, now, "allFinished");
  return done(ended.state, [leftMsg, ...ended.effects]);
}

function start(s: RoomState, userId: number, text: { id: number; body: string }, now: number): RoomOutcome {
  const allowed = checkStart(s, userId);
  if (!allowed.ok) return refuse(allowed.code, allowed.message);
  const body = normalizeText(text.body);
  if (body.length === 0) return refuse("no_text", "No text for this language");
  const startsAt = now + START_COUNTDOWN_MS;
  const deadline = startsAt + RACE_MS;
  const state: RoomState = { ...s, status: "racing", text: { id: text.id, body }, startsAt, deadline, tickets: [] };
  return done(state, [
    { kind: "send", to: "members", message: { type: "start", roomId: s.roomId, text: body, startsAt, deadline, serverTime: now } },
    { kind: "unlist", reason: "started" },
    { kind: "roomRow", status: "racing", textId: text.id, startedAt: startsAt },
  ]);
}

/** Typing is accepted from startsAt to the deadline, by the room's clock only. */
function racingCheck(s: RoomState, userId: number, now: number): PlayerState | RoomOutcome {
  const p = playerOf(s, userId);
  if (!p) return refuse("not_member", "You are not in this room");
  if (s.status !== "racing" || s.startsAt === null || s.deadline === null || now > s.deadline) return refuse("room_closed", "The race is not running");
  if (now < s.startsAt) return refuse("room_closed", "The race has not started yet");
  if (p.left) return refuse("room_closed", "You left this race");
  if (p.finishedAt !== null) return refuse("conflict", "You have already finished");
  return p;
}

/** Accuracy as the room judged the words: right words over words done (SPEC §9 test accuracy). */
function roomAccuracy(p: PlayerState): number {
  const wrong = Math.min(p.words, p.wrongWords ?? 0);
  return p.words === 0 ? 0 : testAccuracy(p.words - wrong, wrong);
}

type Progress = { ok: true; player: PlayerState } | { ok: false; outcome: RoomOutcome };

/**
 * Moves a player to `words` done if a person could have typed the new words since their last accepted
 * report (plausibility.ts pace), judging each new word against the room's text: `typed` holds what
 * was typed for the last words reported; a word reported without it counts as wrong.
 */
function advance(s: RoomState, p: PlayerState, words: number, typed: readonly string[], now: number): Progress {
  const all = wordsOfText(s.text!.body);
  const added = charactersOfWords(all, words) - charactersOfWords(all, p.words);
  const pace = spendPace(p.pace ?? openingPace(s.startsAt!), added, now);
  if (!pace) return { ok: false, outcome: refuse("impossible", "Progress faster than anyone can type") };
  let wrong = p.wrongWords ?? 0;
  const firstTyped = words - typed.length;
  for (let k = p.words; k < words; k++) if (k < firstTyped || typed[k - firstTyped] !== all[k]) wrong++;
  return { ok: true, player: { ...p, words, percent: progressPercent(words, all.length), pace, wrongWords: wrong } };
}

function write(s: RoomState, userId: number, words: number, typed: readonly string[], now: number): RoomOutcome {
  const checked = racingCheck(s, userId, now);
  if ("ok" in checked) return checked;
  const all = wordsOfText(s.text!.body);
  if (words > all.length) return refuse("invalid", "More words than the text has");
  if (words <= checked.words) return done(s);
  const moved = advance(s, checked, words, typed, now);
  if (!moved.ok) return moved.outcome;
  // Not a frame per word: the object coalesces moved lanes into one frame per progress tick.
  return done(withPlayer(s, userId, moved.player), [{ kind: "progress", userId, percent: moved.player.percent }]);
}

/** The finish is the last report: the progress before it must explain it (pace), and its figures are the room's. */
function finish(s: RoomState, userId: number, typed: readonly string[], now: number): RoomOutcome {
  const checked = racingCheck(s, userId, now);
  if ("ok" in checked) return checked;
  const body = s.text!.body;
  const total = wordsOfText(body).length;
  // Every word but the last must have been reported on the way.
  if (checked.words < total - 1) return refuse("invalid", "The text is not finished");
  const moved = advance(s, checked, total, typed, now);
  const wpm = roomWpm(body.length, now - s.startsAt!);
  // The burst lets live progress run a little ahead; the result itself must be a person's speed.
  if (!moved.ok || exceedsWpm("room", wpm)) return refuse("impossible", "Finished faster than anyone can type");
  const place = s.players.filter((p) => p.finishedAt !== null).length + 1;
  const accuracy = roomAccuracy(moved.player);
  const point = isClassRace(s) ? 0 : roomRacePoints({ place, racers: s.players.length, wpm });
  const state = withPlayer(s, userId, { ...moved.player, place, wpm, accuracy, finishedAt: now, point });
  const onFinish: RoomEffect = { kind: "send", to: "members", message: { type: "onFinish", roomId: s.roomId, userId, place, wpm, accuracy, point } };
  if (!everyoneDone(state)) return done(state, [onFinish, { kind: "saveResultsSoon" }]);
  // The last one in: the race ends now and every result (this one too) is saved in one batch.
  const ended = endRace(state, now, "allFinished");
  return done(ended.state, [onFinish, ...ended.effects]);
}

function tick(s0: RoomState, now: number): RoomOutcome {
  let s = s0;
  const effects: RoomEffect[] = [];
  // Nothing due keeps the very same state object, so the room writes nothing.
  const expired = s.tickets.filter((t) => t.expiresAt <= now);
  for (const t of expired) {
    if (t.kind === "invite" && s.status === "waiting") {
      effects.push({ kind: "send", to: s.hostId, message: { type: "ignoredRoom", roomId: s.roomId, userId: t.user.id, name: t.user.name } });
    }
  }
  if (expired.length > 0) s = { ...s, tickets: s.tickets.filter((t) => t.expiresAt > now) };

  if (s.status === "waiting") {
    const host = playerOf(s, s.hostId);
    // A class race's teacher is no player: their projector may reload without cancelling the race.
    const hostGone = !isClassRace(s) && (!host || (host.awaySince !== null && now - host.awaySince >= AWAY_GRACE_MS));
    if (hostGone || now - s.createdAt >= WAITING_ROOM_MAX_MS) {
      const cancelled = cancel(s, now, hostGone ? "cancelled" : "expired");
      return done(cancelled.state, [...effects, ...cancelled.effects]);
    }
    for (const p of s.players.filter((p) => p.awaySince !== null && now - p.awaySince >= AWAY_GRACE_MS)) {
      const removed = removePlayer(s, p.id);
      s = removed.state;
      effects.push(...removed.effects);
    }
    return done(s, effects);
  }

  if (s.status === "racing") {
    if (!s.goSent && now >= s.startsAt!) {
      s = { ...s, goSent: true };
      effects.push({ kind: "send", to: "members", message: intervalMessage(s, now) });
    }
    if (now >= s.deadline!) {
      const ended = endRace(s, s.deadline!, "timeUp");
      return done(ended.state, [...effects, ...ended.effects]);
    }
    return done(s, effects);
  }

  // Finished or cancelled: retry any result that did not reach D1, then forget the room.
  const unsaved = s.status === "finished" ? unsavedResults(s, s.endedAt ?? now) : [];
  if (unsaved.length > 0) effects.push({ kind: "saveResults", rows: unsaved });
  if (s.endedAt !== null && now >= s.endedAt + CLEANUP_AFTER_MS) effects.push({ kind: "wipe" });
  return done(s, effects);
}
