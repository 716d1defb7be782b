// A tiny external store around the pure engine. Components subscribe to just the slice they show
// (useSyncExternalStore), so a keystroke re-renders the current word, not the whole screen.
import { useSyncExternalStore } from "react";
import { useNextFrameValue } from "~/hooks/use-next-frame-value";
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
 * A slice that may follow the keystroke by one frame (useNextFrameValue): the typed letter in the box
 * paints by itself first, and the word colouring, counters and keyboard hint land in the frame after.
 */
export function useTypingSelectorNextFrame<T>(store: TypingStore, selector: (state: EngineState) => T): T {
  return useNextFrameValue(useTypingSelector(store, selector));
}

/** The clock the engine runs on in the browser. */
export const now = () => performance.now();
