// Changes sent together on a coalesced tick (DESIGN "a realtime base that does not speak races"): the
// first change after a quiet spell goes at once, later ones together at the end of the window (leading +
// trailing, app/core/races/list-batch.ts nextListFrameAt), each key's latest change only. A race room's
// lanes (ADR 042: 60 players at a word a second cost each viewer at most 1000 / frameMs frames a second,
// not 60) and the lobby's rooms list (ADR 045 §6) both go out this way.
import { nextListFrameAt } from "~/core/races/list-batch";

export class FrameTicker<K, V> {
  private batch = new Map<K, V>();
  private sentAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /**
   * @param frameMs the window, or a function read at each change (a room learns its size once loaded); 0 sends each change at once.
   * @param fold puts a change into the waiting batch (by default the key's latest value replaces the one
   *   before); it may return the same map or a new one.
   */
  constructor(
    private readonly frameMs: number | (() => number),
    private readonly send: (batch: ReadonlyMap<K, V>) => void,
    private readonly fold: (batch: Map<K, V>, key: K, value: V) => Map<K, V> = (batch, key, value) => batch.set(key, value),
  ) {}

  get pending(): boolean {
    return this.batch.size > 0;
  }

  add(key: K, value: V): void {
    this.batch = this.fold(this.batch, key, value);
    if (this.timer !== null) return; // the trailing frame will carry it
    const now = Date.now();
    const wait = nextListFrameAt(this.sentAt, now, typeof this.frameMs === "number" ? this.frameMs : this.frameMs()) - now;
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Sends what is waiting now (before any other frame to the same sockets, so nothing overtakes it). */
  flush(): void {
    this.cancelTimer();
    if (this.batch.size === 0) return;
    const batch = this.batch;
    this.batch = new Map();
    this.sentAt = Date.now();
    this.send(batch);
  }

  /** The object is done: forget what waits. */
  stop(): void {
    this.cancelTimer();
    this.batch = new Map();
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
