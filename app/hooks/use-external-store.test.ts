// @vitest-environment jsdom
// What follows a keystroke is drawn after its frame (ADR 052): one frame callback and one task a store,
// however many keys and painters, with the newest state.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFrames } from "../../tests/unit-support/fake-frames";
import { ExternalStore } from "./use-external-store";

class Counter extends ExternalStore<number> {
  add() {
    return this.set(this.state + 1);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("ExternalStore.followAfterFrame", () => {
  it("paints every painter once after the frame, with the newest state, and stops when told", () => {
    const runFrames = fakeFrames();
    const store = new Counter(0);
    const seen: string[] = [];
    const stopA = store.followAfterFrame((n) => seen.push(`a${n}`));
    store.followAfterFrame((n) => seen.push(`b${n}`));
    runFrames();
    expect(seen).toEqual(["a0", "b0"]); // once now, for what changed before the painter subscribed

    store.add();
    store.add();
    store.add();
    expect(seen).toEqual(["a0", "b0"]); // nothing in the keys' own tasks
    runFrames();
    expect(seen).toEqual(["a0", "b0", "a3", "b3"]);

    stopA();
    store.add();
    runFrames();
    expect(seen.slice(4)).toEqual(["b4"]);
    runFrames();
    expect(seen).toHaveLength(5); // no change, no paint
  });
});
