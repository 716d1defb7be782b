// The loop every reducer-driven Durable Object shares (RaceRoom, Lobby, PrizeRace): load the state
// once under blockConcurrencyWhile, reduce an event with a pure app/core reducer, persist what
// changed, send the frames, keep the one alarm on the state's next deadline, then carry out the other
// effects and log their failures. Subclasses say how to load, save, deliver a frame and carry out an
// effect; the rules stay in app/core.
import type { ErrorCode, SocketChannel } from "~/core/races/protocol";
import { logError, logInfo } from "~/services/log.server";
import { SocketObject } from "./socket-object";

/** An effect whose kind is "send" is a frame; everything else is carried out after the frames. */
export type Effect = { kind: string };
export type Frame<Fx extends Effect> = Extract<Fx, { kind: "send" }>;
export type Outcome<S, Fx extends Effect> = { ok: true; state: S; effects: readonly Fx[] } | { ok: false; code: ErrorCode; message: string };

export abstract class ReducerObject<C extends SocketChannel, S, E extends { kind: string }, Fx extends Effect> extends SocketObject<C> {
  /** null until the object is set up (a room before create), or when it has been wiped. */
  protected state: S | null = null;
  /** The state as last written (the base of the next difference). */
  protected saved: S | null = null;
  private alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      this.state = await this.loadState();
      this.saved = this.state;
      this.alarmAt = await ctx.storage.getAlarm();
    });
  }

  // ── what each object supplies ──────────────────────────────────────────────────────────────
  /** Reads the state from the object's storage (null: not set up). */
  protected abstract loadState(): S | null | Promise<S | null>;
  /** The pure rule: (state, event) → state + effects. */
  protected abstract reduceState(state: S, event: E): Outcome<S, Fx>;
  /** Writes the difference between two states (prev null: everything). Synchronous SQL only. */
  protected abstract saveState(prev: S | null, next: S): void;
  /** The state's next deadline, for the one alarm. */
  protected abstract nextDeadline(state: S): number | null;
  /** The event an alarm stands for (`now` is the alarm's scheduled moment or later). */
  protected abstract tickEvent(now: number): E;
  protected abstract deliverFrame(frame: Frame<Fx>): void;
  /** Effects other than frames (frames are never passed here). */
  protected abstract carryOut(effect: Fx): Promise<void>;
  /** What an event does to an object that is not set up. */
  protected missing(): Outcome<S, Fx> {
    return { ok: false, code: "not_found", message: "Not set up" };
  }
  /** Events decided by the clock alone: their frames go out before the write, since a restart would decide the same. */
  protected framesBeforeWrite(_event: E): boolean {
    return false;
  }

  // ── the loop ───────────────────────────────────────────────────────────────────────────────

  /** The reducer's step: the new state is taken when the event is accepted. Nothing is written or sent. */
  protected reduce(event: E): Outcome<S, Fx> {
    if (this.state === null) return this.missing();
    const out = this.reduceState(this.state, event);
    if (out.ok) this.state = out.state;
    return out;
  }

  /** Reduce, persist, send, schedule, carry out. */
  protected async apply(event: E): Promise<Outcome<S, Fx>> {
    const prev = this.state;
    const out = this.reduce(event);
    if (!out.ok) return out;
    // Frames sent after a SQL write wait for its commit (the output gate).
    const framesFirst = this.framesBeforeWrite(event);
    if (framesFirst) this.sendFrames(out.effects);
    if (out.state !== prev) this.persist();
    if (!framesFirst) this.sendFrames(out.effects);
    await this.scheduleAlarm();
    await this.run(out.effects);
    return out;
  }

  /** Writes everything that changed since the last write. */
  protected persist(): void {
    if (this.state !== null && this.state !== this.saved) this.saveState(this.saved, this.state);
    this.saved = this.state;
  }

  protected async scheduleAlarm(): Promise<void> {
    const at = this.state === null ? null : this.nextDeadline(this.state);
    if (at === this.alarmAt) return;
    this.alarmAt = at;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  protected sendFrames(effects: readonly Fx[]): void {
    for (const fx of effects) if (isFrame(fx)) this.deliverFrame(fx);
  }

  /** Everything but frames (sent already), in order; a failure is logged and the rest still run. */
  protected async run(effects: readonly Fx[]): Promise<void> {
    for (const fx of effects) {
      if (isFrame(fx)) continue;
      try {
        await this.carryOut(fx);
      } catch (error) {
        logError("object.effect_failed", error, { object: this.describe(), effect: fx.kind });
      }
    }
  }

  async alarm(): Promise<void> {
    if (this.state === null) return;
    // The alarm is for its scheduled moment; it never fires early, only sometimes late.
    const started = Date.now();
    const late = this.alarmAt === null ? 0 : Math.max(0, started - this.alarmAt);
    const now = Math.max(started, this.alarmAt ?? 0);
    this.alarmAt = null;
    try {
      const out = await this.apply(this.tickEvent(now));
      logInfo("alarm", { object: this.describe(), ok: out.ok, lateMs: late, ms: Date.now() - started });
    } catch (error) {
      // Rethrown: the runtime retries a failed alarm.
      logError("alarm.error", error, { object: this.describe(), lateMs: late });
      throw error;
    }
  }

  /** Forgets everything: state, alarm and storage (a room that is done). */
  protected async wipe(): Promise<void> {
    this.state = null;
    this.saved = null;
    this.alarmAt = null;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }
}

function isFrame<Fx extends Effect>(fx: Fx): fx is Frame<Fx> {
  return fx.kind === "send";
}
