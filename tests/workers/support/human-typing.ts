// A person's typing for tests that post keystroke logs: every gap drawn at random around the pace
// (lognormal, as key intervals are), so two logs of the same text are two genuine attempts, not copies
// (ADR 032 refuses a copy of an accepted log), and uneven enough for the plausibility rule (ADR 012).

/** A seeded generator (the practice rounds' mulberry32), so property tests can shrink and repeat a failure. */
import { seededRandom } from "~/core/typing/practice";

export { seededRandom };

/** A standard normal draw (Box–Muller). */
export function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/**
 * One gap's factor around 1: exp(sigma · z), mean near 1. sigma 0.3 gives a coefficient of variation
 * near 0.3: at the even end of people (ADR 012: medians 0.38–0.75), well above the 0.15 floor.
 */
export const gapFactor = (random: () => number = Math.random, sigma = 0.3) => Math.exp(sigma * normal(random) - (sigma * sigma) / 2);

const LETTERS = "абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя      ";

/** A person and a text: each key's own difficulty (a base gap), the keys, and how evenly the person types. */
export interface Typist {
  keys: string[];
  base: number[];
  sigma: number;
}
export function typist(seed: number, keys: number, meanGapMs: number, sigma: number): Typist {
  const random = seededRandom(seed);
  return {
    keys: Array.from({ length: keys }, () => LETTERS[Math.floor(random() * LETTERS.length)]),
    base: Array.from({ length: keys }, () => meanGapMs * Math.exp(0.4 * normal(random))),
    sigma,
  };
}
/** One genuine attempt: every gap the key's own base times the person's unevenness that day. */
export function attemptOf(who: Typist, seed: number): { keys: string[]; times: number[] } {
  const random = seededRandom(seed);
  const times = [0];
  for (let i = 1; i < who.keys.length; i++) times.push(times[i - 1] + Math.max(1, Math.round(who.base[i] * gapFactor(random, who.sigma))));
  return { keys: who.keys, times };
}
