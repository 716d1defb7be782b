import { describe, expect, it } from "vitest";
import human from "../../../tests/fixtures/human-keystrokes.json";
import {
  AttemptLogSchema,
  MIN_INTERVAL_CV,
  PACE_BURST_CHARS,
  attemptKey,
  intervalStats,
  isTooEven,
  judgeTextAttempt,
  openingPace,
  spendPace,
  paceAfterLoss,
} from "./plausibility";
import { createEngine, type Keystroke } from "./typing-engine";

const real = { text: human.text, log: human.log as Keystroke[] };
const end = (log: readonly Keystroke[]) => log[log.length - 1].t;
/** The same keys with every time multiplied: the rhythm kept, the speed changed. */
const scaled = (log: readonly Keystroke[], factor: number) => log.map((e) => ({ ...e, t: Math.round(e.t * factor) }));

/** Types `text` (with wrong letters where `typos` says) at `step` ms a key, evenly or with a person's unevenness. */
function typed(text: string, step: number, { uneven = true, typos = new Set<number>() } = {}): Keystroke[] {
  const log: Keystroke[] = [];
  [...text].forEach((ch, i) => {
    const wobble = uneven && i > 0 ? (((i * 37) % 11) - 5) * 0.09 * step : 0;
    log.push({ key: typos.has(i) && ch !== " " ? "ж" : ch, expected: "", t: Math.round(i * step + wobble) });
  });
  return log;
}

describe("judgeTextAttempt with a real person's log", () => {
  it("passes a recorded human log and recomputes its figures from the keys alone", () => {
    const outcome = judgeTextAttempt(real.text, real.log, end(real.log), "prize");
    expect(outcome).toEqual({
      ok: true,
      result: { wpm: 125, cpm: 625, accuracy: 100, characters: real.text.length, errors: 0, durationMs: end(real.log) },
    });
  });

  it("measures the real rhythm far from the too-even line, and keeps it there at a faster pace", () => {
    expect(intervalStats(real.log.map((e) => e.t)).cv).toBeGreaterThan(2 * MIN_INTERVAL_CV);
    // The same person's rhythm played 10 % faster (139 WPM, over the 130 WPM line) still passes.
    const faster = scaled(real.log, 0.9);
    expect(judgeTextAttempt(real.text, faster, end(faster), "certificate")).toMatchObject({ ok: true, result: { wpm: 139 } });
  });

  it("parses as the wire form", () => {
    expect(AttemptLogSchema.safeParse(real.log).success).toBe(true);
    expect(AttemptLogSchema.safeParse([{ key: "a", expected: "", t: -1 }]).success).toBe(false);
    expect(AttemptLogSchema.safeParse([{ key: "", expected: "", t: 0 }]).success).toBe(false);
  });
});

describe("judgeTextAttempt refusals", () => {
  const text = "нар сар гар бар хар тар зар дар мал сан";

  it("malformed: bad entries, a duration that is not a number, keys after the last word", () => {
    const good = typed(text, 300);
    expect(judgeTextAttempt(text, [{ ...good[0], t: 5 }, ...good.slice(1)], 12_000, "prize")).toEqual({ ok: false, reason: "malformed" });
    expect(judgeTextAttempt(text, [good[0], { key: "Enter", expected: "", t: 10 }], 10, "prize")).toEqual({ ok: false, reason: "malformed" });
    expect(judgeTextAttempt(text, "nope" as unknown as Keystroke[], 10, "prize")).toEqual({ ok: false, reason: "malformed" });
    expect(judgeTextAttempt(text, good, Number.NaN, "prize")).toEqual({ ok: false, reason: "malformed" });
    const extra = [...good, { key: "а", expected: "", t: end(good) + 200 }];
    expect(judgeTextAttempt(text, extra, end(extra), "prize")).toEqual({ ok: false, reason: "malformed" });
  });

  it("empty", () => {
    expect(judgeTextAttempt(text, [], 0, "prize")).toEqual({ ok: false, reason: "empty" });
  });

  it("not-the-text: stops before the last word, or types another text", () => {
    const short = typed(text, 300).slice(0, -3);
    expect(judgeTextAttempt(text, short, end(short), "prize")).toEqual({ ok: false, reason: "not-the-text" });
    const other = typed("өөр текст бичжээ", 300);
    expect(judgeTextAttempt(text, other, end(other), "prize")).toEqual({ ok: false, reason: "not-the-text" });
  });

  it("duration: a claimed time the log does not show", () => {
    const log = typed(text, 300);
    expect(judgeTextAttempt(text, log, end(log) + 1_500, "prize")).toMatchObject({ ok: true });
    expect(judgeTextAttempt(text, log, end(log) + 1_501, "prize")).toEqual({ ok: false, reason: "duration" });
    expect(judgeTextAttempt(text, log, end(log) / 2, "prize")).toEqual({ ok: false, reason: "duration" });
  });

  it("too-many-keys: corrections hammered faster than 30 keys a second", () => {
    const rubout: Keystroke[] = Array.from({ length: 1_000 }, (_, i) => ({ key: i % 2 ? "Backspace" : "н", expected: "", t: i * 5 }));
    const log = [...rubout, ...typed(text, 300).map((e) => ({ ...e, t: e.t + 5_000 }))]; // 1,039 keys in 16.7 s
    expect(judgeTextAttempt(text, log, end(log), "prize")).toEqual({ ok: false, reason: "too-many-keys" });
  });

  it("wpm: the real log played at 2.5 times its speed (313 WPM)", () => {
    const fast = scaled(real.log, 0.4);
    expect(judgeTextAttempt(real.text, fast, end(fast), "prize")).toEqual({ ok: false, reason: "wpm" });
  });

  it("too-even: a metronome at 150 WPM, while the same text typed unevenly passes", () => {
    const long = Array.from({ length: 8 }, () => text).join(" ");
    const step = 60_000 / (150 * 5);
    expect(judgeTextAttempt(long, typed(long, step, { uneven: false }), end(typed(long, step, { uneven: false })), "prize")).toEqual({
      ok: false,
      reason: "too-even",
    });
    expect(judgeTextAttempt(long, typed(long, step), end(typed(long, step)), "prize")).toMatchObject({ ok: true, result: { wpm: 150 } });
  });

  it("accuracy: below 75 % of words right", () => {
    // Words 1, 3, 5 of ten typed wrong: 70 %; words 1 and 3 wrong: 80 %.
    const at = (word: number) => text.split(" ").slice(0, word).join(" ").length + (word > 0 ? 1 : 0);
    const three = typed(text, 300, { typos: new Set([at(1), at(3), at(5)]) });
    expect(judgeTextAttempt(text, three, end(three), "prize")).toEqual({ ok: false, reason: "accuracy" });
    const two = typed(text, 300, { typos: new Set([at(1), at(3)]) });
    expect(judgeTextAttempt(text, two, end(two), "prize")).toMatchObject({ ok: true, result: { accuracy: 80, errors: 2 } });
  });
});

describe("intervalStats and isTooEven", () => {
  it("computes mean, spread and their ratio", () => {
    expect(intervalStats([0, 100, 300, 400])).toMatchObject({ count: 3, cv: expect.closeTo(0.354, 3) });
    expect(intervalStats([0])).toEqual({ count: 0, meanMs: 0, sdMs: 0, cv: 0 });
  });

  it("judges the rhythm only from 130 WPM and with enough keys", () => {
    const metronome = Array.from({ length: 40 }, (_, i) => i * 80);
    expect(isTooEven("test", 150, metronome)).toBe(true);
    expect(isTooEven("test", 129, metronome)).toBe(false);
    expect(isTooEven("test", 150, metronome.slice(0, 15))).toBe(false);
  });
});

describe("room pace", () => {
  it("allows a burst at the start, then characters at the human ceiling", () => {
    const start = openingPace(1_000);
    expect(spendPace(start, PACE_BURST_CHARS, 1_000)).toEqual({ credit: 0, at: 1_000 });
    expect(spendPace(start, PACE_BURST_CHARS + 1, 1_000)).toBeNull();
    const spent = spendPace(start, PACE_BURST_CHARS, 1_000)!;
    // 250 WPM = 1,250 characters a minute: 12 s of credit = 250 characters, capped at the burst.
    expect(spendPace(spent, 100, 1_000 + 4_800)).toMatchObject({ credit: expect.closeTo(0, 6) });
    expect(spendPace(spent, 101, 1_000 + 4_800)).toBeNull();
    expect(spendPace(spent, 101, 1_000 + 60_000)).toBeNull(); // waiting does not save up more than the burst
  });

  it("lets a typist at the ceiling (the load test's 250 WPM bots) report word by word for the whole race", () => {
    let pace = openingPace(0);
    const perChar = 60_000 / (250 * 5);
    for (let word = 1; word <= 300; word++) {
      const next = spendPace(pace, 6, Math.round(word * 6 * perChar)); // five letters and a space
      expect(next).not.toBeNull();
      pace = next!;
    }
  });

  it("refuses the issue's jump: 45 words at 9.9 s", () => {
    const words = 45 * 6; // characters of 45 five-letter words with their spaces
    expect(spendPace(openingPace(0), words, 9_900)).toBeNull();
  });

  it("after a crash lost 20 s of reports, accepts the catch-up a person could have typed then, once", () => {
    // The last durable pace: 20 s into the race, credit spent.
    const durable = { credit: 0, at: 20_000 };
    // 20 s at 250 WPM is 416 characters (plus the burst); the room comes back at 45 s.
    const resumed = paceAfterLoss(durable, 40_000);
    expect(resumed).toEqual({ credit: expect.closeTo(PACE_BURST_CHARS + 416.67, 1), at: 40_000 });
    const caughtUp = spendPace(resumed, 480, 45_000);
    expect(caughtUp).not.toBeNull();
    // Spent: from then on the cap holds again.
    expect(spendPace(caughtUp!, 101, 45_000 + 60_000)).toBeNull();
    expect(spendPace(caughtUp!, 100, 45_000 + 60_000)).not.toBeNull();
    // Without the loss the same jump is refused, and more than the window allows is refused too.
    expect(spendPace(durable, 480, 45_000)).toBeNull();
    expect(spendPace(resumed, 530, 40_000)).toBeNull();
  });
});

describe("attemptKey", () => {
  it("logs the real time past the engine's minute", () => {
    let s = createEngine("ус");
    s = attemptKey(s, { key: "у", time: 1_000 });
    s = attemptKey(s, { key: "с", time: 1_000 + 90_000 });
    expect(s.log.map((e) => e.t)).toEqual([0, 90_000]);
    expect(s.status).toBe("finished");
    expect(judgeTextAttempt("ус", s.log, 90_000, "prize")).toMatchObject({ ok: true, result: { durationMs: 90_000, accuracy: 100 } });
  });
});
