// One per prize race (SPEC §4 Prize race), named idFromName(String(raceId)): the live leaderboard.
// D1 is the record (the upgrade-gift-race-wpm call stores an attempt there first, then tells this
// object); the object keeps the board in memory and its own SQLite, sends viewers the changes in
// batches (at most one frame per PRIZE_NOTIFY_MS however many finish), and closes the race at its end.
import type { PublicUser } from "~/core/races/protocol";
import {
  boardFor,
  nextPrizeAlarm,
  openPrizeRace,
  PRIZE_NOTIFY_MS,
  ranking,
  reducePrizeRace,
  type PrizeEffect,
  type PrizeEntry,
  type PrizeEvent,
  type PrizeOutcome,
  type PrizeRow,
  type PrizeState,
} from "~/core/races/prize-race";
import { createDb } from "~/db/client.server";
import { prizeRaceObject } from "~/models/races/prize-live.server";
import { notificationKey } from "~/core/social/notifications";
import { pushNotificationsByKey } from "~/models/social/notifications.server";
import { closePrizeRace, prizeBoardRows, prizeRaceWindow, racesDueToClose } from "~/models/races/prize-standings.server";
import { ReducerObject } from "./reducer-object";
import { CLOSE_GONE } from "./socket-object";
import { logError } from "~/services/log.server";

export interface PrizeAttemptInput {
  raceId: number;
  endAt: number;
  user: { id: number; name: string; image: string | null; stage: number };
  wpm: number;
  at: number;
}

export type PrizeCallResult = { ok: true } | { ok: false; code: string; message: string };

type Meta = Pick<PrizeState, "raceId" | "endAt" | "closed" | "closingSince">;

export class PrizeRace extends ReducerObject<"prize", PrizeState, PrizeEvent, PrizeEffect> {
  protected readonly channel = "prize" as const;
  private notifyTimer: ReturnType<typeof setTimeout> | null = null;
  /** The first load from D1, shared by everyone who needs the state meanwhile. */
  private loading: Promise<PrizeState | null> | null = null;
  /** The race this object is for, from the first socket's path or call (the object's name). */
  private raceId: number | null = null;

  // ── the base's hooks ───────────────────────────────────────────────────────────────────────

  protected loadState(): PrizeState | null {
    const sql = this.ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS race (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS entries (user_id INTEGER PRIMARY KEY, data TEXT NOT NULL)`);
    const race = sql.exec<{ data: string }>(`SELECT data FROM race WHERE id = 1`).toArray()[0];
    if (!race) return null;
    const meta = JSON.parse(race.data) as Meta;
    const rows = sql
      .exec<{ data: string }>(`SELECT data FROM entries`)
      .toArray()
      .map((r) => JSON.parse(r.data) as PrizeEntry);
    const state = openPrizeRace(meta.raceId, meta.endAt, meta.closed, rows);
    this.raceId = meta.raceId;
    return { ...state, closingSince: meta.closingSince };
  }

  protected reduceState(state: PrizeState, event: PrizeEvent): PrizeOutcome {
    return reducePrizeRace(state, event);
  }

  protected saveState(prev: PrizeState | null, next: PrizeState): void {
    const sql = this.ctx.storage.sql;
    if (!prev || prev.endAt !== next.endAt || prev.closed !== next.closed || prev.closingSince !== next.closingSince) {
      const meta: Meta = { raceId: next.raceId, endAt: next.endAt, closed: next.closed, closingSince: next.closingSince };
      sql.exec(`INSERT INTO race (id, data) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data`, JSON.stringify(meta));
    }
    if (prev?.entries === next.entries) return;
    for (const [key, entry] of Object.entries(next.entries)) {
      if (prev?.entries[key] !== entry) sql.exec(`INSERT OR REPLACE INTO entries (user_id, data) VALUES (?, ?)`, entry.id, JSON.stringify(entry));
    }
    if (prev) for (const key of Object.keys(prev.entries)) if (!(key in next.entries)) sql.exec(`DELETE FROM entries WHERE user_id = ?`, Number(key));
  }

  protected nextDeadline(state: PrizeState): number | null {
    return nextPrizeAlarm(state);
  }

  protected tickEvent(now: number): PrizeEvent {
    return { kind: "tick", now };
  }

  protected describe(): string {
    return `prize race ${this.state?.raceId ?? this.raceId}`;
  }

  /** One serialization, every viewer. */
  protected deliverFrame(fx: Extract<PrizeEffect, { kind: "send" }>): void {
    const frame = JSON.stringify(fx.message);
    for (const ws of this.allSockets()) this.sendRaw(ws, frame);
  }

  protected async carryOut(fx: PrizeEffect): Promise<void> {
    const state = this.state;
    if (!state) return;
    switch (fx.kind) {
      case "notifySoon":
        this.notifyTimer ??= setTimeout(() => {
          this.notifyTimer = null;
          void this.apply({ kind: "flush" });
        }, PRIZE_NOTIFY_MS);
        return;
      case "close": {
        const db = createDb(this.env.DB);
        const { closed } = await closePrizeRace(db, state.raceId, Math.max(Date.now(), state.endAt));
        // Only the call that closed it tells the participants' open tabs (once).
        if (closed) await pushNotificationsByKey(this.env, db, notificationKey.prizeRace(state.raceId));
        // Closed by this call or already by the cron: either way D1 now has the final places.
        if ((await prizeRaceWindow(db, state.raceId))?.closed) await this.apply({ kind: "closed", rows: await prizeBoardRows(db, state.raceId) });
        return;
      }
      case "finalBoards":
      case "boards":
        this.sendBoards(fx.rows);
        return;
    }
  }

  // ── calls from the Worker (RPC) ────────────────────────────────────────────────────────────

  /** The upgrade-gift-race-wpm call stored an attempt in D1; the board shows it within PRIZE_NOTIFY_MS. */
  async attemptRecorded(input: PrizeAttemptInput): Promise<PrizeCallResult> {
    this.raceId ??= input.raceId;
    const state = await this.ensureState();
    if (!state) return { ok: false, code: "not_found", message: "No such race" };
    const out = await this.apply({ kind: "attempt", user: input.user, wpm: input.wpm, at: input.at });
    return out.ok ? { ok: true } : { ok: false, code: out.code, message: out.message };
  }

  /** An admin disqualified a result (ADR 033): the board is D1's again, and every viewer gets it whole. */
  async resultRemoved(raceId: number): Promise<void> {
    this.raceId ??= raceId;
    const state = await this.ensureState();
    if (!state) return;
    const db = createDb(this.env.DB);
    await this.apply({ kind: "replaced", rows: await prizeBoardRows(db, state.raceId) });
  }

  /** The cron closed the race in D1: viewers get the final board (an object nobody opened stays asleep). */
  async closedElsewhere(): Promise<void> {
    if (!this.state || this.state.closed) return;
    const db = createDb(this.env.DB);
    await this.apply({ kind: "closed", rows: await prizeBoardRows(db, this.state.raceId) });
  }

  /** The board as the object holds it (tests and the ranking page's loader may compare). */
  async board(): Promise<{ rows: PrizeRow[]; closed: boolean } | null> {
    const state = await this.ensureState();
    return state ? { rows: ranking(state).rows, closed: state.closed } : null;
  }

  // ── sockets: viewers only watch (guests too) ───────────────────────────────────────────────

  async fetch(request: Request): Promise<Response> {
    const id = Number(new URL(request.url).pathname.split("/")[3]);
    if (Number.isSafeInteger(id) && id > 0) this.raceId ??= id;
    return super.fetch(request);
  }

  protected async onConnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    const state = await this.ensureState();
    if (!state) {
      this.sendError(ws, "not_found", "No such race");
      ws.close(CLOSE_GONE, "No such race");
      return;
    }
    this.sendBoard(ws, state, ranking(state).rows, user?.id ?? null);
  }

  // ── the board ──────────────────────────────────────────────────────────────────────────────

  /** The state, loaded once from D1 when the object first needs it; null when there is no such race. */
  private async ensureState(): Promise<PrizeState | null> {
    if (this.state) return this.state;
    const raceId = this.raceId;
    if (raceId === null) return null;
    this.loading ??= (async () => {
      const db = createDb(this.env.DB);
      const window = await prizeRaceWindow(db, raceId);
      if (!window) return null;
      const rows = await prizeBoardRows(db, raceId);
      // Another event may have set the state meanwhile (never from D1, so D1's copy is not newer).
      if (!this.state) {
        this.state = openPrizeRace(raceId, window.endAt, window.closed, rows);
        this.persist();
        await this.scheduleAlarm();
      }
      return this.state;
    })().finally(() => (this.loading = null));
    return this.loading;
  }

  private sendBoard(ws: WebSocket, state: PrizeState, rows: readonly PrizeRow[], viewerId: number | null): void {
    this.send(ws, {
      type: "raceBoard",
      raceId: state.raceId,
      users: boardFor(rows, viewerId),
      total: rows.length,
      you: viewerId,
      endAt: state.endAt,
      closed: state.closed,
      serverTime: Date.now(),
    });
  }

  /** Every viewer's final board: one shared frame (`you` null: the page knows its viewer), their own for viewers further down. */
  private sendBoards(rows: readonly PrizeRow[]): void {
    const state = this.state;
    if (!state) return;
    const users = boardFor(rows, null);
    const top = new Set(users.map((r) => r.id));
    const ranked = new Set(rows.map((r) => r.id));
    const shared = JSON.stringify({
      type: "raceBoard",
      raceId: state.raceId,
      users,
      total: rows.length,
      you: null,
      endAt: state.endAt,
      closed: state.closed,
      serverTime: Date.now(),
    });
    for (const ws of this.allSockets()) {
      const viewer = this.userOf(ws)?.id ?? null;
      if (viewer !== null && !top.has(viewer) && ranked.has(viewer)) this.sendBoard(ws, state, rows, viewer);
      else this.sendRaw(ws, shared);
    }
  }
}

/** The cron's safety net: closes every race past its end that is still open, then lets its object tell the viewers. */
export async function closeDuePrizeRaces(env: Env, now: number): Promise<number[]> {
  const db = createDb(env.DB);
  const closed: number[] = [];
  for (const raceId of await racesDueToClose(db, now)) {
    try {
      if ((await closePrizeRace(db, raceId, now)).closed) {
        closed.push(raceId);
        await pushNotificationsByKey(env, db, notificationKey.prizeRace(raceId));
      }
      await prizeRaceObject(env, raceId).closedElsewhere();
    } catch (error) {
      logError("prize.cron_close_failed", error, { race: raceId });
    }
  }
  return closed;
}
