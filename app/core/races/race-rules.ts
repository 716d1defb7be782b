// Constants and small pure rules of online rooms (SPEC §4 Room, §5 Chat, §9).
import { testWpm } from "../typing/metrics";
import { CHAT_MAX_CHARS, MAX_ROOM_CAPACITY, PUBLIC_ROOM_CAPACITY, type PublicUser, type RoomPlayer, type RoomView } from "./protocol";
import { rankForPoints } from "../accounts/ranks";
import { visibleText } from "../accounts/visible-text";

/** A public room's seats; each room keeps its own in its state (roomCapacity). */
export const ROOM_CAPACITY = PUBLIC_ROOM_CAPACITY;
/** A class race holds the whole class (issue 31 §2; a class has at most 60 students). */
export const CLASS_RACE_CAPACITY = MAX_ROOM_CAPACITY;
/** SPEC: Start only with more than one player. */
export const MIN_PLAYERS_TO_START = 2;
/** A class race starts with whoever has joined: one student is enough for the lesson to go on. */
export const MIN_CLASS_RACE_PLAYERS = 1;
/**
 * Progress frames in a class race are coalesced: at most one `lanes` frame per this interval carries
 * every lane that moved (the first after a quiet spell goes at once). 60 players at a word a second
 * each then cost each viewer at most 10 frames a second instead of 60.
 */
export const PROGRESS_TICK_MS = 100;
/**
 * The window a room's lanes wait in: 0 (each move at once) in a public room of five, where a word costs
 * four frames and a tick would only add up to PROGRESS_TICK_MS to every move (the race load's p99 went
 * from under 50 ms to 100 ms when public rooms shared the class race's tick, ADR 042 / issue 33 §4);
 * PROGRESS_TICK_MS in a larger room, where one frame per word per viewer is what does not scale.
 */
export const progressTickMs = (capacity: number) => (capacity <= PUBLIC_ROOM_CAPACITY ? 0 : PROGRESS_TICK_MS);
/** SPEC §9: room race 180 seconds. */
export const RACE_MS = 180_000;
/** Between Start and the first keystroke the clients count down; the room's clock opens typing at startsAt. */
export const START_COUNTDOWN_MS = 3_000;
/** SPEC §9: invite notification 6000 ms; join-request notification 6 s. */
export const INVITE_NOTICE_MS = 6_000;
export const JOIN_REQUEST_MS = 6_000;
/** SPEC §9: the host's "invited" marker on a user's row lasts 5 s. */
export const INVITE_MARKER_MS = 5_000;
/** An accepted invitation or join request holds a seat while the browser navigates to /room. */
export const SEAT_HOLD_MS = 15_000;
/** The invitee may accept until the notice ends and then needs time to reach /room. */
export const INVITE_TICKET_MS = INVITE_NOTICE_MS + SEAT_HOLD_MS;
/** A waiting-room player with no open socket this long is gone (the host's absence cancels the room). */
export const AWAY_GRACE_MS = 60_000;
/** A room nobody starts is cancelled after this long. */
export const WAITING_ROOM_MAX_MS = 30 * 60_000;
/** A finished or cancelled room's storage is wiped this long after it ended (late reconnects still see it). */
export const CLEANUP_AFTER_MS = 10 * 60_000;
/** A finished room's chat stays open this long for the results talk (SPEC is silent; ADR 012). */
export const CHAT_AFTER_RACE_MS = 5 * 60_000;
/** One chat line per player per this interval. */
export const CHAT_MIN_INTERVAL_MS = 300;
export const BURST_CHARS = 20;

/** Race texts are split on whitespace; words are what progress counts. */
export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter((w) => w.length > 0);
}

// A room splits its text on every progress message; the texts in play are few, so keep their splits.
const splitTexts = new Map<string, readonly string[]>();

/** splitWords, remembered per text (the room's hot path). */
export function wordsOfText(text: string): readonly string[] {
  let words = splitTexts.get(text);
  if (!words) {
    if (splitTexts.size >= 256) splitTexts.clear();
    words = splitWords(text);
    splitTexts.set(text, words);
  }
  return words;
}

/** The text as the race shows it: single spaces, trimmed. */
export function normalizeText(text: string): string {
  return splitWords(text).join(" ");
}

/** SPEC §9: room progress percent = words done / total words, whole percent (rounded down, so 100 only at the end). */
export function progressPercent(wordsDone: number, totalWords: number): number {
  if (totalWords <= 0) return 0;
  const done = Math.min(Math.max(0, Math.floor(wordsDone)), totalWords);
  return Math.floor((done / totalWords) * 100);
}

/** Characters typed after `wordsDone` words, counting the space typed after each word but the last. */
export function charactersOfWords(words: readonly string[], wordsDone: number): number {
  const done = Math.min(Math.max(0, wordsDone), words.length);
  let chars = 0;
  for (let i = 0; i < done; i++) chars += words[i].length;
  return chars + Math.max(0, done - 1) + (done > 0 && done < words.length ? 1 : 0);
}

/** The room's own WPM figure: the characters done over the room's clock since typing opened. */
export function roomWpm(characters: number, elapsedMs: number): number {
  return testWpm(characters, elapsedMs);
}

export type ChatCheck = { ok: true; message: string } | { ok: false; reason: "empty" | "too_long" | "control" };

/**
 * SPEC §5: chat is not empty and at most 50 characters (counted as the user sees them, after trimming);
 * issue 21 §7: no control characters or bidi overrides, and something visible (visible-text.ts).
 */
export function checkChatMessage(raw: string): ChatCheck {
  const checked = visibleText(raw);
  if (!checked.ok) return { ok: false, reason: checked.problem === "control" ? "control" : "empty" };
  const message = checked.text;
  if (Array.from(message).length > CHAT_MAX_CHARS) return { ok: false, reason: "too_long" };
  return { ok: true, message };
}

/** The route segment of /create-race/{lang}: only eng or мон (SPEC §5). */
export function raceLanguageFromSegment(segment: string): "mn" | "en" | null {
  const s = segment.normalize("NFC").toLowerCase();
  if (s === "eng") return "en";
  if (s === "мон") return "mn";
  return null;
}

const ROOM_ID_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Short room codes people can read out (no 0/O or 1/I); `random` returns values in [0, 1). */
export function newRoomId(random: () => number, length = 6): string {
  let id = "";
  for (let i = 0; i < length; i++) id += ROOM_ID_ALPHABET[Math.floor(random() * ROOM_ID_ALPHABET.length)];
  return id;
}

/** What other players see of a user: the users row narrowed to public fields, with the rank image. */
export function toPublicUser(u: { id: number; name: string; image: string | null; points: number; avgWpm: number; avgPercent: number }): PublicUser {
  return {
    id: u.id,
    name: u.name.slice(0, 200),
    image: u.image,
    rankImage: rankForPoints(u.points).image,
    avgWpm: Math.max(0, Math.round(u.avgWpm)),
    avgPercent: Math.min(100, Math.max(0, Math.round(u.avgPercent))),
  };
}

/**
 * The lanes as this browser shows them: your own lane follows your typing at once (the server sends
 * your progress only to the others); the server's figure wins wherever it is further along.
 */
export function lanesWithYou(room: RoomView, you: number | null, wordsTyped: number): RoomPlayer[] {
  if (you === null || !room.text || wordsTyped <= 0) return room.players;
  const typed = progressPercent(wordsTyped, wordsOfText(room.text).length);
  return room.players.map((p) => (p.id === you && p.place === 0 && typed > p.percent ? { ...p, percent: typed } : p));
}
