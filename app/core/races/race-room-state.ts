// The state of one online room, its views for the wire and the lobby, and when its alarm is due.
import {
  SNAPSHOT_REQUESTS_MAX,
  type ErrorCode,
  type LobbyServerMessage,
  type PublicUser,
  type RaceLanguage,
  type RoomListItem,
  type RoomPlayer,
  type RoomServerMessage,
  type RoomStatus,
  type RoomView,
} from "./protocol";
import type { FloodLog } from "./flood-limits";
import { openingPace, paceAfterLoss, type Pace } from "../typing/plausibility";
import { AWAY_GRACE_MS, CLASS_RACE_CAPACITY, CLEANUP_AFTER_MS, ROOM_CAPACITY, WAITING_ROOM_MAX_MS } from "./race-rules";

export interface PlayerState extends PublicUser {
  joinedAt: number;
  words: number;
  percent: number;
  place: number;
  wpm: number;
  accuracy: number;
  finishedAt: number | null;
  left: boolean;
  /** When the player's last socket closed; null while one is open. */
  awaySince: number | null;
  lastChatAt: number | null;
  resultSaved: boolean;
  /** The progress pace (plausibility.ts); null until the first report. Absent in rooms stored before it existed. */
  pace?: Pace | null;
  /** Words the room found typed wrong (or reported without their text); accuracy is the room's. */
  wrongWords?: number;
  /** What the finish pays (room-points.ts). Absent in rooms stored before it existed, and until the finish. */
  point?: number;
}

/** A seat promised to someone who is not in the room yet. */
export interface SeatTicket {
  user: PublicUser;
  /** invite: the host invited them; request: they asked and wait for the host; accepted: the host said yes. */
  kind: "invite" | "request" | "accepted";
  expiresAt: number;
}

export interface RoomState {
  roomId: string;
  hostId: number;
  language: RaceLanguage;
  status: RoomStatus;
  createdAt: number;
  players: PlayerState[];
  tickets: SeatTicket[];
  text: { id: number; body: string } | null;
  startsAt: number | null;
  deadline: number | null;
  /** The interval frame that opens typing has gone out. */
  goSent: boolean;
  endedAt: number | null;
  /** The host's recent invitations (flood-limits.ts); absent in rooms stored before it existed. */
  floods?: FloodLog;
  /** Seats (roomCapacity): absent in rooms stored before it existed, which are public rooms of 5. */
  capacity?: number;
  /**
   * A class race (issue 31): the class's teacher is the host and only watches (not a player); a
   * student joins once the object has read their membership from D1; the room is never listed in the
   * lobby, and it pays no points.
   */
  classId?: number;
}

export interface ResultRecord {
  userId: number;
  percent: number;
  wpm: number;
  accuracy: number;
  place: number;
  finishedAt: number;
  /** Points the result pays, once (0 for a player who did not finish). */
  point: number;
}

export type RoomEffect =
  /** To the open sockets of every member (but `except`, who already knows), or of one user. */
  | { kind: "send"; to: "members" | number; except?: number; message: RoomServerMessage }
  /** A lane moved: the object sends it with the room's other moved lanes on the next progress tick (progressTickMs). */
  | { kind: "progress"; userId: number; percent: number }
  /** To a user's lobby sockets, on whatever screen they are (invitations, accepted requests). */
  | { kind: "deliver"; userId: number; message: LobbyServerMessage }
  /** The room list in the lobby: show or update this room, or take it off. */
  | { kind: "listing"; item: RoomListItem }
  | { kind: "unlist"; reason: "cancelled" | "started" | "expired" }
  /** Write these race results to D1 (each player once). */
  | { kind: "saveResults"; rows: ResultRecord[] }
  /** A player finished while others still type: write the finished players' results soon (finishedResults), several in one batch. */
  | { kind: "saveResultsSoon" }
  /** Mirror the room's status to its D1 row. */
  | { kind: "roomRow"; status: RoomStatus; textId?: number; startedAt?: number; endedAt?: number }
  /** Nothing is left to do: forget the room's storage. */
  | { kind: "wipe" };

export type RoomEvent =
  | { kind: "connect"; userId: number; now: number }
  | { kind: "disconnect"; userId: number; now: number }
  /** `admitted`: a class race's object read from D1 that the user is an active student of the class. */
  | { kind: "join"; user: PublicUser; now: number; admitted?: boolean }
  | { kind: "leave"; userId: number; now: number }
  | { kind: "delete"; userId: number; now: number }
  | { kind: "invite"; userId: number; target: PublicUser; now: number }
  | { kind: "ignoreInvite"; userId: number; now: number }
  | { kind: "requestJoin"; user: PublicUser; now: number }
  | { kind: "acceptJoinRequest"; userId: number; targetId: number; now: number }
  | { kind: "declineJoinRequest"; userId: number; targetId: number; now: number }
  | { kind: "start"; userId: number; text: { id: number; body: string }; now: number }
  /** `typed`: what the player typed for the last words reported (normally one), for the room to judge. */
  | { kind: "write"; userId: number; words: number; typed?: readonly string[]; now: number }
  /** The last word(s) typed; every figure of the finish is the room's own. */
  | { kind: "finish"; userId: number; typed?: readonly string[]; now: number }
  | { kind: "chat"; userId: number; message: string; now: number }
  | { kind: "resultsSaved"; userIds: number[] }
  | { kind: "tick"; now: number };

export type RoomOutcome = { ok: true; state: RoomState; effects: RoomEffect[] } | { ok: false; code: ErrorCode; message: string };

export function createRoom(roomId: string, host: PublicUser, language: RaceLanguage, now: number): RoomState {
  return {
    roomId,
    hostId: host.id,
    language,
    status: "waiting",
    createdAt: now,
    // The host has no socket yet: the away clock runs until they open /room.
    players: [newPlayer(host, now, now)],
    tickets: [],
    text: null,
    startsAt: null,
    deadline: null,
    goSent: false,
    endedAt: null,
  };
}

/** A class race: no players yet (the teacher watches), 60 seats. */
export function createClassRace(roomId: string, teacherId: number, classId: number, language: RaceLanguage, now: number): RoomState {
  return {
    roomId,
    hostId: teacherId,
    language,
    status: "waiting",
    createdAt: now,
    players: [],
    tickets: [],
    text: null,
    startsAt: null,
    deadline: null,
    goSent: false,
    endedAt: null,
    capacity: CLASS_RACE_CAPACITY,
    classId,
  };
}

export const roomCapacity = (s: RoomState) => s.capacity ?? ROOM_CAPACITY;
export const isClassRace = (s: RoomState) => s.classId !== undefined;

export function newPlayer(user: PublicUser, now: number, awaySince: number | null): PlayerState {
  return {
    ...publicUser(user),
    joinedAt: now,
    words: 0,
    percent: 0,
    place: 0,
    wpm: 0,
    accuracy: 0,
    finishedAt: null,
    left: false,
    awaySince,
    lastChatAt: null,
    resultSaved: false,
    pace: null,
    wrongWords: 0,
  };
}

export function publicUser(u: PublicUser): PublicUser {
  return { id: u.id, name: u.name, image: u.image, rankImage: u.rankImage, avgWpm: u.avgWpm, avgPercent: u.avgPercent };
}

export const isMember = (s: RoomState, userId: number) => s.players.some((p) => p.id === userId);
export const playerOf = (s: RoomState, userId: number) => s.players.find((p) => p.id === userId);
export function toPlayer(p: PlayerState): RoomPlayer {
  return { ...publicUser(p), percent: p.percent, words: p.words, place: p.place, wpm: p.wpm, left: p.left };
}

/** `forMember` false: the pre-join view, without the race text (issue 21 §9). */
export function toView(s: RoomState, forMember = true): RoomView {
  return {
    roomId: s.roomId,
    hostId: s.hostId,
    language: s.language,
    status: s.status,
    players: s.players.map(toPlayer),
    text: forMember ? (s.text?.body ?? null) : null,
    startsAt: s.startsAt,
    deadline: s.deadline,
    ...(s.capacity !== undefined ? { capacity: s.capacity } : {}),
    ...(s.classId !== undefined ? { classId: s.classId } : {}),
  };
}

export function toListing(s: RoomState): RoomListItem {
  const host = playerOf(s, s.hostId);
  return { roomId: s.roomId, language: s.language, host: publicUser(host ?? s.players[0]), total: s.players.length, createdAt: s.createdAt };
}

export function roomState(s: RoomState, you: number, now: number): RoomServerMessage {
  const message: RoomServerMessage = { type: "roomState", room: toView(s, isMember(s, you)), you, serverTime: now };
  if (you !== s.hostId || s.status !== "waiting") return message;
  // A host whose socket was not open when a request came (a reload, a blink of the line) still sees it.
  const requests = s.tickets
    .filter((t) => t.kind === "request" && t.expiresAt > now)
    .slice(-SNAPSHOT_REQUESTS_MAX)
    .map((t) => ({ user: t.user, expiresAt: t.expiresAt }));
  return requests.length > 0 ? { ...message, requests } : message;
}

export function intervalMessage(s: RoomState, now: number): RoomServerMessage {
  const startsAt = s.startsAt ?? now;
  const deadline = s.deadline ?? now;
  return {
    type: "interval",
    roomId: s.roomId,
    start: s.status === "racing" && now >= startsAt,
    startsAt,
    deadline,
    timeLeft: Math.max(0, Math.min(deadline - now, deadline - startsAt)),
    timePassed: Math.max(0, now - startsAt),
    serverTime: now,
  };
}

/** The one alarm: the earliest moment anything in this room is due. */
export function nextAlarm(s: RoomState): number | null {
  const times: number[] = s.tickets.map((t) => t.expiresAt);
  if (s.status === "waiting") {
    times.push(s.createdAt + WAITING_ROOM_MAX_MS);
    for (const p of s.players) if (p.awaySince !== null) times.push(p.awaySince + AWAY_GRACE_MS);
  } else if (s.status === "racing") {
    if (!s.goSent && s.startsAt !== null) times.push(s.startsAt);
    if (s.deadline !== null) times.push(s.deadline);
  } else if (s.endedAt !== null) {
    times.push(s.endedAt + CLEANUP_AFTER_MS);
  }
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The room as loaded after a crash that lost the progress reported since `lostSince` (ADR 021): each
 * player still typing may report, at once, what a person could have typed since their last durable
 * pace, up to `lostUntil` (the latest moment a lost report can date from), so the next report (an
 * absolute word count) repairs the lanes. Nothing else changes; a room not racing is returned as is.
 */
export function resumeAfterLoss(s: RoomState, lostUntil: number): RoomState {
  if (s.status !== "racing" || s.startsAt === null) return s;
  const startsAt = s.startsAt;
  return {
    ...s,
    players: s.players.map((p) => (p.finishedAt !== null || p.left ? p : { ...p, pace: paceAfterLoss(p.pace ?? openingPace(startsAt), lostUntil) })),
  };
}

// ── outcome helpers shared by the reducer's parts ───────────────────────────────────────────────
export const refuse = (code: ErrorCode, message: string): RoomOutcome => ({ ok: false, code, message });
export const withPlayer = (s: RoomState, userId: number, patch: Partial<PlayerState>): RoomState => ({
  ...s,
  players: s.players.map((p) => (p.id === userId ? { ...p, ...patch } : p)),
});
export type Done = Extract<RoomOutcome, { ok: true }>;
export const done = (state: RoomState, effects: RoomEffect[] = []): Done => ({ ok: true, state, effects });
