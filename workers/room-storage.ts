// The RaceRoom's state in its own SQLite: one row for the room, one per player, one per seat ticket.
// Only what changed is written (the reducer replaces exactly the objects it changes).
// Progress (words, percent) and chat stamps are also flushed as one small record through the storage's
// key-value side (the same SQLite database) with allowUnconfirmed: that flush never holds frames back.
// The write timing (when progress and finished results reach storage and D1) is set here too.
import type { PlayerState, RoomState, SeatTicket } from "~/core/races/race-room";

/**
 * Progress and chat stamps are the hot path: every word of every player. They are not written per
 * word but once the room has been quiet for PROGRESS_QUIET_MS (or, in a room that never pauses, once
 * they are PROGRESS_MAX_STALE_MS old), through an unconfirmed write that holds no frame back. So a
 * race that is being typed costs no disk commit per word or per second, and the last change before a
 * quiet spell is always written before the object may hibernate (a pending timer keeps it awake until
 * then). Joins, starts, finishes (which carry everyone's progress along), the race end and everything
 * else are written before anyone is told. Only a crash can lose unwritten progress, and every `write`
 * carries the absolute word count, so the player's next word repairs it. (A write at most every 5 s
 * was measured first: at 200 rooms that is 40 commits a second at the typing peak, each with an fsync
 * on the runtime thread that every room shares. An alarm per flush held frames for up to 250 ms.)
 */
export const PROGRESS_QUIET_MS = 2_000;
export const PROGRESS_MAX_STALE_MS = 30_000;
/**
 * A finish while others still type: the result reaches D1 within RESULTS_BATCH_MS, together with the
 * room's other finishes of that moment (players of one race often finish within a second of each
 * other). Written per finish, each one cost a D1 call and two commits; at 200 rooms the finish wave
 * took a third of the runtime thread and pushed progress frames hundreds of ms late (ADR 009).
 */
export const RESULTS_BATCH_MS = 2_000;
export const PROGRESS_KEY = "progress";
/**
 * When progress first went unwritten (absent while everything is written). A crash before the next
 * write loses the reports since then; the room that loads finds this and lets the players catch up
 * (resumeAfterLoss, ADR 021). Written once per unwritten spell, never per word.
 */
export const UNWRITTEN_KEY = "unwrittenSince";
type Progress = Record<string, Pick<PlayerState, "words" | "percent" | "lastChatAt" | "pace" | "wrongWords">>;

type Core = Omit<RoomState, "players" | "tickets">;

function coreOf(s: RoomState): Core {
  const { players: _p, tickets: _t, ...core } = s;
  return core;
}

export class RoomStorage {
  private lastCore: string | null = null;

  private readonly sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    const sql = storage.sql;
    this.sql = sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS room (id INTEGER PRIMARY KEY CHECK (id = 1), core TEXT NOT NULL, seq INTEGER NOT NULL DEFAULT 0)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS players (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS tickets (user_id INTEGER PRIMARY KEY, data TEXT NOT NULL)`);
  }

  /** `lostSince`: a crash lost the progress reported since then (UNWRITTEN_KEY), else null. */
  async load(): Promise<{ state: RoomState; seq: number; lostSince: number | null } | null> {
    const room = this.sql.exec<{ core: string; seq: number }>(`SELECT core, seq FROM room WHERE id = 1`).toArray()[0];
    if (!room) return null;
    const progress = (await this.storage.get<Progress>(PROGRESS_KEY)) ?? {};
    const lostSince = (await this.storage.get<number>(UNWRITTEN_KEY)) ?? null;
    const players = this.sql
      .exec<{ data: string }>(`SELECT data FROM players ORDER BY position`)
      .toArray()
      .map((r) => {
        const p = JSON.parse(r.data) as PlayerState;
        const flushed = progress[String(p.id)];
        // Words only grow, so whichever copy is further along is the newer one.
        // (Records flushed before pace and wrongWords were in them keep the row's.)
        return flushed && flushed.words > p.words
          ? {
              ...p,
              words: flushed.words,
              percent: flushed.percent,
              lastChatAt: flushed.lastChatAt,
              pace: flushed.pace ?? p.pace,
              wrongWords: flushed.wrongWords ?? p.wrongWords,
            }
          : p;
      });
    const tickets = this.sql
      .exec<{ data: string }>(`SELECT data FROM tickets`)
      .toArray()
      .map((r) => JSON.parse(r.data) as SeatTicket);
    this.lastCore = room.core;
    return { state: { ...(JSON.parse(room.core) as Core), players, tickets }, seq: room.seq, lostSince };
  }

  /** Writes the difference between two states (prev null: everything). */
  save(prev: RoomState | null, next: RoomState): void {
    const core = JSON.stringify(coreOf(next));
    if (core !== this.lastCore) {
      this.sql.exec(`INSERT INTO room (id, core) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET core = excluded.core`, core);
      this.lastCore = core;
    }
    if (prev?.players !== next.players) {
      const before = new Map(prev?.players.map((p) => [p.id, p]));
      for (const p of next.players) {
        // Players only ever join at the end, so a new row goes after every existing one.
        if (before.get(p.id) !== p) {
          this.sql.exec(
            `INSERT INTO players (id, position, data) VALUES (?, (SELECT coalesce(max(position), -1) + 1 FROM players), ?)
             ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
            p.id,
            JSON.stringify(p),
          );
        }
        before.delete(p.id);
      }
      for (const gone of before.keys()) this.sql.exec(`DELETE FROM players WHERE id = ?`, gone);
    }
    if (prev?.tickets !== next.tickets) {
      this.sql.exec(`DELETE FROM tickets`);
      for (const t of next.tickets) this.sql.exec(`INSERT INTO tickets (user_id, data) VALUES (?, ?)`, t.user.id, JSON.stringify(t));
    }
  }

  /** The hot fields of every player, written without holding any frame back. */
  flushProgress(state: RoomState): void {
    const progress: Progress = {};
    for (const p of state.players)
      progress[String(p.id)] = { words: p.words, percent: p.percent, lastChatAt: p.lastChatAt, pace: p.pace, wrongWords: p.wrongWords };
    void this.storage.put(PROGRESS_KEY, progress, { allowUnconfirmed: true });
    this.markWritten();
  }

  /** Progress changed and is not written yet (the first change of a spell). */
  markUnwritten(since: number): void {
    void this.storage.put(UNWRITTEN_KEY, since, { allowUnconfirmed: true });
  }

  /** Everything is written (by a flush, or by save in the same transaction). */
  markWritten(): void {
    void this.storage.delete(UNWRITTEN_KEY, { allowUnconfirmed: true });
  }

  nextSeq(): number {
    return this.sql.exec<{ seq: number }>(`UPDATE room SET seq = seq + 1 WHERE id = 1 RETURNING seq`).one().seq;
  }
}
