// Component tests of what follows a keystroke (ADR 010, 052): the browser's animation frames, and the
// task each frame callback posts (ExternalStore.followAfterFrame), run when the test says so, in order.
import { act } from "@testing-library/react";
import { vi } from "vitest";

/** Stubs requestAnimationFrame and MessageChannel; the returned function runs the frame, then what follows it. */
export function fakeFrames(): () => void {
  const frames: FrameRequestCallback[] = [];
  const tasks: (() => void)[] = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => (frames[id - 1] = () => {}));
  class FakeMessageChannel {
    port1 = { onmessage: null as ((event: MessageEvent) => void) | null, close: () => {} };
    port2 = { postMessage: () => void tasks.push(() => this.port1.onmessage?.(new MessageEvent("message"))) };
  }
  vi.stubGlobal("MessageChannel", FakeMessageChannel);
  return () =>
    act(() => {
      frames.splice(0).forEach((cb) => cb(0));
      tasks.splice(0).forEach((task) => task());
    });
}
