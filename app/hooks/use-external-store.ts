// A tiny external store and the two ways to read it. Components subscribe to just the slice they show
// (useSyncExternalStore), so a keystroke re-renders what changed, not the whole screen (ADR 010, 045).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

export class ExternalStore<S> {
  private readonly listeners = new Set<() => void>();

  constructor(protected state: S) {}

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
    return true;
  }
}

/** Subscribes to one slice of the state; the selector must return a primitive or a stable reference. */
export function useStoreSelector<S, T>(store: ExternalStore<S>, selector: (state: S) => T): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * A slice that may follow the keystroke by one frame: the typed letter paints by itself first, and the
 * colouring, counters and keyboard hint land in the frame after (ADR 010). The store is read in an
 * animation frame, not during the key's own render, so a component that shows only such slices does
 * not render at all in the key's task (ADR 045). A component whose selector depends on its props is
 * keyed by them, so it starts afresh.
 */
export function useStoreSelectorNextFrame<S, T>(store: ExternalStore<S>, selector: (state: S) => T): T {
  const [shown, setShown] = useState(() => selector(store.getState()));
  const latest = useRef(selector);
  latest.current = selector;
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      if (frame !== 0) return;
      // Several keys before one frame: one read, of the newest state. Equal values do not re-render.
      frame = requestAnimationFrame(() => {
        frame = 0;
        setShown(latest.current(store.getState()));
      });
    };
    const unsubscribe = store.subscribe(follow);
    follow(); // a change between the render and this effect
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store]);
  return shown;
}
