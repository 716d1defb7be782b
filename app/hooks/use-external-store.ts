// A tiny external store and the ways to read it. Components subscribe to just the slice they show
// (useSyncExternalStore), so a keystroke re-renders what changed, not the whole screen (ADR 010, 045);
// what follows each keystroke is drawn after its frame (followAfterFrame, ADR 052).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

export class ExternalStore<S> {
  private readonly listeners = new Set<() => void>();
  private readonly painters = new Set<(state: S) => void>();
  private frame = 0;
  private channel: MessageChannel | null = null;

  constructor(protected state: S) {}

  /**
   * Calls `paint` with the newest state after the next frame has painted, after every change (several
   * changes before it: one call), and once so now. For what follows a keystroke (the word's colours, the
   * keyboard's hint, the word list): the frame after a key carries only its echo (ADR 010), and one
   * frame callback and one task serve every painter (ADR 052). Returns the unsubscribe.
   */
  followAfterFrame = (paint: (state: S) => void): (() => void) => {
    this.painters.add(paint);
    this.schedule(); // a change between a render and this call
    return () => {
      this.painters.delete(paint);
    };
  };

  private schedule() {
    if (this.frame !== 0 || this.painters.size === 0) return;
    // A message posted in a frame callback is a task, and tasks wait until that frame has painted.
    this.frame = requestAnimationFrame(() => {
      if (!this.channel) {
        this.channel = new MessageChannel();
        this.channel.port1.onmessage = () => {
          this.frame = 0;
          for (const paint of this.painters) paint(this.state);
        };
      }
      this.channel.port2.postMessage(null);
    });
  }

  getState = (): S => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Replaces the state and tells the subscribers; returns false when nothing changed. */
  protected set(next: S): boolean {
    if (next === this.state) return false;
    this.state = next;
    for (const listener of this.listeners) listener();
    this.schedule();
    return true;
  }
}

/** Subscribes to one slice of the state; the selector must return a primitive or a stable reference. */
export function useStoreSelector<S, T>(store: ExternalStore<S>, selector: (state: S) => T): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * A slice that follows the keystroke by a frame, for what changes at word ends or less often (the word
 * list, the counters): read after the key's frame (followAfterFrame) and set as state, so React renders
 * it then and never in the key's own task (ADR 010, 045). A component whose selector depends on its props
 * is keyed by them, so it starts afresh.
 */
export function useStoreSelectorNextFrame<S, T>(store: ExternalStore<S>, selector: (state: S) => T): T {
  const [shown, setShown] = useState(() => selector(store.getState()));
  const latest = useRef(selector);
  latest.current = selector;
  // Equal values do not re-render.
  useEffect(() => store.followAfterFrame((state) => setShown(latest.current(state))), [store]);
  return shown;
}
