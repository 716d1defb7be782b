// When a room writes its volatile progress (ADR 021): not on every word but once the room has been quiet
// for `quietMs`, or, in a room that never pauses, once the oldest unwritten change is `maxStaleMs` old.
// One timer per quiet period, not one per word: it looks again if changes came in meanwhile.
export class QuietFlush {
  private unwrittenSince: number | null = null;
  private lastChangeAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly quietMs: number,
    private readonly maxStaleMs: number,
    private readonly hooks: { firstChange: (now: number) => void; flush: () => void },
  ) {}

  /** Something changed that is not written yet. */
  changed(): void {
    const now = Date.now();
    this.lastChangeAt = now;
    if (this.unwrittenSince === null) {
      this.unwrittenSince = now;
      this.hooks.firstChange(now);
    }
    if (this.timer === null) this.timer = setTimeout(() => this.whenQuiet(), this.quietMs);
  }

  /** True while a change waits to be written. */
  get pending(): boolean {
    return this.unwrittenSince !== null;
  }

  /** Everything was written (or need not be): no flush is due. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.unwrittenSince = null;
  }

  private whenQuiet(): void {
    this.timer = null;
    if (this.unwrittenSince === null) return;
    const now = Date.now();
    const quietLeft = this.lastChangeAt + this.quietMs - now;
    const staleLeft = this.unwrittenSince + this.maxStaleMs - now;
    if (quietLeft > 0 && staleLeft > 0) {
      this.timer = setTimeout(() => this.whenQuiet(), Math.min(quietLeft, staleLeft));
      return;
    }
    this.cancel();
    this.hooks.flush();
  }
}
