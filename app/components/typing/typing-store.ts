// A tiny external store around the pure engine. Components subscribe to just the slice they show
// (useSyncExternalStore), so a keystroke re-renders the current word, not the whole screen.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { applyKey, createEngine, tick, type EngineState, type KeyEvent } from "~/core/typing/typing-engine";

export class TypingStore {
  private state: EngineState;
  private readonly listeners = new Set<() => void>();

  /** `step` applies one key: the test's own applyKey, or attemptKey for an attempt longer than a minute. */
  constructor(
    text: string,
    private readonly step: (state: EngineState, event: KeyEvent) => EngineState = applyKey,
  ) {
    this.state = createEngine(text);
  }

  getState = (): EngineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Feeds one key; returns true when the engine used it. */
  key(event: KeyEvent): boolean {
    return this.set(this.step(this.state, event));
  }

  /** Lets the clock end the test. */
  tick(now: number): boolean {
    return this.set(tick(this.state, now));
  }

  private set(next: EngineState): boolean {
    if (next === this.state) return false;
    this.state = next;
    for (const listener of this.listeners) listener();
    return true;
  }
}

/** Subscribes to one slice of the engine state; the selector must return a primitive or a stable reference. */
export function useTypingSelector<T>(store: TypingStore, selector: (state: EngineState) => T): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * A slice that may follow the keystroke by one frame: the typed letter in the box paints by itself first,
 * and the word colouring, counters and keyboard hint land in the frame after (ADR 010). The store is
 * read in an animation frame, not during the key's own render, so a component that shows only such
 * slices does not render at all in the key's task (ADR 045: four components did, only to show the old
 * value again). A component whose selector depends on its props is keyed by them, so it starts afresh.
 */
export function useTypingSelectorNextFrame<T>(store: TypingStore, selector: (state: EngineState) => T): T {
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
    follow(); // a key between the render and this effect
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store]);
  return shown;
}

/** The clock the engine runs on in the browser. */
export const now = () => performance.now();

/** How much of `word` is typed correctly so far; -1 when what is typed is no longer its prefix. */
export function useTypedPrefix(store: TypingStore, word: string): number {
  return useTypingSelectorNextFrame(store, (s) => (word.startsWith(s.input) ? s.input.length : -1));
}
