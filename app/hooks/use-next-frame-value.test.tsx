// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFrames } from "../../tests/unit-support/fake-frames";
import { useNextFrameValue } from "./use-next-frame-value";

function Shown({ value }: { value: string }) {
  return <output data-testid="shown">{useNextFrameValue(value)}</output>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useNextFrameValue", () => {
  it("shows a new value only after the next animation frame, and skips values overtaken before it", () => {
    const runFrames = fakeFrames();
    const { rerender } = render(<Shown value="а" />);
    expect(screen.getByTestId("shown").textContent).toBe("а");

    rerender(<Shown value="б" />);
    rerender(<Shown value="в" />);
    expect(screen.getByTestId("shown").textContent).toBe("а"); // the typed letter's frame comes first
    runFrames();
    expect(screen.getByTestId("shown").textContent).toBe("в");
  });
});
