import { describe, expect, it } from "vitest";
import {
  TEST_DURATION_MS,
  VISIBLE_WORDS,
  applyKey,
  createEngine,
  elapsedMs,
  figures,
  isCorrectPrefix,
  typedPrefix,
  nextChar,
  splitWords,
  tick,
  visibleRange,
  type EngineState,
  type KeyEvent,
} from "./typing-engine";

/** Types `keys` one every `every` ms starting at `from`; "⌫" stands for Backspace. */
function type(state: EngineState, keys: string, from = 1_000, every = 100): EngineState {
  let s = state;
  let time = from;
  for (const ch of keys) {
    s = applyKey(s, { key: ch === "⌫" ? "Backspace" : ch, time });
    time += every;
  }
  return s;
}

const press = (s: EngineState, event: Partial<KeyEvent> & { key: string }) => applyKey(s, { time: 5_000, ...event });

describe("creating a test", () => {
  it("splits the text into words on any whitespace, non-breaking spaces included", () => {
    expect(splitWords("  сайн\u00a0байна  уу\nта ")).toEqual(["сайн", "байна", "уу", "та"]);
    const s = createEngine("нэг хоёр");
    expect(s).toMatchObject({ words: ["нэг", "хоёр"], index: 0, input: "", status: "idle", startedAt: null, log: [] });
  });
});

describe("idle until the first keystroke", () => {
  it("starts the clock at the first character and logs it at t = 0", () => {
    const s = applyKey(createEngine("нар сар"), { key: "н", time: 12_345 });
    expect(s.status).toBe("running");
    expect(s.startedAt).toBe(12_345);
    expect(s.log).toEqual([{ key: "н", expected: "н", t: 0 }]);
  });
  it("does not start on a space, Backspace or a modifier", () => {
    const s0 = createEngine("нар");
    for (const key of [" ", "Backspace", "Shift", "Control"]) expect(applyKey(s0, { key, time: 1 })).toBe(s0);
    expect(tick(s0, 999_999)).toBe(s0);
    expect(elapsedMs(s0, 999_999)).toBe(0);
  });
});

describe("typing a word", () => {
  it("a correct prefix keeps the input right and points at the remaining letters", () => {
    const s = type(createEngine("байна уу"), "бай");
    expect(s.input).toBe("бай");
    expect(isCorrectPrefix(s)).toBe(true);
    expect(nextChar(s)).toBe("н");
  });
  it("a wrong prefix marks the input wrong and gives no next key", () => {
    const s = type(createEngine("байна уу"), "бо");
    expect(isCorrectPrefix(s)).toBe(false);
    expect(nextChar(s)).toBeNull();
  });
  it("counts a word's correctly typed letters, and -1 once the input has left it", () => {
    expect(typedPrefix("байна", "")).toBe(0);
    expect(typedPrefix("байна", "бай")).toBe(3);
    expect(typedPrefix("байна", "байна")).toBe(5);
    expect(typedPrefix("байна", "бо")).toBe(-1);
    expect(typedPrefix("байна", "байнаа")).toBe(-1);
  });
  it("asks for a space once the word is typed", () => {
    expect(nextChar(type(createEngine("уу ба"), "уу"))).toBe(" ");
  });
  it("logs what was expected, and nothing once the input has gone wrong", () => {
    const s = type(createEngine("нар"), "нбр", 0, 50);
    expect(s.log).toEqual([
      { key: "н", expected: "н", t: 0 },
      { key: "б", expected: "а", t: 50 },
      { key: "р", expected: "", t: 100 },
    ]);
  });
  it("logs an extra letter past the end of the word as a missed space", () => {
    const s = type(createEngine("ус ба"), "усс");
    expect(s.log[2]).toMatchObject({ key: "с", expected: " " });
  });
});

describe("completing words at a space", () => {
  it("an exact word is correct and counts its characters plus the space", () => {
    const s = type(createEngine("нар сар"), "нар ");
    expect(s).toMatchObject({ index: 1, input: "", results: ["correct"], characters: 4, correctWords: 1, errorWords: 0 });
  });
  it("anything else is an error and counts no characters", () => {
    const s = type(createEngine("нар сар гар"), "нр сараа ");
    expect(s).toMatchObject({ index: 2, results: ["wrong", "wrong"], characters: 0, correctWords: 0, errorWords: 2 });
  });
  it("is case-sensitive and exact", () => {
    const s = type(createEngine("Нар сар"), "нар ");
    expect(s.results).toEqual(["wrong"]);
  });
  it("ignores a space on empty input (no double spaces, no skipping words)", () => {
    const s1 = type(createEngine("нар сар"), "нар ");
    const s2 = applyKey(s1, { key: " ", time: 9_000 });
    expect(s2).toBe(s1);
    expect(s2.index).toBe(1);
  });
  it("accepts the old 'Spacebar' key name and a non-breaking space", () => {
    let s = type(createEngine("ус ус ус"), "ус");
    s = applyKey(s, { key: "Spacebar", time: 2_000 });
    s = type(s, "ус", 2_100);
    s = applyKey(s, { key: "\u00a0", time: 3_000 });
    expect(s.results).toEqual(["correct", "correct"]);
  });
});

describe("Backspace and Ctrl/Meta+A", () => {
  it("Backspace removes one character and can fix a wrong prefix", () => {
    let s = type(createEngine("байна"), "баи");
    expect(isCorrectPrefix(s)).toBe(false);
    s = type(s, "⌫й", 2_000);
    expect(s.input).toBe("бай");
    expect(isCorrectPrefix(s)).toBe(true);
  });
  it("removes a whole character, never half a surrogate pair", () => {
    const s = type(createEngine("a😀 b"), "a😀⌫");
    expect(s.input).toBe("a");
  });
  it("Backspace on empty input does nothing and cannot reopen the last word", () => {
    const s1 = type(createEngine("нар сар"), "нр ");
    expect(press(s1, { key: "Backspace" })).toBe(s1);
  });
  it("Ctrl+A then Backspace clears the input", () => {
    let s = type(createEngine("байгаль"), "байга");
    s = press(s, { key: "a", code: "KeyA", ctrlKey: true });
    expect(s.selectAll).toBe(true);
    s = press(s, { key: "Backspace" });
    expect(s.input).toBe("");
    expect(s.selectAll).toBe(false);
    expect(s.log.slice(-2).map((e) => e.key)).toEqual(["SelectAll", "Backspace"]);
  });
  it("Meta+A works too, and on the Mongolian layout (key 'ф', code KeyA)", () => {
    let s = type(createEngine("байгаль"), "бай");
    s = press(s, { key: "ф", code: "KeyA", metaKey: true });
    s = press(s, { key: "Backspace" });
    expect(s.input).toBe("");
  });
  it("a character after Ctrl+A replaces the input, as in a text box", () => {
    let s = type(createEngine("сар"), "бар");
    s = press(s, { key: "a", ctrlKey: true });
    s = press(s, { key: "с" });
    expect(s.input).toBe("с");
    expect(s.log.at(-1)).toMatchObject({ key: "с", expected: "с" });
  });
  it("Ctrl+A on empty input and other shortcuts are ignored", () => {
    const s0 = createEngine("сар");
    expect(press(s0, { key: "a", ctrlKey: true })).toBe(s0);
    const s1 = type(s0, "са");
    expect(press(s1, { key: "c", ctrlKey: true })).toBe(s1);
    expect(press(s1, { key: "v", metaKey: true })).toBe(s1);
  });
  it("a named key such as an arrow drops a pending select-all", () => {
    let s = type(createEngine("сар"), "са");
    s = press(s, { key: "a", ctrlKey: true });
    s = press(s, { key: "ArrowLeft" });
    s = press(s, { key: "Backspace" });
    expect(s.input).toBe("с");
  });
});

describe("modifier and named keys", () => {
  it("Shift, Control, Alt, Meta, CapsLock, AltGraph and dead keys change nothing", () => {
    const s = type(createEngine("Сар"), "С");
    for (const key of ["Shift", "Control", "Alt", "Meta", "CapsLock", "AltGraph", "Dead", "OS"]) expect(press(s, { key })).toBe(s);
  });
  it("Enter, Tab, Escape and arrows are not text", () => {
    const s = type(createEngine("сар"), "с");
    for (const key of ["Enter", "Tab", "Escape", "ArrowRight", "F5", "Unidentified"]) expect(press(s, { key })).toBe(s);
  });
  it("AltGr characters (Ctrl+Alt on Windows) are typed", () => {
    const s = press(type(createEngine("a€ b"), "a"), { key: "€", ctrlKey: true, altKey: true });
    expect(s.input).toBe("a€");
  });
});

describe("counters and figures", () => {
  it("WPM = characters / 5 / minutes, CPM, and accuracy by words as a whole percent", () => {
    // 3 correct words of 4+1 characters and one wrong word in 30 seconds.
    let s = type(createEngine("нарс сарс гарс ааа ббб"), "нарс сарс гарс ааб ", 0, 100);
    s = applyKey(s, { key: "б", time: 30_000 });
    const f = figures(s, 30_000);
    expect(f).toMatchObject({ characters: 15, correctWords: 3, errorWords: 1, elapsedMs: 30_000 });
    expect(f.wpm).toBe(6); // 15 / 5 / 0.5
    expect(f.cpm).toBe(30);
    expect(f.accuracy).toBe(75);
  });
  it("accuracy is 0 before any word is completed", () => {
    expect(figures(type(createEngine("нар"), "на"), 2_000).accuracy).toBe(0);
  });
});

describe("finishing", () => {
  it("ends at 60 seconds by the clock", () => {
    const s = type(createEngine("нар сар гар"), "нар ", 0, 100);
    expect(tick(s, TEST_DURATION_MS - 1).status).toBe("running");
    const done = tick(s, TEST_DURATION_MS);
    expect(done).toMatchObject({ status: "finished", finishedAt: TEST_DURATION_MS, endedBy: "time" });
    expect(figures(done, 999_999).wpm).toBe(1); // 4 characters in a minute rounds to 1
  });
  it("a key after the 60 seconds finishes the test and is not counted", () => {
    const s = type(createEngine("нар сар"), "на", 0, 100);
    const late = applyKey(s, { key: "р", time: 60_500 });
    expect(late.status).toBe("finished");
    expect(late.input).toBe("на");
    expect(late.log).toHaveLength(2);
  });
  it("ends when the last word is typed exactly, without a space", () => {
    const s = type(createEngine("нар сар"), "нар сар", 0, 100);
    expect(s).toMatchObject({ status: "finished", endedBy: "text", finishedAt: 600, results: ["correct", "correct"], characters: 7 });
  });
  it("ends when the last word is completed by a space even if wrong", () => {
    const s = type(createEngine("нар сар"), "нар сп ", 0, 100);
    expect(s).toMatchObject({ status: "finished", endedBy: "text", results: ["correct", "wrong"] });
  });
  it("ignores every key once finished", () => {
    const s = type(createEngine("ус"), "ус");
    expect(s.status).toBe("finished");
    expect(press(s, { key: "а" })).toBe(s);
    expect(press(s, { key: "Backspace" })).toBe(s);
  });
  it("freezes the elapsed time at the finish", () => {
    const s = type(createEngine("ус"), "ус", 0, 300);
    expect(elapsedMs(s, 50_000)).toBe(300);
  });
});

describe("the words on screen", () => {
  it("shows the current word and the next 14", () => {
    const text = Array.from({ length: 40 }, (_, i) => `ү${i}`).join(" ");
    let s = createEngine(text);
    expect(visibleRange(s)).toEqual({ from: 0, to: VISIBLE_WORDS });
    s = type(s, "ү0 ү1 ");
    expect(visibleRange(s)).toEqual({ from: 2, to: 17 });
  });
  it("shows fewer near the end of the text", () => {
    const s = type(createEngine("а б в г"), "а б ");
    expect(visibleRange(s)).toEqual({ from: 2, to: 4 });
  });
});
