// The figures of ADR 032, printed by `npm run perf:fingerprint` (tests/perf/log-fingerprint.mjs bundles
// this file): how long the copy check takes against N stored logs of one text, how often two genuine
// attempts are judged the same log (false matches), and how much jitter a copy may carry and still match.
import human from "../fixtures/human-keystrokes.json";
import { COPY_JITTER_MS, decodeLogPrint, encodeLog, keptTimeShare, logPrint, sameLog, type LogPrint } from "../../app/core/typing/log-fingerprint";
import { attemptOf, gapFactor, seededRandom, typist } from "../workers/support/human-typing";

const real = logPrint(human.log);
const stored = (print: LogPrint) => encodeLog(print.keys.map((key, i) => ({ key, expected: "", t: print.times[i] })));

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** CPU ms to compare one new log with `n` stored logs of the same text (decoding each, as the Worker does): none match, so all are compared. */
export function timing(ns: number[], keys: number, runs: number) {
  return ns.map((n) => {
    const who = typist(1, keys, 110, 0.3);
    const rows = Array.from({ length: n }, (_, i) => stored(attemptOf(who, 1000 + i)));
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const candidate = attemptOf(who, 5 + r);
      const start = performance.now();
      const found = rows.some((row) => sameLog(candidate, decodeLogPrint(row)));
      times.push(performance.now() - start);
      if (found) throw new Error("a genuine attempt matched a stored one");
    }
    return { stored: n, keys, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
  });
}

/** Second attempts rebuilt from the fixture person's own gaps for the same key pairs, compared with the real log. */
export function fixtureFalseMatches(runs: number) {
  const byPair = new Map<string, number[]>();
  for (let i = 1; i < real.keys.length; i++) {
    const pair = real.keys[i - 1] + real.keys[i];
    byPair.set(pair, [...(byPair.get(pair) ?? []), real.times[i] - real.times[i - 1]]);
  }
  const random = seededRandom(2018);
  let matches = 0;
  const shares: number[] = [];
  for (let run = 0; run < runs; run++) {
    const times = [0];
    for (let i = 1; i < real.keys.length; i++) {
      const others = byPair.get(real.keys[i - 1] + real.keys[i])!;
      const gap = others.length > 1 ? others[Math.floor(random() * others.length)] : Math.round((real.times[i] - real.times[i - 1]) * gapFactor(random, 0.26));
      times.push(times[i - 1] + gap);
    }
    const again = { keys: real.keys, times };
    shares.push(keptTimeShare(again, real));
    if (sameLog(again, real)) matches++;
  }
  return { runs, matches, maxShare: Math.max(...shares), medianShare: percentile(shares, 0.5) };
}

/** Pairs of model attempts (same person, same text) over speeds and evenness: false matches and the worst share. */
export function modelFalseMatches(pairsPerCell: number) {
  const cells: Array<{ meanGapMs: number; sigma: number; keys: number; matches: number; maxShare: number }> = [];
  for (const meanGapMs of [45, 60, 90, 150, 250])
    for (const sigma of [0.12, 0.15, 0.2, 0.3])
      for (const keys of [60, 150, 450]) {
        let matches = 0;
        let maxShare = 0;
        for (let p = 0; p < pairsPerCell; p++) {
          const who = typist(p * 7919 + keys, keys, meanGapMs, sigma);
          const a = attemptOf(who, 2 * p + 1);
          const b = attemptOf(who, 2 * p + 2);
          maxShare = Math.max(maxShare, keptTimeShare(a, b));
          if (sameLog(a, b)) matches++;
        }
        cells.push({ meanGapMs, sigma, keys, matches, maxShare });
      }
  return cells;
}

/** The share of copies with ±`jitter` ms on every key that still match, for a few jitters around COPY_JITTER_MS. */
export function jitterCurve(runs: number) {
  return [5, 10, COPY_JITTER_MS, 17, 20, 25, 35, 50].map((jitter) => {
    const random = seededRandom(jitter);
    let matched = 0;
    for (let r = 0; r < runs; r++) {
      const original = attemptOf(typist(r, 300, 60 + (r % 5) * 40, 0.25), r);
      let latest = 0;
      const times = original.times.map((t) => (latest = Math.max(latest, t + Math.round((random() * 2 - 1) * jitter))));
      if (sameLog({ keys: original.keys, times }, original)) matched++;
    }
    return { jitterMs: jitter, matchedShare: matched / runs };
  });
}
