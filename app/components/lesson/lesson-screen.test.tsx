// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { translator } from "~/i18n";
import { LessonScreen, type LessonScreenProps } from "./lesson-screen";

const navigate = vi.fn();
// A guest (no root data): the class live report opens no socket.
vi.mock("@remix-run/react", () => ({ useNavigate: () => navigate, useRouteLoaderData: () => undefined }));
vi.mock("~/hooks/use-translation", () => ({ useTranslation: () => ({ t: translator("mn"), language: "mn" }) }));

// jsdom has <dialog> but not its modal methods.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
};

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

function props(overrides: Partial<LessonScreenProps["lesson"]> = {}, targetWpm = 20): LessonScreenProps {
  return {
    lesson: { id: 9, level: 9, type: "review", name: "Давтлага", text: "ор дор", holdWord: null, ...overrides },
    group: { name: "Суурь эгнээ", targetWpm },
    total: 278,
  };
}

const input = () => screen.getByTestId("lesson-input");
const current = (container: HTMLElement) => [...container.querySelectorAll(".ch.is-current")].map((el) => el.textContent);

/** Presses keys `gapMs` apart on the mocked clock. */
function type(keys: string, gapMs: number) {
  for (const key of keys) {
    act(() => {
      fireEvent.keyDown(input(), { key });
    });
    clock += gapMs;
  }
}

describe("LessonScreen", () => {
  it("advances on the right key, stays on a wrong one and counts it in the accuracy", async () => {
    const { container } = render(<LessonScreen {...props()} />);
    expect(current(container)).toEqual(["о"]);
    type("\u043e", 200); // Cyrillic о
    type("ш", 200);
    expect(current(container)).toEqual(["р"]);
    // The figures follow in the next frame.
    await waitFor(() => expect(screen.getByTestId("live-accuracy").textContent).toBe("50%"));
    expect(container.querySelector(".ch.is-wrong")).not.toBeNull();
  });

  it("takes inserted text (a phone's keyboard, a script layout) without letting the browser edit the box", () => {
    const { container } = render(<LessonScreen {...props()} />);
    const insert = (data: string) => {
      const event = new InputEvent("beforeinput", { data, inputType: "insertText", bubbles: true, cancelable: true });
      act(() => void input().dispatchEvent(event));
      return event;
    };
    expect(insert("ор").defaultPrevented).toBe(true);
    expect(current(container)).toEqual([" "]);
    expect((input() as HTMLInputElement).value).toBe("");
  });

  it("marks typed letters done and a missed one struck through, in the word left behind as in the current one", () => {
    const { container } = render(<LessonScreen {...props()} />);
    const marked = (cls: string) => [...container.querySelectorAll(`.ch.${cls}`)].map((el) => el.textContent);
    type("о", 200);
    type("ш", 200); // wrong at р
    expect(marked("is-missed")).toEqual(["р"]);
    type("р д", 200);
    expect(marked("is-done")).toEqual(["о", "р", " ", "д"]);
    expect(marked("is-missed")).toEqual(["р"]);
    expect(current(container)).toEqual(["о"]);
    type("ш", 200); // wrong at the second word's о
    expect(marked("is-missed")).toEqual(["р", "о"]);
    expect(container.querySelectorAll(".ch.is-wrong")).toHaveLength(1);
  });

  it("says the keyboard is on the Latin layout instead of counting Latin keys as errors, and goes on with Cyrillic", async () => {
    const { container } = render(<LessonScreen {...props()} />);
    type("or dor", 200); // the Latin look-alikes o and r: the keyboard is on the wrong layout
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toContain("Гар латин үсгээр бичиж байна. Монгол (кирилл) гар руу шилжүүлнэ үү.");
    expect(notice.textContent).toContain("Цаг түр зогссон.");
    expect(current(container)).toEqual(["о"]);
    expect(screen.getByTestId("live-accuracy").textContent).toBe("100%");
    expect(container.querySelector(".ch.is-wrong")).toBeNull();
    type("ор дор", 200);
    expect(screen.queryByTestId("layout-guard")).toBeNull();
    await act(async () => {});
    const body = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(body.keystrokes).toEqual([
      ["о", 0],
      ["р", 200],
      [" ", 400],
      ["д", 600],
      ["о", 800],
      ["р", 1000],
    ]);
  });

  it("posts the keystroke log of a passed lesson and goes to the result screen", async () => {
    render(<LessonScreen {...props()} />);
    type("ор дор", 200);
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/lesson/update-user-lesson");
    const body = JSON.parse(init.body);
    expect(body.lessonId).toBe(9);
    expect(body.attemptId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(body.keystrokes).toEqual([
      ["о", 0],
      ["р", 200],
      [" ", 400],
      ["д", 600],
      ["о", 800],
      ["р", 1000],
    ]);
    expect(body).not.toHaveProperty("score");
    expect(navigate).toHaveBeenCalledWith("/result/9");
  });

  it("asks to retry, and posts nothing, when the lesson is too slow", async () => {
    render(<LessonScreen {...props({}, 60)} />);
    type("ор дор", 5_000); // 6 characters in 25 s: 2 WPM, the bar is above 42
    await act(async () => {});
    expect(screen.getByTestId("retry-notice").hasAttribute("open")).toBe(true);
    expect(screen.getByTestId("retry-notice").textContent).toContain("Уучлаарай. Таны бичилтийн хурд бага байна.");
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      fireEvent.click(screen.getByTestId("retry-again"));
    });
    expect(screen.getByTestId("retry-notice").hasAttribute("open")).toBe(false);
    expect(screen.getByTestId("live-accuracy").textContent).toBe("100%");
  });

  it("stops at more errors than half the text with the too-many-errors prompt", () => {
    render(<LessonScreen {...props()} />);
    type("шшшш", 100); // "ор дор" allows 3
    expect(screen.getByTestId("retry-notice").hasAttribute("open")).toBe(true);
    expect(screen.getByTestId("retry-notice").textContent).toContain("Уучлаарай. Та хэтэрхий их алдаатай бичиж байна.");
    act(() => {
      fireEvent.click(screen.getByTestId("retry-cancel"));
    });
    expect(navigate).toHaveBeenCalledWith("/lesson");
  });

  it("takes keys in a hold lesson only while the hold key is down", () => {
    const { container } = render(<LessonScreen {...props({ type: "hold", holdWord: "ө", text: "ор дор" })} />);
    expect(screen.getByTestId("hold-overlay").textContent).toContain("«ө» товчийг дараад барина уу");
    type("о", 100);
    expect(current(container)).toEqual(["о"]);
    act(() => {
      fireEvent.keyDown(input(), { key: "ө", code: "KeyF" });
    });
    expect(screen.queryByTestId("hold-overlay")).toBeNull();
    type("о", 100);
    expect(current(container)).toEqual(["р"]);
    act(() => {
      fireEvent.keyUp(input(), { key: "ө", code: "KeyF" });
    });
    expect(screen.getByTestId("hold-overlay")).not.toBeNull();
    type("р", 100);
    expect(current(container)).toEqual(["р"]);
  });

  it("shows an intro lesson one key at a time and a boxed lesson ten characters at a time", () => {
    const intro = render(<LessonScreen {...props({ type: "intro", text: "ө ө өр" })} />);
    expect(screen.getByTestId("intro-key").textContent).toBe("ө");
    expect(screen.getByText("«ө» товчийг дарна уу")).not.toBeNull();
    intro.unmount();
    render(<LessonScreen {...props({ type: "boxed", text: "өрөө өөрөө бороо бол" })} />);
    expect(screen.getByTestId("box-count").textContent).toBe("1 / 2 хэсэг");
    type("өрөө өөрөө", 150);
    expect(screen.getByTestId("box-count").textContent).toBe("2 / 2 хэсэг");
  });

  it("takes a non-breaking space for a space and characters from a phone keyboard's input", () => {
    const { container } = render(<LessonScreen {...props()} />);
    type("ор\u00a0", 200);
    expect(current(container)).toEqual(["д"]);
    act(() => {
      fireEvent.change(input(), { target: { value: "до" } });
    });
    expect(current(container)).toEqual(["р"]);
  });
});
