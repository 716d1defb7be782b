// @vitest-environment jsdom
// An English lesson on the shared lesson screen (issue 19): the US keyboard, English text, the
// English result address.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { translator } from "~/i18n";
import { LessonScreen, type LessonScreenProps } from "./lesson-screen";

const navigate = vi.fn();
// A guest (no root data): the class live report opens no socket.
vi.mock("@remix-run/react", () => ({ useNavigate: () => navigate, useRouteLoaderData: () => undefined }));
vi.mock("~/hooks/use-translation", () => ({ useTranslation: () => ({ t: translator("mn"), language: "mn" }) }));

let clock = 0;
const fetchMock = vi.fn();

beforeEach(() => {
  clock = 10_000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  fetchMock.mockReset().mockResolvedValue(
    new Response(JSON.stringify({ result: true, level: 9, score: 150, wpm: 30, accuracy: 100, stars: 3, passed: true, failReason: null, point: 5 }), {
      status: 200,
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
  navigate.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const english: LessonScreenProps = {
  lesson: { id: 1008, level: 8, type: "review", name: "Review: a, s, d, f", text: "sad dad", holdWord: null },
  group: { name: "Home row: a, s, d, f, j, k, l", targetWpm: 20 },
  total: 200,
  curriculum: "en",
};

function type(keys: string, gapMs: number) {
  for (const key of keys) {
    act(() => {
      fireEvent.keyDown(screen.getByTestId("lesson-input"), { key });
    });
    clock += gapMs;
  }
}

describe("LessonScreen with an English lesson", () => {
  it("draws the US keyboard without the Mongolian number-row choice, and marks the text as English", () => {
    render(<LessonScreen {...english} />);
    expect(screen.getByTestId("finger-keyboard").getAttribute("data-layout")).toBe("en-us");
    expect(screen.getByTestId("lesson-text").getAttribute("lang")).toBe("en");
    expect(screen.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
    expect(screen.queryByTestId("layout-variant")).toBeNull();
  });

  it("posts the English lesson's id and goes to the English result screen", async () => {
    render(<LessonScreen {...english} />);
    type("sad dad", 200);
    await act(async () => {});
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).lessonId).toBe(1008);
    expect(navigate).toHaveBeenCalledWith("/result/8?curriculum=en");
  });

  it("keeps the Mongolian screen as it was when no curriculum is given", () => {
    const { curriculum: _en, ...mongolian } = english;
    render(<LessonScreen {...mongolian} lesson={{ ...english.lesson, text: "ор дор" }} />);
    expect(screen.getByTestId("finger-keyboard").getAttribute("data-layout")).toMatch(/^mn-/);
    expect(screen.getByTestId("lesson-text").getAttribute("lang")).toBe("mn");
    expect(screen.getByTestId("layout-variant")).toBeTruthy();
  });
});
