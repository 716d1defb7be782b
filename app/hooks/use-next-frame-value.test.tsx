// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", (id: number) => (frames[id - 1] = () => {}));
    const { rerender } = render(<Shown value="а" />);
    expect(screen.getByTestId("shown").textContent).toBe("а");

    rerender(<Shown value="б" />);
    rerender(<Shown value="в" />);
    expect(screen.getByTestId("shown").textContent).toBe("а"); // the typed letter's frame comes first
    act(() => frames.splice(0).forEach((cb) => cb(0)));
    expect(screen.getByTestId("shown").textContent).toBe("в");
  });
});
