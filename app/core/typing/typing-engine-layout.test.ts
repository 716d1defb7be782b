// The wrong-layout guard inside the typing engine (layout-guard.ts): keys of the other layout are not
// errors, are not logged, and stop the clock until a key of the right script arrives; the server's
// replay of the log then agrees with the browser.
import { describe, expect, it } from "vitest";
import { attemptKey, replayLog } from "./keystroke-log";
import { recomputeTestResult } from "./typing-result";
import { TEST_DURATION_MS, applyKey, createEngine, elapsedMs, figures, tick, type EngineState } from "./typing-engine";

/** Types `keys` one every `every` ms from `from`, returning the state and the time after the last key. */
function type(state: EngineState, keys: string, from: number, every = 100, step = applyKey): { s: EngineState; at: number } {
  let s = state;
  let time = from;
  for (const key of keys) {
    s = step(s, { key, time });
    time += every;
  }
  return { s, at: time };
}

describe("a Mongolian test typed on the Latin layout", () => {
  it("does not start on Latin keys: no clock, no log, no error, only the pause", () => {
    const { s } = type(createEngine("сайн байна уу"), "sain ", 1_000);
    expect(s).toMatchObject({
      status: "idle",
      startedAt: null,
      input: "",
      index: 0,
      errorWords: 0,
      log: [],
      layoutPause: { at: 1_000, want: "cyrillic" },
    });
    expect(elapsedMs(s, 50_000)).toBe(0);
  });

  it("goes on with the first Cyrillic key; the waited time never reaches the log", () => {
    let { s } = type(createEngine("сайн байна уу"), "sa", 1_000);
    ({ s } = type(s, "сайн ", 9_000));
    expect(s).toMatchObject({
      status: "running",
      startedAt: 9_000,
      index: 1,
      correctWords: 1,
      errorWords: 0,
      layoutPause: null,
    });
    expect(s.log.map((k) => k.key).join("")).toBe("сайн ");
    expect(s.log.map((k) => k.t)).toEqual([0, 100, 200, 300, 400]);
  });

  it("stops the clock mid-test and starts it again where it stood", () => {
    let { s, at } = type(createEngine("сайн байна уу"), "сайн б", 0); // keys at 0…500
    ({ s } = type(s, "fqyf", at)); // Latin at 600…900: the pause starts at 600
    expect(s.layoutPause?.at).toBe(600);
    expect(s.input).toBe("б");
    expect(elapsedMs(s, 30_000)).toBe(600);
    // The 60 seconds run out during the pause, yet the test does not end.
    expect(tick(s, 70_000)).toBe(s);
    ({ s } = type(s, "айна", 80_000));
    expect(s.pausedMs).toBe(79_400);
    expect(s.log.map((k) => k.t)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(elapsedMs(s, 80_400)).toBe(1_000);
    expect(s.status).toBe("running");
  });

  it("ignores more Latin keys, spaces, Backspace and Ctrl+A while waiting, returning the very same state", () => {
    const { s } = type(createEngine("сайн байна"), "сайx", 0);
    expect(s.layoutPause?.at).toBe(300);
    for (const key of ["n", " ", "Backspace", "1", "Enter"]) expect(applyKey(s, { key, time: 400 }), key).toBe(s);
    expect(applyKey(s, { key: "a", code: "KeyA", ctrlKey: true, time: 400 })).toBe(s);
  });

  it("counts a wrong Cyrillic key after the pause as the typo it is", () => {
    let { s } = type(createEngine("сайн байна"), "саf", 0);
    ({ s } = type(s, "ш ", 5_000));
    expect(s).toMatchObject({
      index: 1,
      errorWords: 1,
      correctWords: 0,
      layoutPause: null,
    });
    expect(s.log.map((k) => k.key)).toEqual(["с", "а", "ш", " "]);
  });

  it("goes on with a neutral key when it is exactly the expected one", () => {
    let { s } = type(createEngine("он 2024"), "он ", 0);
    ({ s } = type(s, "q", 300));
    expect(s.layoutPause?.at).toBe(300);
    ({ s } = type(s, "2024", 2_000));
    expect(s).toMatchObject({
      status: "finished",
      endedBy: "text",
      correctWords: 2,
      layoutPause: null,
      finishedAt: 600,
    });
  });

  it("guards an English test against Cyrillic keys the same way", () => {
    let { s } = type(createEngine("the cat"), "еру", 0);
    expect(s).toMatchObject({
      status: "idle",
      log: [],
      layoutPause: { at: 0, want: "latin" },
    });
    ({ s } = type(s, "the cat", 3_000));
    expect(s).toMatchObject({
      status: "finished",
      correctWords: 2,
      errorWords: 0,
    });
  });

  it("lets a Latin word inside a Mongolian text be typed in Latin, and asks for Latin there", () => {
    const { s } = type(createEngine("Google хайлт"), "Google хайлт", 0);
    expect(s).toMatchObject({
      status: "finished",
      correctWords: 2,
      errorWords: 0,
      layoutPause: null,
    });
    const { s: paused } = type(createEngine("сайн Google хайлт"), "сайн Г", 0);
    expect(paused).toMatchObject({
      index: 1,
      input: "",
      layoutPause: { at: 500, want: "latin" },
    });
  });
});

describe("the server's replay agrees with the browser", () => {
  it("recomputes the same figures from a log typed with a pause in it", () => {
    const text = "сайн байна уу сайн байна уу сайн байна уу";
    let { s, at } = type(createEngine(text), "сайн байна ", 0, 180);
    ({ s } = type(s, "uu", at));
    ({ s } = type(s, "уу сайн байна уу сайн байна у", at + 20_000, 180));
    expect(s.status).toBe("running");
    s = tick(s, s.startedAt! + s.pausedMs + TEST_DURATION_MS);
    expect(s.status).toBe("finished");
    const browser = figures(s, TEST_DURATION_MS);
    const server = recomputeTestResult(text, s.log, TEST_DURATION_MS);
    expect(server).toEqual({
      ok: true,
      result: { ...browser, durationMs: TEST_DURATION_MS, endedBy: "time" },
    });
    expect(replayLog(text, s.log).results).toEqual(s.results);
  });

  it("refuses a log that carries a key of the wrong layout: the browser never sends one", () => {
    const log = [
      { key: "с", expected: "с", t: 0 },
      { key: "a", expected: "а", t: 150 },
      { key: "а", expected: "а", t: 300 },
    ];
    expect(recomputeTestResult("са", log, 300)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });
});

describe("attempts judged on the real clock (prize race, exam)", () => {
  it("log real milliseconds: the pause hides the keys but not the time", () => {
    let { s } = type(createEngine("сайн байна"), "сай", 0, 100, attemptKey);
    ({ s } = type(s, "n", 300, 100, attemptKey));
    expect(s.layoutPause?.at).toBe(300);
    ({ s } = type(s, "н байна", 10_000, 100, attemptKey));
    expect(s).toMatchObject({
      status: "finished",
      endedBy: "text",
      finishedAt: 10_600,
    });
    expect(s.log.map((k) => k.t).slice(2, 5)).toEqual([200, 10_000, 10_100]);
  });
});
