// @vitest-environment jsdom
// What renders in a lesson key's own task (ADR 045 §3, issue 33): only the text. The figures and the
// keyboard's hint follow after the next animation frame; the header, the input and the rest of the screen
// do not render at all. Every component of the screen calls useTranslation once per render, so its
// calls count the renders.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translator } from "~/i18n";
import { fakeFrames } from "../../../tests/unit-support/fake-frames";
import { LessonScreen } from "./lesson-screen";

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("@remix-run/react", () => ({ useNavigate: () => vi.fn(), useRouteLoaderData: () => undefined, Link: () => null }));
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

describe("LessonScreen per keystroke", () => {
  it("renders only the text in the key's task, and the figures once in the next frame", () => {
    const runFrames = fakeFrames();
    const lesson = { id: 3, level: 3, type: "intro" as const, name: "Шинэ үсэг: р", text: "өр өр өр", holdWord: null };
    render(<LessonScreen lesson={lesson} group={{ name: "Суурь эгнээ", targetWpm: 20 }} total={278} />);
    const input = screen.getByTestId("lesson-input");
    // The first key starts the clock (the screen's status changes); measure the second.
    act(() => void fireEvent.keyDown(input, { key: "ө" }));
    runFrames();

    renders.count = 0;
    act(() => void fireEvent.keyDown(input, { key: "р" }));
    expect(renders.count).toBe(1); // the intro text
    expect(screen.getByTestId("intro-key").textContent).toBe("\u2423"); // the space comes next
    expect(screen.getByTestId("live-accuracy").textContent).toBe("100%");

    runFrames();
    // Three in all: the text, then the figures and the keyboard (its highlight and hint are drawn from
    // the view it computes, next-key.tsx) — not the header, the input or the layout choice.
    expect(renders.count).toBe(3);
    expect(screen.getByRole("progressbar", { name: /./ }).getAttribute("aria-valuenow")).toBe("25");
  });
});
