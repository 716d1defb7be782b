// The typing test's store around the pure engine: the screen's parts read it, and within a word a
// keystroke is drawn into the DOM without a React render (ADR 052).
import { ExternalStore } from "~/hooks/use-external-store";
import { applyKey, createEngine, tick, type EngineState, type KeyEvent } from "~/core/typing/typing-engine";

export class TypingStore extends ExternalStore<EngineState> {
  /** `step` applies one key: the test's own applyKey, or attemptKey for an attempt longer than a minute. */
  constructor(
    text: string,
    private readonly step: (state: EngineState, event: KeyEvent) => EngineState = applyKey,
  ) {
    super(createEngine(text));
  }

  /** Feeds one key; returns true when the engine used it. */
  key(event: KeyEvent): boolean {
    return this.set(this.step(this.state, event));
  }

  /** Lets the clock end the test. */
  tick(now: number): boolean {
    return this.set(tick(this.state, now));
  }
}

/** The clock the engine runs on in the browser. */
export const now = () => performance.now();
