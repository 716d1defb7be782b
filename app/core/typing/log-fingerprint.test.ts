import fc from "fast-check";
import { describe, expect, it } from "vitest";
import human from "../../../tests/fixtures/human-keystrokes.json";
import { attemptOf, gapFactor, seededRandom, typist } from "../../../tests/workers/support/human-typing";
import {
  COPY_JITTER_MS,
  PUBLIC_REPLAY_STEP_MS,
  SAME_LOG_SHARE,
  alignKeys,
  decodeLogPrint,
  encodeLog,
  keptTimeShare,
  logPrint,
  publicReplayLog,
  sameLog,
  someTempoMayHold,
  type LogPrint,
} from "./log-fingerprint";
import { BACKSPACE, type Keystroke } from "./typing-engine";
import { MAX_HUMAN_WPM } from "./plausibility";

const real = logPrint(human.log);

/** Times that never go back (a jittered key may not pass the one before it, as in a real log). */
function monotone(times: number[]): number[] {
  let latest = 0;
  return times.map((t) => (latest = Math.max(latest, t)));
}
const withTimes = (print: LogPrint, times: number[]): LogPrint => ({ keys: print.keys, times: monotone(times) });
const jittered = (print: LogPrint, random: () => number, by = COPY_JITTER_MS) =>
  withTimes(
    print,
    print.times.map((t) => t + Math.round((random() * 2 - 1) * by)),
  );

const typists = fc.record({
  seed: fc.integer(),
  keys: fc.integer({ min: 60, max: 500 }),
  meanGapMs: fc.integer({ min: 45, max: 250 }),
  sigma: fc.double({ min: 0.15, max: 0.35, noNaN: true }),
});

describe("a copy of an accepted log is the same log", () => {
  it("the real log itself, shifted by a constant, one key moved by 1 ms, jittered by ±15 ms, played 10 % faster", () => {
    const random = seededRandom(7);
    expect(sameLog(real, real)).toBe(true);
    expect(sameLog(withTimes(real, [...real.times.map((t) => t + 250)]), real)).toBe(true);
    const moved = [...real.times];
    moved[200] += 1;
    expect(sameLog(withTimes(real, moved), real)).toBe(true);
    expect(sameLog(jittered(real, random), real)).toBe(true);
    expect(
      sameLog(
        withTimes(
          real,
          real.times.map((t) => Math.round(t * 0.9)),
        ),
        real,
      ),
    ).toBe(true);
  });

  it("property: shifted, stretched, jittered (±15 ms on every key) and rebuilt-from-the-public-replay copies always match", () => {
    fc.assert(
      fc.property(typists, fc.integer(), fc.integer({ min: 0, max: 5_000 }), fc.double({ min: 0.75, max: 1.33, noNaN: true }), (t, seed, shift, tempo) => {
        // A copy played faster than a person types never reaches the comparison: the plausibility rule
        // refuses it first (MAX_HUMAN_WPM, 5 keys a word). A 45-ms typist at 0.75 × tempo is 350 WPM.
        fc.pre(t.meanGapMs * Math.min(1, tempo) >= 60_000 / (MAX_HUMAN_WPM * 5));
        const original = attemptOf(typist(t.seed, t.keys, t.meanGapMs, t.sigma), seed);
        const random = seededRandom(seed ^ 0x5bd1e995);
        const shifted = withTimes(
          original,
          original.times.map((x) => x + shift),
        );
        const oneMs = [...original.times];
        oneMs[Math.floor(random() * oneMs.length)] += 1;
        const stretched = jittered(
          withTimes(
            original,
            original.times.map((x) => Math.round(x * tempo)),
          ),
          random,
        );
        const published = logPrint(publicReplayLog(original.keys.map((key, i) => ({ key, t: original.times[i] }))));
        const rebuilt = jittered(published, random);
        const copies = { shifted, oneMs: withTimes(original, oneMs), jittered: jittered(original, random), stretched, rebuilt };
        for (const [name, copy] of Object.entries(copies)) expect([name, sameLog(copy, original)]).toEqual([name, true]);
      }),
      { numRuns: 150 },
    );
  });

  it("short, fast and even logs: copies the median tempo alone missed (found by search) match", () => {
    // On a log this short the median of the stretches' tempo ratios can miss by a few per cent, and one
    // window of a fast typist's copy then spreads past the limit (fast-check seed -401875829 once). Each
    // case below was not recognised by the median tempo alone: [typist and jitter seed, keys, ms a key].
    const cases = [
      [128, 68, 62],
      [6246, 66, 75],
      [6446, 66, 53],
      [7770, 70, 45],
    ] as const;
    for (const [run, keys, gap] of cases) {
      const original = attemptOf(typist(run, keys, gap, 0.15), run + 1);
      const published = logPrint(publicReplayLog(original.keys.map((key, i) => ({ key, t: original.times[i] }))));
      expect(sameLog(jittered(original, seededRandom(run)), original)).toBe(true);
      expect(sameLog(jittered(published, seededRandom(run)), original)).toBe(true);
    }
  });

  it("a copy with corrections typed in (a wrong key and its Backspace) at a few places still pairs up and matches", () => {
    const keys = [...real.keys];
    const times = [...real.times];
    for (const at of [300, 200, 100, 40]) {
      keys.splice(at, 0, "ж", BACKSPACE);
      times.splice(at, 0, times[at - 1] + 1, times[at - 1] + 2);
    }
    const edited = { keys, times };
    expect(alignKeys(edited.keys, real.keys)).toHaveLength(real.keys.length);
    expect(sameLog(edited, real)).toBe(true);
  });
});

describe("two genuine attempts are not the same log", () => {
  // The rule is statistical: at the steadiest and fastest corner (σ 0.15, 220–267 WPM, 60–100 keys) about
  // 3 genuine pairs in 10,000 keep time (ADR 032; fast-check once found one, seed -1176057071). So this
  // property runs on a fixed seed — a random one would turn that known rate into a coin toss in CI — and
  // the corner's rate has its own bound below.
  it("property: two attempts by the same person at the same text, at 50–270 WPM, do not match", () => {
    fc.assert(
      fc.property(typists, fc.integer(), fc.integer(), (t, seedA, seedB) => {
        fc.pre(seedA !== seedB);
        const who = typist(t.seed, t.keys, t.meanGapMs, t.sigma);
        expect(sameLog(attemptOf(who, seedB), attemptOf(who, seedA))).toBe(false);
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });

  it("at the steadiest, fastest corner (σ 0.15, 45–55 ms a key, 60–100 keys) at most 1 pair in 1,000 matches", () => {
    const random = seededRandom(3);
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    let matches = 0;
    for (let pair = 0; pair < 3_000; pair++) {
      const who = typist(between(0, 1e9), between(60, 100), between(45, 55), 0.15);
      if (sameLog(attemptOf(who, between(0, 1e9)), attemptOf(who, between(0, 1e9) + 1))) matches++;
    }
    expect(matches).toBeLessThanOrEqual(3);
  });

  it("the real log against second attempts rebuilt from the same person's own gaps for the same key pairs", () => {
    // Each gap is swapped for another gap the participant typed between the same two keys elsewhere in
    // the fixture (their own rhythm for that pair); pairs seen once keep a ±26 % lognormal wobble.
    const byPair = new Map<string, number[]>();
    for (let i = 1; i < real.keys.length; i++) {
      const pair = real.keys[i - 1] + real.keys[i];
      byPair.set(pair, [...(byPair.get(pair) ?? []), real.times[i] - real.times[i - 1]]);
    }
    const random = seededRandom(2018);
    for (let run = 0; run < 200; run++) {
      const times = [0];
      for (let i = 1; i < real.keys.length; i++) {
        const own = real.times[i] - real.times[i - 1];
        const others = byPair.get(real.keys[i - 1] + real.keys[i])!;
        const gap = others.length > 1 ? others[Math.floor(random() * others.length)] : Math.round(own * gapFactor(random, 0.26));
        times.push(times[i - 1] + gap);
      }
      expect(keptTimeShare({ keys: real.keys, times }, real)).toBeLessThan(0.5);
    }
  });
});

describe("the quick tempo test before the full comparison", () => {
  it("property: it never turns away a pair the full comparison matches (copies, edited copies, genuine attempts)", () => {
    fc.assert(
      fc.property(typists, fc.integer(), fc.double({ min: 0.75, max: 1.33, noNaN: true }), fc.nat(3), (t, seed, tempo, edits) => {
        const who = typist(t.seed, t.keys, t.meanGapMs, t.sigma);
        const original = attemptOf(who, seed);
        const random = seededRandom(seed ^ 0x2545f491);
        const keys = [...original.keys];
        const times = original.times.map((x) => Math.round(x * tempo));
        for (let e = 0; e < edits; e++) {
          const at = 1 + Math.floor(random() * (keys.length - 1));
          keys.splice(at, 0, "ж", BACKSPACE);
          times.splice(at, 0, times[at - 1] + 1, times[at - 1] + 2);
        }
        const pairs: Array<[LogPrint, LogPrint]> = [
          [jittered({ keys, times }, random), original],
          [attemptOf(who, seed + 1), original],
          [jittered(logPrint(publicReplayLog(original.keys.map((key, i) => ({ key, t: original.times[i] })))), random), original],
        ];
        for (const [a, b] of pairs) {
          const full = keptTimeShare(a, b) >= SAME_LOG_SHARE;
          expect(full && keptTimeShare(a, b, SAME_LOG_SHARE) < SAME_LOG_SHARE).toBe(false);
          if (a.keys === b.keys || a.keys.every((k, i) => k === b.keys[i])) expect(full && !someTempoMayHold(a.times, b.times, SAME_LOG_SHARE)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("turns away most genuine second attempts by itself (the cost of a busy prize race)", () => {
    let turnedAway = 0;
    for (let run = 0; run < 500; run++) {
      const who = typist(run, 100, 110, 0.3);
      const [a, b] = [attemptOf(who, 2 * run), attemptOf(who, 2 * run + 1)];
      if (!someTempoMayHold(a.times, b.times, SAME_LOG_SHARE)) turnedAway++;
    }
    expect(turnedAway).toBeGreaterThan(450);
  });
});

describe("the public replay and the stored form", () => {
  it("rounds every time but the last to 100 ms, keeps the keys, their order and the duration, and starts at 0", () => {
    const rounded = publicReplayLog(human.log as Keystroke[]);
    expect(rounded.map((k) => k.key)).toEqual(real.keys);
    expect(rounded.slice(0, -1).every((k) => k.t % PUBLIC_REPLAY_STEP_MS === 0)).toBe(true);
    expect(rounded.every((k, i) => i === 0 || k.t >= rounded[i - 1].t)).toBe(true);
    expect(rounded[0].t).toBe(0);
    expect(rounded.at(-1)!.t).toBe(real.times.at(-1));
  });

  it("round-trips through the certificate exam's stored JSON", () => {
    expect(decodeLogPrint(encodeLog(human.log as Keystroke[]))).toEqual(real);
  });
});
