// @vitest-environment jsdom
// What a keystroke costs in React (ADR 045, 052): within a word, nothing renders. The echo is in the DOM
// in the key's own task; the word's colours and the keyboard's hint are drawn after the key's frame;
// React renders the word list only at a word's end. Every component of the screen calls
// useTranslation once per render, so its calls count the renders.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translator } from "~/i18n";
import type { LiveStoreRef } from "./live-store-figures";
import { fakeFrames } from "../../../tests/unit-support/fake-frames";
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
  it("renders nothing within a word, draws the echo now and the rest after the next frame", async () => {
    // What follows a key is drawn in a task after its frame (a message posted from the frame callback).
    const runFrames = fakeFrames();
    const live: LiveStoreRef = { current: null };
    render(<TypingTest text={{ id: 1, text: "сайн байна уу" }} language="mn" variant="mn-windows" autoFocus={false} onFinish={() => {}} liveStore={live} />);
    const store = live.current!;
    // The keyboard and the counters come from their own chunks (ADR 045 §9); they are part of what is counted.
    await screen.findByTestId("finger-keyboard");
    await screen.findByTestId("counters");
    const hintKey = () => screen.getByTestId("finger-hint").querySelector("kbd")?.textContent;
    const typedLetters = () => [...screen.getByTestId("current-word").querySelectorAll(".tt-typed")].map((el) => el.textContent).join("");
    const highlighted = () => [...document.querySelectorAll(".kb__overlay .is-next")].map((el) => el.getAttribute("data-code"));
    expect(hintKey()).toBe("с");
    // The first key starts the clock; measure a key in the middle of a word.
    act(() => void store.key({ key: "с", time: 1 }));
    runFrames();
    expect(hintKey()).toBe("а");

    renders.count = 0;
    act(() => void store.key({ key: "а", time: 100 }));
    expect(screen.getByTestId("typed-text").textContent).toBe("са"); // the echo, in the key's task
    expect(typedLetters()).toBe("с"); // the word's colours wait a frame
    expect(hintKey()).toBe("а");

    runFrames();
    expect(typedLetters()).toBe("са");
    expect(hintKey()).toBe("й");
    expect(highlighted()).toEqual(["KeyA"]); // й on the Mongolian layout
    expect(renders.count).toBe(0);

    // A wrong letter marks the box and the word, and still renders nothing.
    act(() => void store.key({ key: "ы", time: 200 }));
    expect(screen.getByTestId("typing-input").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("typing-box").hasAttribute("data-wrong")).toBe(true);
    runFrames();
    expect(screen.getByTestId("current-word").classList.contains("is-wrong-prefix")).toBe(true);
    expect(renders.count).toBe(0);

    // A word's end renders the list (and the counters) once, after the frame.
    act(() => void store.key({ key: "Backspace", time: 300 }));
    for (const [i, key] of [..."йн "].entries()) act(() => void store.key({ key, time: 400 + i * 100 }));
    expect(renders.count).toBe(0);
    runFrames();
    expect(hintKey()).toBe("б");
    expect(renders.count).toBeGreaterThan(0);
    expect(screen.getByTestId("current-word").textContent).toBe("байна");
    expect(typedLetters()).toBe("");
    expect(screen.getByTestId("typed-text").textContent).toBe("");
  });
});
