import { describe, expect, it } from "vitest";
import { TEST_DURATION_MS, applyKey, createEngine, type EngineState, type Keystroke } from "./typing-engine";
import { MAX_KEYS_PER_SECOND, recomputeTestResult } from "./typing-result";

const TEXT = "нар сар гар бар хар тар зар дар";

/** Types `keys` with the engine (as the browser would) and returns its log. */
function session(text: string, keys: string, every = 200): EngineState {
  let s = createEngine(text);
  let time = 10_000;
  for (const ch of keys) {
    s = applyKey(s, { key: ch === "⌫" ? "Backspace" : ch, time });
    time += every;
  }
  return s;
}

/** A log of `words` correct words repeated from a long text, spread over `ms`: evenly, or unevenly as a person types. */
function evenLog(words: number, ms: number, uneven = false): { text: string; log: Keystroke[] } {
  const text = Array.from({ length: words + 5 }, () => "сайн").join(" ");
  const keys = Array.from({ length: words }, () => "сайн ").join("");
  const step = ms / keys.length;
  // Offsets of up to ±45 % of a step, in a fixed scrambled order: intervals of 0.1–1.9 steps.
  const jitter = (i: number) => (uneven && i > 0 ? (((i * 37) % 11) - 5) * 0.09 * step : 0);
  return { text, log: [...keys].map((key, i) => ({ key, expected: "", t: Math.round(i * step + jitter(i)) })) };
}

describe("recomputeTestResult", () => {
  it("recomputes the browser's figures from the log", () => {
    const s = session(TEXT, "нар сар гаар ба", 500);
    const outcome = recomputeTestResult(TEXT, s.log, TEST_DURATION_MS);
    expect(outcome).toEqual({
      ok: true,
      result: { wpm: 2, cpm: 8, accuracy: 67, characters: 8, correctWords: 2, errorWords: 1, elapsedMs: 60_000, durationMs: 60_000, endedBy: "time" },
    });
  });

  it("ignores the client's 'expected' field (the server knows the text)", () => {
    const s = session(TEXT, "нар ", 500);
    const forged = s.log.map((e) => ({ ...e, expected: "x" }));
    expect(recomputeTestResult(TEXT, forged, 60_000)).toMatchObject({ ok: true, result: { characters: 4 } });
  });

  it("replays Backspace and Ctrl+A", () => {
    const log: Keystroke[] = [
      { key: "н", expected: "", t: 0 },
      { key: "о", expected: "", t: 100 },
      { key: "SelectAll", expected: "", t: 200 },
      { key: "Backspace", expected: "", t: 300 },
      { key: "н", expected: "", t: 400 },
      { key: "а", expected: "", t: 500 },
      { key: "б", expected: "", t: 600 },
      { key: "Backspace", expected: "", t: 700 },
      { key: "р", expected: "", t: 800 },
      { key: " ", expected: "", t: 900 },
    ];
    expect(recomputeTestResult(TEXT, log, 60_000)).toMatchObject({ ok: true, result: { correctWords: 1, errorWords: 0, characters: 4 } });
  });

  it("takes the duration from the log when the text was used up early", () => {
    const s = session("нар сар", "нар сар", 1_000);
    const outcome = recomputeTestResult("нар сар", s.log, 6_000);
    expect(outcome).toMatchObject({ ok: true, result: { durationMs: 6_000, endedBy: "text", characters: 7, wpm: 14 } });
  });

  it("refuses a duration that is not ~60 s for a test that ran out of time", () => {
    const s = session(TEXT, "нар ", 500);
    expect(recomputeTestResult(TEXT, s.log, 30_000)).toEqual({ ok: false, reason: "duration" });
    expect(recomputeTestResult(TEXT, s.log, 90_000)).toEqual({ ok: false, reason: "duration" });
    expect(recomputeTestResult(TEXT, s.log, 60_900)).toMatchObject({ ok: true });
  });

  it("refuses a claimed duration that disagrees with a text finished early", () => {
    const s = session("нар сар", "нар сар", 1_000);
    expect(recomputeTestResult("нар сар", s.log, 60_000)).toEqual({ ok: false, reason: "duration" });
  });

  it("refuses more keys than the time allows", () => {
    const keys = MAX_KEYS_PER_SECOND * 60 + 10;
    const log: Keystroke[] = Array.from({ length: keys }, (_, i) => ({ key: i % 2 ? "Backspace" : "н", expected: "", t: Math.floor((i * 59_000) / keys) }));
    expect(recomputeTestResult(TEXT, log, 60_000)).toEqual({ ok: false, reason: "too-many-keys" });
  });

  it("refuses more than 250 WPM", () => {
    const fast = evenLog(260, 59_000); // 260 words of 5 characters = 260 WPM
    expect(recomputeTestResult(fast.text, fast.log, 60_000)).toEqual({ ok: false, reason: "wpm" });
    // Uneven, as a person types: perfectly even keys at 240 WPM are refused as too even (below).
    const ok = evenLog(240, 59_000, true);
    expect(recomputeTestResult(ok.text, ok.log, 60_000)).toMatchObject({ ok: true, result: { wpm: 240, accuracy: 100 } });
  });

  it("refuses keys too evenly spaced to be a person above 130 WPM, and not below", () => {
    expect(recomputeTestResult(evenLog(200, 59_000).text, evenLog(200, 59_000).log, 60_000)).toEqual({ ok: false, reason: "too-even" });
    expect(recomputeTestResult(evenLog(200, 59_000, true).text, evenLog(200, 59_000, true).log, 60_000)).toMatchObject({ ok: true, result: { wpm: 200 } });
    // A slow metronome is not a speed claim worth refusing.
    expect(recomputeTestResult(evenLog(100, 59_000).text, evenLog(100, 59_000).log, 60_000)).toMatchObject({ ok: true, result: { wpm: 100 } });
  });

  it("refuses malformed logs", () => {
    const good = session(TEXT, "нар ", 500).log;
    const cases: unknown[] = [
      [{ ...good[0], t: 5 }, ...good.slice(1)], // does not start at 0
      [good[0], { ...good[1], t: -1 }], // time goes backwards
      [good[0], { ...good[1], t: 1.5 }], // not whole milliseconds
      [good[0], { key: "Enter", expected: "", t: 10 }], // not a typing key
      [good[0], { key: "ab", expected: "", t: 10 }],
      [good[0], { key: "н", t: 10 }], // missing field
      [good[0], { key: "н", expected: "", t: 61_000 }], // after the minute
      "not an array",
    ];
    for (const log of cases) expect(recomputeTestResult(TEXT, log as Keystroke[], 60_000)).toEqual({ ok: false, reason: "malformed" });
    expect(recomputeTestResult(TEXT, good, Number.NaN)).toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses keys logged after the text was used up", () => {
    const s = session("ус", "ус", 100);
    const log = [...s.log, { key: "а", expected: "", t: 500 }];
    expect(recomputeTestResult("ус", log, 500)).toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses an empty log", () => {
    expect(recomputeTestResult(TEXT, [], 60_000)).toEqual({ ok: false, reason: "empty" });
  });
});
