// How many cases each property tries: a fixed number in `npm test`, more on demand
// (FUZZ_RUNS=5000 npx vitest run --project unit tests/fuzz). A failure prints fast-check's seed and
// path, and FUZZ_SEED=<seed> replays it.
import type { Parameters } from "fast-check";

const runs = Number(process.env.FUZZ_RUNS || 200);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

export const FUZZ: Parameters<unknown> = { numRuns: runs, ...(seed === undefined ? {} : { seed }) };

/** For properties whose cases are whole event sequences (each many steps long). */
export const FUZZ_SEQUENCES: Parameters<unknown> = { ...FUZZ, numRuns: Math.max(10, Math.round(runs / 4)) };
