// @vitest-environment jsdom
// What renders in a keystroke's own task (ADR 045): only the box with the typed letter. The word
// colours, counters and keyboard hint follow in the next animation frame without rendering before it.
// Every component of the screen calls useTranslation once per render, so its calls count the renders.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translator } from "~/i18n";
import type { LiveStoreRef } from "./live-store-figures";
import { TypingTest } from "./typing-test";

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/hooks/use-translation", () => ({
  useTranslation: () => {
    renders.count++;
    return { t: translator("mn"), language: "mn" };
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("TypingTest per keystroke", () => {
  it("renders only the input in the key's task, and the rest once in the next frame", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", (id: number) => (frames[id - 1] = () => {}));
    const runFrames = () => act(() => frames.splice(0).forEach((cb) => cb(0)));
    const live: LiveStoreRef = { current: null };
    render(<TypingTest text={{ id: 1, text: "сайн байна уу" }} language="mn" variant="mn-windows" autoFocus={false} onFinish={() => {}} liveStore={live} />);
    const store = live.current!;
    // The keyboard comes from its own chunk (ADR 045 §9); it is part of what is counted.
    await screen.findByTestId("finger-keyboard");
    // The first key starts the clock; measure a key in the middle of a word.
    act(() => void store.key({ key: "с", time: 1 }));
    runFrames();

    renders.count = 0;
    act(() => void store.key({ key: "а", time: 100 }));
    expect(renders.count).toBe(1); // the input (the layout-guard notice renders only on a wrong-layout key)
    expect(screen.getByTestId("current-word").dataset.typed).toBe("1"); // the word's colours wait a frame

    runFrames();
    expect(screen.getByTestId("current-word").dataset.typed).toBe("2");
    // The current word and the keyboard's overlay and hint; the counters did not change and stay put.
    expect(renders.count).toBeLessThanOrEqual(5);
  });
});
