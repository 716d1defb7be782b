// Whose typing is this? A keystroke log's fingerprint and the test that tells a copy of an accepted
// log (shifted, stretched, jittered, rebuilt from the public replay) from a genuine new attempt at the
// same text. Beside the plausibility rule (plausibility.ts): that one asks "could a person have typed
// this?", this one "was it typed before?". Figures and why: docs/decisions/032-a-log-belongs-to-its-sitting.md.
import type { Keystroke } from "./typing-engine";

/** A copy may move every key by up to this much either way (random jitter) and still be judged the same log. */
export const COPY_JITTER_MS = 15;
/**
 * Keys are compared in windows of this many: a copy keeps every key within COPY_JITTER_MS of the
 * original (after one constant shift and one change of tempo), so inside a window the keys' offsets
 * from the original spread over at most 2 × COPY_JITTER_MS. A person typing the text again drifts:
 * each key lands a little early or late and the errors add up (a random walk), so over 20 keys the
 * spread is far wider, even for a fast and even typist (ADR 032 has the figures).
 */
export const WINDOW_KEYS = 20;
/** A window holds when its keys' offsets spread over at most this (2 × jitter, plus rounding slack). */
export const WINDOW_SPREAD_MS = 2 * COPY_JITTER_MS + 4;
/** Same log: at least this share of the windows hold (a copy with a few pauses or edits still does). */
export const SAME_LOG_SHARE = 0.8;
/** At least this share of the keys must pair up (same key, same order) for two logs to be compared. */
export const SHARED_KEYS_SHARE = 0.9;
/** Keys a copy may add or drop (corrections typed in or left out) and still pair up with the original. */
export const ALIGN_BAND = 32;
/** The public replay's clock step (ADR 032): playable at the same visible speed, useless as a log. */
export const PUBLIC_REPLAY_STEP_MS = 100;

/** What is compared: the keys in order and their times (ms from the first key). */
export interface LogPrint {
  keys: readonly string[];
  times: readonly number[];
}

export const logPrint = (log: readonly Pick<Keystroke, "key" | "t">[]): LogPrint => ({ keys: log.map((k) => k.key), times: log.map((k) => k.t) });

/**
 * A log's times rounded to the public replay's step: what /check-certificate shows a stranger. The
 * last key keeps its time, so the replay ends on the certificate's own WPM (the duration is no secret).
 */
export function publicReplayLog<K extends Pick<Keystroke, "t">>(log: readonly K[]): K[] {
  const last = log.length - 1;
  return log.map((k, i) => ({ ...k, t: i === last ? k.t : Math.min(roundToStep(k.t), log[last].t) }));
}
const roundToStep = (t: number) => Math.round(t / PUBLIC_REPLAY_STEP_MS) * PUBLIC_REPLAY_STEP_MS;

/**
 * Pairs of indexes (i in a, j in b) of equal keys in order: the longest common subsequence within a
 * band around the diagonal, so keys a copy inserted or dropped do not throw off the rest. Identical
 * key sequences (the usual case: the same text typed without the same mistakes is rare) pair 1:1.
 */
export function alignKeys(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  if (a.length === b.length && a.every((k, i) => k === b[i])) return a.map((_, i) => [i, i]);
  const n = a.length;
  const m = b.length;
  const width = 2 * ALIGN_BAND + 1;
  // lcs[i][d]: LCS of a[i..] and b[j..] with j = i + d - ALIGN_BAND; cells outside b are 0.
  const lcs = new Int32Array((n + 1) * width);
  const at = (i: number, j: number) => {
    const d = j - i + ALIGN_BAND;
    return i > n || j > m || d < 0 || d >= width ? 0 : lcs[i * width + d];
  };
  for (let i = n; i >= 0; i--) {
    for (let d = 0; d < width; d++) {
      const j = i + d - ALIGN_BAND;
      if (j < 0 || j > m || i === n || j === m) continue;
      lcs[i * width + d] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m && Math.abs(j - i) <= ALIGN_BAND) {
    if (a[i] === b[j] && at(i, j) === at(i + 1, j + 1) + 1) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

const median = (values: number[]) => {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[sorted.length >> 1];
};

/** The times of the paired keys, in a's and in b's log (the logs themselves when the keys are the same). */
function pairedTimes(a: LogPrint, b: LogPrint): [readonly number[], readonly number[]] {
  if (a.keys.length === b.keys.length && a.keys.every((k, i) => k === b.keys[i])) return [a.times, b.times];
  const pairs = alignKeys(a.keys, b.keys);
  return [pairs.map(([i]) => a.times[i]), pairs.map(([, j]) => b.times[j])];
}

/** Tempo ratios sampled over the log: enough for a steady median, few enough to stay cheap. */
const TEMPO_SAMPLES = 64;

/**
 * The share (0..1) of windows in which `b` keeps time with `a`: b's times are put on a's tempo (the
 * median of the tempo ratios over long stretches, so a stretched copy or a few inserted pauses do not
 * move it), then each window of WINDOW_KEYS paired keys holds when the offsets between the two logs
 * spread over at most WINDOW_SPREAD_MS. 0 when fewer than SHARED_KEYS_SHARE of the keys pair up.
 * With `atLeast`, it stops as soon as that share is out of reach (the answer is then some share below it).
 */
export function keptTimeShare(a: LogPrint, b: LogPrint, atLeast = 0): number {
  const [ta, tb] = pairedTimes(a, b);
  const paired = ta.length;
  if (paired === 0 || paired < SHARED_KEYS_SHARE * Math.min(a.keys.length, b.keys.length)) return 0;
  if (atLeast > 0 && !someTempoMayHold(ta, tb, atLeast)) return 0;
  const stretch = Math.max(WINDOW_KEYS, paired >> 2);
  const step = Math.max(1, Math.floor((paired - stretch) / TEMPO_SAMPLES));
  const ratios: number[] = [];
  for (let s = 0; s + stretch < paired; s += step) {
    const span = tb[s + stretch] - tb[s];
    if (span > 0) ratios.push((ta[s + stretch] - ta[s]) / span);
  }
  // On a short log each stretch is short, and the median of their ratios can miss the tempo by a few
  // per cent: enough to push a window of a fast typist's copy over the spread. The whole log's ratio and
  // no change of tempo at all (a copy replayed as it was) are tried too; the best share counts.
  const whole = tb[paired - 1] - tb[0] > 0 ? (ta[paired - 1] - ta[0]) / (tb[paired - 1] - tb[0]) : 1;
  let best = 0;
  for (const tempo of new Set([median(ratios), whole, 1])) {
    best = Math.max(best, sharePerTempo(ta, tb, tempo, atLeast));
    if (best >= atLeast && atLeast > 0) break;
  }
  return best;
}

/**
 * A quick test that no tempo at all can make `atLeast` of the windows hold, so the full comparison may
 * be skipped (a busy prize race compares each attempt with every earlier one; most pairs end here).
 * It is only ever a necessary condition: a window that holds at tempo τ has its first and last keys'
 * offsets within WINDOW_SPREAD_MS of each other, so its durations satisfy |Da − τ·Db| ≤ WINDOW_SPREAD_MS,
 * which puts τ in one interval per window; if no τ lies in enough of them, no τ tried later can either.
 */
export function someTempoMayHold(ta: readonly number[], tb: readonly number[], atLeast: number): boolean {
  const paired = ta.length;
  const window = Math.min(WINDOW_KEYS, paired);
  const windows = Math.floor(paired / window);
  const needed = atLeast * windows;
  // Half a millisecond more than the rule allows: rounding in the division must never drop a window.
  const slack = WINDOW_SPREAD_MS + 0.5;
  let always = 0;
  const edges: Array<[number, number]> = [];
  for (let w = 0; w < windows; w++) {
    const first = w * window;
    const last = first + window - 1;
    const da = ta[last] - ta[first];
    const db = tb[last] - tb[first];
    if (db === 0) {
      if (Math.abs(da) <= slack) always++;
    } else {
      const low = (da - slack) / db;
      const high = (da + slack) / db;
      edges.push([Math.min(low, high), 1], [Math.max(low, high), -1]);
    }
  }
  if (always >= needed) return true;
  // Openings before closings at the same tempo: touching intervals share that tempo.
  edges.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  let open = always;
  for (const [, change] of edges) {
    open += change;
    if (open >= needed) return true;
  }
  return false;
}

/** The share of windows whose offsets, with b's times put on a's tempo, spread over at most WINDOW_SPREAD_MS. */
function sharePerTempo(ta: readonly number[], tb: readonly number[], tempo: number, atLeast: number): number {
  const paired = ta.length;
  const window = Math.min(WINDOW_KEYS, paired);
  const windows = Math.floor(paired / window);
  let held = 0;
  for (let w = 0; w < windows; w++) {
    if (held + (windows - w) < atLeast * windows) return held / windows;
    let low = Infinity;
    let high = -Infinity;
    for (let k = w * window; k < (w + 1) * window; k++) {
      const offset = ta[k] - tempo * tb[k];
      low = Math.min(low, offset);
      high = Math.max(high, offset);
    }
    if (high - low <= WINDOW_SPREAD_MS) held++;
  }
  return windows === 0 ? 0 : held / windows;
}

/**
 * True when `candidate` is a copy of `accepted` (both logs of the same text): compared with the accepted
 * log itself and with its public replay (times rounded to 100 ms), since a copy may be rebuilt from
 * either. A genuine new attempt by the same person drifts away within a few keys and is not the same.
 */
export function sameLog(candidate: LogPrint, accepted: LogPrint, published: LogPrint = publishedPrint(accepted)): boolean {
  return keptTimeShare(candidate, accepted, SAME_LOG_SHARE) >= SAME_LOG_SHARE || keptTimeShare(candidate, published, SAME_LOG_SHARE) >= SAME_LOG_SHARE;
}

/** A stored log as its public replay shows it (times rounded to PUBLIC_REPLAY_STEP_MS): kept beside it by callers that compare often. */
export const publishedPrint = (accepted: LogPrint): LogPrint => ({
  keys: accepted.keys,
  times: publicReplayLog(accepted.times.map((t) => ({ t }))).map((k) => k.t),
});

/** Key counts of the stored logs a log of `keys` keys is compared with: the lookup's indexed range. */
export const comparableKeyCounts = (keys: number) => ({ min: Math.max(0, keys - ALIGN_BAND), max: keys + ALIGN_BAND });

// ── stored form: the certificate exam's own [[key, expected, t], …] (certificate_exams.log) ──────────
export const encodeLog = (log: readonly Keystroke[]) => JSON.stringify(log.map((k) => [k.key, k.expected, k.t]));

export function decodeLogPrint(stored: string): LogPrint {
  const entries = JSON.parse(stored) as [string, string, number][];
  return { keys: entries.map((e) => e[0]), times: entries.map((e) => e[2]) };
}
