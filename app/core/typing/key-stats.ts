// Per-key statistics (issue 19 §3): from a keystroke log, how often each physical key was hit or
// missed, what was pressed instead, and how long it took to press (Welford's running mean and
// spread). Pure: the server folds a posted log into the learner's rows in the same write as the
// result; a guest's browser folds it into localStorage with the very same functions.
import { BACKSPACE, SELECT_ALL, type Keystroke } from "./typing-engine";
import { EN_US, MN_LINUX, MN_WINDOWS, MONG_MONGOLIAN, MONG_STANDARD, strokeFor } from "./layouts";
import type { KeyboardLayout } from "./layouts";

/**
 * Whose keys a row counts: the Cyrillic layout (both variants share their letters, so one set of
 * rows), the US layout, or the traditional script's (issue 32: keyed by the Standard layout's keys,
 * a character only the older layout has counted on its own key there).
 */
export type KeyStatsLayout = "mn" | "en" | "mn-Mong";
export const KEY_STATS_LAYOUTS = ["mn", "en", "mn-Mong"] as const satisfies readonly KeyStatsLayout[];

/** A press slower than this is a pause (reading, thinking), not the time to find the key. */
export const MAX_PRESS_MS = 2_000;
/** Confusions kept per key when shown (the stored rows keep every distinct wrong key). */
export const TOP_CONFUSIONS = 3;
/** A key needs this many presses before it is judged (weakest keys, practice weights). */
export const MIN_PRESSES = 5;

/** One press the learner made where a known character was expected. */
export interface Press {
  pressed: string;
  expected: string;
  /** Milliseconds since the previous press of any key, or null for the first press. */
  sinceMs: number | null;
}

/** Welford's running figures over the timed hits. */
export interface Timing {
  n: number;
  mean: number;
  /** Sum of squared deviations from the mean (variance = m2 / (n - 1)). */
  m2: number;
}

export interface KeyStat {
  /** KeyboardEvent.code of the physical key ("KeyG", "Space" …). */
  code: string;
  hits: number;
  misses: number;
  timing: Timing;
  /** What was pressed instead, and how often. */
  confusions: Record<string, number>;
}

export const EMPTY_TIMING: Timing = { n: 0, mean: 0, m2: 0 };

/** Adds one sample (Welford 1962). */
export function addSample(t: Timing, x: number): Timing {
  const n = t.n + 1;
  const delta = x - t.mean;
  const mean = t.mean + delta / n;
  return { n, mean, m2: t.m2 + delta * (x - mean) };
}

/** Merges two running figures (Chan et al.): the same as adding b's samples one by one to a. */
export function mergeTiming(a: Timing, b: Timing): Timing {
  const n = a.n + b.n;
  if (n === 0) return EMPTY_TIMING;
  const delta = b.mean - a.mean;
  return { n, mean: a.mean + (delta * b.n) / n, m2: a.m2 + b.m2 + (delta * delta * a.n * b.n) / n };
}

/** Sample standard deviation in ms (0 with fewer than two samples). */
export function spreadMs(t: Timing): number {
  return t.n < 2 ? 0 : Math.sqrt(t.m2 / (t.n - 1));
}

export function layoutOfStats(layout: KeyStatsLayout): KeyboardLayout {
  return layout === "en" ? EN_US : layout === "mn-Mong" ? MONG_STANDARD : MN_WINDOWS;
}

/** The other variant of a layout whose characters count on their own keys too. */
const SECOND_LAYOUT: Record<KeyStatsLayout, KeyboardLayout | null> = { mn: MN_LINUX, en: null, "mn-Mong": MONG_MONGOLIAN };

/** The physical key that types `char` (capitals and Shift symbols share their key), or null. */
export function codeOf(layout: KeyStatsLayout, char: string): string | null {
  const second = SECOND_LAYOUT[layout];
  const stroke = strokeFor(layoutOfStats(layout), char) ?? (second ? strokeFor(second, char) : null);
  return stroke?.key.code ?? null;
}

/**
 * The presses of a typing-test log: edits (Backspace, select-all) and keys typed while the input
 * was already wrong ("expected" empty) say nothing about one key and are left out; the time of a
 * press is measured from the key before it, whatever that was.
 */
export function pressesOfTestLog(log: readonly Keystroke[]): Press[] {
  const presses: Press[] = [];
  let previous: number | null = null;
  for (const entry of log) {
    const sinceMs = previous === null ? null : entry.t - previous;
    previous = entry.t;
    if (entry.key === BACKSPACE || entry.key === SELECT_ALL || entry.expected === "") continue;
    presses.push({ pressed: entry.key, expected: entry.expected, sinceMs });
  }
  return presses;
}

const normaliseSpace = (ch: string) => (ch === "\u00a0" ? " " : ch);

/** Folds presses into one KeyStat per key, sorted by code. Characters the layout lacks are skipped. */
export function keyDeltas(layout: KeyStatsLayout, presses: readonly Press[]): KeyStat[] {
  const byCode = new Map<string, KeyStat>();
  for (const press of presses) {
    const expected = normaliseSpace(press.expected);
    const code = codeOf(layout, expected);
    if (!code) continue;
    let stat = byCode.get(code);
    if (!stat) byCode.set(code, (stat = { code, hits: 0, misses: 0, timing: EMPTY_TIMING, confusions: {} }));
    const pressed = normaliseSpace(press.pressed);
    if (pressed === expected) {
      stat.hits++;
      if (press.sinceMs !== null && press.sinceMs > 0 && press.sinceMs <= MAX_PRESS_MS) stat.timing = addSample(stat.timing, press.sinceMs);
    } else {
      stat.misses++;
      stat.confusions[pressed] = (stat.confusions[pressed] ?? 0) + 1;
    }
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Merges a delta into a stored row (either may be missing). */
export function mergeKeyStat(row: KeyStat | undefined, delta: KeyStat): KeyStat {
  if (!row) return { ...delta, confusions: { ...delta.confusions } };
  const confusions = { ...row.confusions };
  for (const [pressed, count] of Object.entries(delta.confusions)) confusions[pressed] = (confusions[pressed] ?? 0) + count;
  return { code: row.code, hits: row.hits + delta.hits, misses: row.misses + delta.misses, timing: mergeTiming(row.timing, delta.timing), confusions };
}

/** Merges many deltas into a set of rows keyed by code. */
export function mergeKeyStats(rows: readonly KeyStat[], deltas: readonly KeyStat[]): KeyStat[] {
  const byCode = new Map(rows.map((r) => [r.code, r]));
  for (const delta of deltas) byCode.set(delta.code, mergeKeyStat(byCode.get(delta.code), delta));
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The most frequent wrong keys, most frequent first (ties by character). */
export function topConfusions(confusions: Record<string, number>, limit = TOP_CONFUSIONS): { pressed: string; count: number }[] {
  return Object.entries(confusions)
    .map(([pressed, count]) => ({ pressed, count }))
    .sort((a, b) => b.count - a.count || (a.pressed < b.pressed ? -1 : 1))
    .slice(0, limit);
}

/** Accuracy in whole percent, or null before the first press. */
export function accuracyOf(stat: Pick<KeyStat, "hits" | "misses">): number | null {
  const total = stat.hits + stat.misses;
  return total === 0 ? null : Math.round((stat.hits / total) * 100);
}

/**
 * How much a key holds the learner back: the miss rate (smoothed, so one slip on a rarely typed
 * key does not dominate) plus how much slower than the learner's median key it is. Keys with fewer
 * than MIN_PRESSES presses score 0.
 */
export function weaknessScores(stats: readonly KeyStat[]): Map<string, number> {
  const judged = stats.filter((s) => s.hits + s.misses >= MIN_PRESSES);
  const means = judged
    .filter((s) => s.timing.n > 0)
    .map((s) => s.timing.mean)
    .sort((a, b) => a - b);
  const median = means.length === 0 ? 0 : means[Math.floor(means.length / 2)];
  const scores = new Map<string, number>();
  for (const s of judged) {
    const missRate = (s.misses + 0.5) / (s.hits + s.misses + 1);
    const slowness = median > 0 && s.timing.n > 0 ? Math.max(0, s.timing.mean / median - 1) : 0;
    scores.set(s.code, missRate + 0.25 * slowness);
  }
  return scores;
}

/** The `limit` weakest keys (space excluded: it is pressed between words, not aimed at), weakest first. */
export function weakestKeys(stats: readonly KeyStat[], limit = 5): KeyStat[] {
  const scores = weaknessScores(stats);
  return stats
    .filter((s) => s.code !== "Space" && (scores.get(s.code) ?? 0) > 0)
    .sort((a, b) => (scores.get(b.code) ?? 0) - (scores.get(a.code) ?? 0) || (a.code < b.code ? -1 : 1))
    .slice(0, limit);
}

export type HeatMode = "accuracy" | "speed";
export type HeatLevel = "good" | "fair" | "poor" | "none";

/** Accuracy bands of the heatmap (whole percent) and speed bands (mean ms to press the key). */
export const HEAT_BANDS = { accuracy: { good: 97, fair: 90 }, speed: { good: 250, fair: 400 } } as const;

/** The heatmap colour of a key: good, fair or poor, or none before there is a figure. */
export function heatLevel(stat: KeyStat | undefined, mode: HeatMode): HeatLevel {
  if (!stat) return "none";
  if (mode === "accuracy") {
    const accuracy = accuracyOf(stat);
    if (accuracy === null) return "none";
    return accuracy >= HEAT_BANDS.accuracy.good ? "good" : accuracy >= HEAT_BANDS.accuracy.fair ? "fair" : "poor";
  }
  if (stat.timing.n === 0) return "none";
  const mean = stat.timing.mean;
  return mean <= HEAT_BANDS.speed.good ? "good" : mean <= HEAT_BANDS.speed.fair ? "fair" : "poor";
}
