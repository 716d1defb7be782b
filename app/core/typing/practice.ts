// Weak-key practice (issue 19 §5): rounds of real words drawn with a seeded random, weighted towards
// the keys that hold the learner back, as keybr does. Pure and deterministic for a seed.
import { codeOf, weakestKeys, weaknessScores, type KeyStat, type KeyStatsLayout } from "./key-stats";

/** Words per round. */
export const ROUND_WORDS = 18;
/** How many of the weakest keys a round aims at. */
export const TARGET_KEYS = 3;
/** A word without a target key still turns up now and then, so the round reads like text. */
const PLAIN_WEIGHT = 0.15;

/** mulberry32: a small, fast seeded generator giving floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The traditional script: its letters with the MVS and FVS inside words (the vetted words are fed in, issue 32). */
const LETTERS: Record<KeyStatsLayout, RegExp> = { mn: /^[а-яёөү]+$/u, en: /^[a-z]+$/, "mn-Mong": /^(?:[\u1820-\u18aa]|\u180b|\u180c|\u180d|\u180e|\u180f)+$/u };

/** The words of a word-list file (comment lines start with #) that practice may use: lower-case letters of the layout only. */
export function practiceWords(layout: KeyStatsLayout, fileText: string): string[] {
  const words = new Set<string>();
  for (const line of fileText.split("\n")) {
    if (line.startsWith("#")) continue;
    for (const word of line.trim().split(/\s+/)) {
      if (word.length >= 2 && LETTERS[layout].test(word) && [...word].every((ch) => codeOf(layout, ch) !== null)) words.add(word);
    }
  }
  return [...words];
}

export interface Exercise {
  text: string;
  /** The keys this round aims at, weakest first (empty before there are figures to go on). */
  targets: string[];
}

/** The keys a round aims at: the weakest letter keys that the word list can exercise. */
export function practiceTargets(layout: KeyStatsLayout, stats: readonly KeyStat[], words: readonly string[]): string[] {
  const typable = new Set(words.flatMap((w) => [...w].map((ch) => codeOf(layout, ch) ?? "")));
  return weakestKeys(
    stats.filter((s) => typable.has(s.code)),
    TARGET_KEYS,
  ).map((s) => s.code);
}

/**
 * One round: ROUND_WORDS words, each drawn with weight PLAIN_WEIGHT plus, for each of its letters
 * typed on a target key, up to 3 in proportion to that key's weakness (so a target that is only
 * slightly weak, such as a common letter when few keys have figures yet, adds little); never the
 * same word twice in a row.
 */
export function generateExercise(
  layout: KeyStatsLayout,
  words: readonly string[],
  stats: readonly KeyStat[],
  seed: number,
  count = ROUND_WORDS,
  chosenKeys: readonly string[] = [],
): Exercise {
  if (words.length === 0) return { text: "", targets: [] };
  // Keys a teacher chose (codes) are aimed at with the full weight each, in place of the weakest keys.
  const typable = new Set(words.flatMap((w) => [...w].map((ch) => codeOf(layout, ch) ?? "")));
  const chosen = chosenKeys.filter((code) => typable.has(code));
  const targets = chosen.length > 0 ? chosen : practiceTargets(layout, stats, words);
  const scores = weaknessScores(stats);
  const top = Math.max(0, ...targets.map((code) => scores.get(code) ?? 0));
  const rank = new Map(targets.map((code) => [code, chosen.length > 0 ? 3 : top > 0 ? (3 * (scores.get(code) ?? 0)) / top : 0]));
  const weights = words.map((word) => [...word].reduce((sum, ch) => sum + (rank.get(codeOf(layout, ch) ?? "") ?? 0), PLAIN_WEIGHT));
  const total = weights.reduce((a, b) => a + b, 0);
  const random = seededRandom(seed);
  const drawn: string[] = [];
  while (drawn.length < count) {
    let r = random() * total;
    let i = 0;
    while (i < words.length - 1 && r >= weights[i]) r -= weights[i++];
    if (words.length > 1 && words[i] === drawn[drawn.length - 1]) continue;
    drawn.push(words[i]);
  }
  return { text: drawn.join(" "), targets };
}
