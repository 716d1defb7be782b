// The live leaderboard of one prize race as a pure reducer: (state, event) → state + effects. The
// PrizeRace Durable Object feeds it recorded attempts (D1 has stored them already: D1 is the record),
// its batch timer and its alarm; the rules of the board, the window and the close are decided here.
import type { ErrorCode } from "./protocol";
import { PRIZE_BOARD_TOP, PRIZE_NOTIFY_MAX_ROWS, type PrizeRow } from "./prize-protocol";

export { PRIZE_BOARD_TOP, PRIZE_NOTIFY_MAX_ROWS, PrizeRowSchema, type PrizeRow } from "./prize-protocol";

/**
 * Changes reach viewers in one frame per this many ms at most (a trailing timer from the first
 * change): however many learners finish, a race sends at most 1000 / PRIZE_NOTIFY_MS frames a second
 * to each viewer. ADR 013 has the figures.
 */
export const PRIZE_NOTIFY_MS = 250;
/** A close that failed (D1 unreachable) is tried again this much later. */
export const PRIZE_CLOSE_RETRY_MS = 30_000;

/** A learner's best in this race (a board row without its place). */
export type PrizeEntry = Omit<PrizeRow, "place">;

export interface PrizeState {
  raceId: number;
  endAt: number;
  closed: boolean;
  /** When the close was last tried (null: not yet); the alarm tries again PRIZE_CLOSE_RETRY_MS later. */
  closingSince: number | null;
  /** userId → best. Replaced (never mutated) on every change, so a write can tell what changed. */
  entries: Readonly<Record<string, PrizeEntry>>;
  /** Learners whose row changed since the last frame (not written: a restart sends everyone the board anyway). */
  changed: readonly number[];
}

export type PrizeEvent =
  | { kind: "attempt"; user: { id: number; name: string; image: string | null; stage: number }; wpm: number; at: number }
  /** The batch timer: send what changed. */
  | { kind: "flush" }
  | { kind: "tick"; now: number }
  /** D1 holds the final standings (this object or the cron wrote them). */
  | { kind: "closed"; rows: readonly PrizeRow[] }
  /** An admin disqualified a result (ADR 033): D1's board without it, places moved up. */
  | { kind: "replaced"; rows: readonly PrizeRow[] };

export type PrizeEffect =
  /** One frame for every viewer. */
  | { kind: "send"; message: { type: "raceNotify"; raceId: number; users: PrizeRow[]; total: number } }
  /** Start the batch timer (if it is not running). */
  | { kind: "notifySoon" }
  /** Write the final standings to D1 (once: the model claims the race). */
  | { kind: "close" }
  /** Every viewer gets the final board with their own row. */
  | { kind: "finalBoards"; rows: readonly PrizeRow[] }
  /** Every viewer gets the whole board again (a row left it: a batch of changes cannot say so). */
  | { kind: "boards"; rows: readonly PrizeRow[] };

export type PrizeOutcome = { ok: true; state: PrizeState; effects: PrizeEffect[] } | { ok: false; code: ErrorCode; message: string };

export function openPrizeRace(raceId: number, endAt: number, closed: boolean, rows: readonly PrizeEntry[]): PrizeState {
  const entries: Record<string, PrizeEntry> = {};
  for (const r of rows) entries[String(r.id)] = { id: r.id, name: r.name, image: r.image, stage: r.stage, wpm: r.wpm, at: r.at };
  return { raceId, endAt, closed, closingSince: null, entries, changed: [] };
}

/** Whether an attempt made at `at` counts: the race takes attempts until endAt (D1 checks the start). */
export const isWindowOpen = (s: PrizeState, at: number) => !s.closed && at < s.endAt;

const done = (state: PrizeState, effects: PrizeEffect[] = []): PrizeOutcome => ({ ok: true, state, effects });

/** Higher WPM first; of two equal bests the earlier; then the lower id (a stable order). */
export function compareEntries(a: PrizeEntry, b: PrizeEntry): number {
  return b.wpm - a.wpm || a.at - b.at || a.id - b.id;
}

const rankingCache = new WeakMap<object, { rows: PrizeRow[]; placeOf: Map<number, number> }>();

/** Every row in board order with its place (cached per entries object: many viewers read the same board). */
export function ranking(s: PrizeState): { rows: PrizeRow[]; placeOf: Map<number, number> } {
  const cached = rankingCache.get(s.entries);
  if (cached) return cached;
  const rows = Object.values(s.entries)
    .sort(compareEntries)
    .map((e, i) => ({ ...e, place: i + 1 }));
  const result = { rows, placeOf: new Map(rows.map((r) => [r.id, r.place])) };
  rankingCache.set(s.entries, result);
  return result;
}

/** What one viewer sees: the top rows, and their own row when it is further down. */
export function boardFor(rows: readonly PrizeRow[], viewerId: number | null): PrizeRow[] {
  const top = rows.slice(0, PRIZE_BOARD_TOP);
  if (viewerId === null || top.some((r) => r.id === viewerId)) return top;
  const own = rows.find((r) => r.id === viewerId);
  return own ? [...top, own] : top;
}

export function reducePrizeRace(s: PrizeState, e: PrizeEvent): PrizeOutcome {
  switch (e.kind) {
    case "attempt": {
      if (!isWindowOpen(s, e.at)) return { ok: false, code: "room_closed", message: "The race is closed" };
      const key = String(e.user.id);
      const known = s.entries[key];
      const better = !known || e.wpm > known.wpm;
      const stageMoved = known !== undefined && (known.stage !== e.user.stage || known.name !== e.user.name || known.image !== e.user.image);
      if (!better && !stageMoved) return done(s);
      const entry: PrizeEntry = better
        ? { id: e.user.id, name: e.user.name, image: e.user.image, stage: e.user.stage, wpm: e.wpm, at: e.at }
        : { ...known, name: e.user.name, image: e.user.image, stage: e.user.stage };
      const changed = s.changed.includes(e.user.id) ? s.changed : [...s.changed, e.user.id];
      const state = { ...s, entries: { ...s.entries, [key]: entry }, changed };
      // The first change since the last frame starts the timer; the others ride along.
      return done(state, s.changed.length === 0 ? [{ kind: "notifySoon" }] : []);
    }
    case "flush": {
      if (s.changed.length === 0) return done(s);
      const { placeOf } = ranking(s);
      const now = s.changed.slice(0, PRIZE_NOTIFY_MAX_ROWS);
      const later = s.changed.slice(PRIZE_NOTIFY_MAX_ROWS);
      const users = now.map((id) => ({ ...s.entries[String(id)], place: placeOf.get(id)! }));
      const effects: PrizeEffect[] = [{ kind: "send", message: { type: "raceNotify", raceId: s.raceId, users, total: placeOf.size } }];
      if (later.length > 0) effects.push({ kind: "notifySoon" });
      return done({ ...s, changed: later }, effects);
    }
    case "tick": {
      if (s.closed || e.now < s.endAt) return done(s);
      if (s.closingSince !== null && e.now < s.closingSince + PRIZE_CLOSE_RETRY_MS) return done(s);
      return done({ ...s, closingSince: e.now }, [{ kind: "close" }]);
    }
    case "replaced": {
      const entries: Record<string, PrizeEntry> = {};
      for (const { place: _p, ...entry } of e.rows) entries[String(entry.id)] = entry;
      const state = { ...s, entries, changed: s.changed.filter((id) => String(id) in entries) };
      return done(state, [{ kind: "boards", rows: ranking(state).rows }]);
    }
    case "closed": {
      if (s.closed) return done(s);
      // The final board is D1's: an attempt stored there but never reported here still counts.
      const entries: Record<string, PrizeEntry> = {};
      for (const { place: _p, ...entry } of e.rows) entries[String(entry.id)] = entry;
      return done({ ...s, closed: true, closingSince: null, entries, changed: [] }, [{ kind: "finalBoards", rows: e.rows }]);
    }
  }
}

/** The one alarm: the race's end, or the next try of a close that failed; none once closed. */
export function nextPrizeAlarm(s: PrizeState): number | null {
  if (s.closed) return null;
  return s.closingSince === null ? s.endAt : s.closingSince + PRIZE_CLOSE_RETRY_MS;
}

/**
 * Merges a raceNotify into a viewer's rows (the client side of the batching). A viewer holds the top
 * of the board plus every row that changed since: a row outside the first top it was sent can only
 * fall, so the first PRIZE_BOARD_TOP rows held are the true top and their places are counted here.
 * Further down a place is never better than the server last said.
 */
export function mergeBoard(rows: readonly PrizeRow[], changed: readonly PrizeRow[]): PrizeRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const r of changed) byId.set(r.id, r);
  return [...byId.values()].sort(compareEntries).map((r, i) => (i < PRIZE_BOARD_TOP ? { ...r, place: i + 1 } : { ...r, place: Math.max(i + 1, r.place) }));
}
