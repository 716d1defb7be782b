// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EN_US, MN_LINUX, MN_WINDOWS } from "~/core/typing/layouts";
import { translator } from "~/i18n";
import { FingerKeyboard } from "./finger-keyboard";

vi.mock("~/hooks/use-translation", () => ({ useTranslation: () => ({ t: translator("mn"), language: "mn" }) }));

function nextKeys(container: HTMLElement) {
  return [...container.querySelectorAll(".kb__overlay .is-next")].map((el) => el.getAttribute("data-code"));
}

afterEach(cleanup);

describe("FingerKeyboard", () => {
  it("draws every key of the layout from the table", () => {
    const { container } = render(<FingerKeyboard layout={MN_WINDOWS} />);
    const keys = container.querySelectorAll(".kb__base .kb__key");
    expect(keys).toHaveLength(MN_WINDOWS.rows.flat().length);
    expect(container.querySelector('.kb__base [data-code="KeyG"]')?.textContent).toBe("А");
    expect(container.querySelector('.kb__base [data-code="KeyF"] .kb__bump')).not.toBeNull();
  });

  it("highlights the next key with its finger and names the finger in Mongolian", () => {
    const { container } = render(<FingerKeyboard layout={MN_WINDOWS} nextChar="а" />);
    expect(nextKeys(container)).toEqual(["KeyG"]);
    expect(container.querySelector(".kb__overlay .is-next")?.classList.contains("kb-f-leftIndex")).toBe(true);
    expect(screen.getByTestId("finger-hint").textContent).toContain("Зүүн гарын долоовор хуруу");
  });

  it("shows the opposite Shift for a capital", () => {
    const { container } = render(<FingerKeyboard layout={MN_WINDOWS} nextChar="Р" />);
    expect(nextKeys(container)).toEqual(["ShiftLeft", "KeyJ"]);
    expect(screen.getByTestId("finger-hint").textContent).toContain("Зүүн Shift-ийг дарж байгаад");
    expect(screen.getByTestId("finger-hint").textContent).toContain("Баруун гарын долоовор хуруу");
  });

  it("follows the number-row variant", () => {
    const win = render(<FingerKeyboard layout={MN_WINDOWS} nextChar="5" />);
    expect(nextKeys(win.container)).toEqual(["ShiftRight", "Digit5"]);
    win.unmount();
    const linux = render(<FingerKeyboard layout={MN_LINUX} nextChar="5" />);
    expect(nextKeys(linux.container)).toEqual(["Digit5"]);
  });

  it("points the thumb at the space bar and says so", () => {
    const { container } = render(<FingerKeyboard layout={EN_US} nextChar=" " />);
    expect(nextKeys(container)).toEqual(["Space"]);
    expect(screen.getByTestId("finger-hint").textContent).toContain("Эрхий хуруу");
  });

  it("says when a character is not on the layout", () => {
    const { container } = render(<FingerKeyboard layout={EN_US} nextChar="ө" />);
    expect(nextKeys(container)).toEqual([]);
    expect(container.textContent).toContain("Энэ тэмдэгт гарын бүдүүвчид алга");
  });
});
