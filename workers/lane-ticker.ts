// A room's progress on a coalesced tick (DESIGN "a realtime base that does not speak races", ADR 042):
// lanes that moved are gathered and sent together, the first move after a quiet spell at once and
// later ones at the end of the window (leading + trailing), like the prize board's notify batching.
// 60 players at a word a second then cost each viewer at most 1000 / tickMs frames a second, not 60.

export interface MovedLane {
  userId: number;
  percent: number;
}

export class LaneTicker {
  private readonly moved = new Map<number, number>();
  private sentAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly tickMs: number,
    private readonly send: (lanes: MovedLane[]) => void,
  ) {}

  get pending(): boolean {
    return this.moved.size > 0;
  }

  /** A lane moved: a later move of the same lane in the window replaces it. */
  move(userId: number, percent: number): void {
    this.moved.set(userId, percent);
    if (this.timer !== null) return;
    const wait = this.sentAt + this.tickMs - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Sends what is waiting now (before any other frame to the same sockets, so nothing overtakes it). */
  flush(): void {
    this.cancelTimer();
    if (this.moved.size === 0) return;
    const lanes = [...this.moved].map(([userId, percent]) => ({ userId, percent }));
    this.moved.clear();
    this.sentAt = Date.now();
    this.send(lanes);
  }

  /** The room is gone: forget what waits. */
  stop(): void {
    this.cancelTimer();
    this.moved.clear();
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
