// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EN_US, MN_WINDOWS } from "~/core/typing/layouts";
import { EMPTY_TIMING, addSample, type KeyStat } from "~/core/typing/key-stats";
import { translator } from "~/i18n";
import { KeyHeatmap } from "./key-heatmap";

vi.mock("~/hooks/use-translation", () => ({ useTranslation: () => ({ t: translator("mn"), language: "mn" }) }));
vi.mock("@remix-run/react", () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const stat = (code: string, hits: number, misses: number, means: number[] = [], confusions: Record<string, number> = {}): KeyStat => ({
  code,
  hits,
  misses,
  timing: means.reduce(addSample, EMPTY_TIMING),
  confusions,
});

const stats = [stat("KeyG", 40, 0, [180, 200]), stat("KeyY", 6, 6, [450, 520], { т: 6 }), stat("KeyJ", 18, 2, [300]), stat("Space", 30, 0)];

describe("KeyHeatmap", () => {
  it("colours keys by accuracy, then by speed, and leaves keys without figures uncoloured and unfocusable", () => {
    render(<KeyHeatmap layout={MN_WINDOWS} stats={stats} title="Товч" practiceHref="/practice?layout=mn" />);
    const level = (code: string) => document.querySelector(`[data-code="${code}"]`)?.getAttribute("data-level");
    expect([level("KeyG"), level("KeyY"), level("KeyJ")]).toEqual(["good", "poor", "fair"]);
    expect(document.querySelector('[data-code="KeyQ"]')?.getAttribute("tabindex")).toBeNull();
    fireEvent.click(screen.getByTestId("heat-mode-speed"));
    expect([level("KeyG"), level("KeyY"), level("KeyJ"), level("Space")]).toEqual(["good", "poor", "fair", "none"]);
  });

  it("shows a key's numbers on focus and names the weakest keys, with a table of every key", () => {
    render(<KeyHeatmap layout={MN_WINDOWS} stats={stats} title="Товч" practiceHref="/practice?layout=mn" />);
    const n = document.querySelector('[data-code="KeyY"]') as SVGElement;
    fireEvent.focus(n);
    expect(screen.getByTestId("heatmap-detail").textContent).toBe("Н: нарийвчлал 50%, 12 удаа дарсан, 6 алдаа, дундаж 485 мс (±49)");
    expect(n.getAttribute("aria-label")).toBe(screen.getByTestId("heatmap-detail").textContent);
    expect(
      within(screen.getByTestId("weakest-keys"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Н 50%", "Р 90%", "А 100%"]);
    const rows = within(screen.getByTestId("key-stats-table")).getAllByRole("row").slice(1);
    expect(rows[0].textContent).toBe("Н12650%485 мс (±49)т ×6");
    expect(rows).toHaveLength(4);
    expect(screen.getByTestId("practice-link").getAttribute("href")).toBe("/practice?layout=mn");
  });

  it("says there are no figures yet", () => {
    render(<KeyHeatmap layout={EN_US} stats={[]} title="Keys" />);
    expect(screen.getByTestId("heatmap-empty").textContent).toContain("Одоохондоо мэдээлэл алга");
    expect(screen.queryByTestId("practice-link")).toBeNull();
  });
});
