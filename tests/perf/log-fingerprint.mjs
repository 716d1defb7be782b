#!/usr/bin/env node
// Log fingerprint figures (issue 29 §2, ADR 032; a benchmark, not part of `npm test`).
//
//   npm run perf:fingerprint [-- --runs 20 --pairs 200]
//
// Bundles tests/perf/log-fingerprint-bench.ts (the very sameLog the Worker runs) with esbuild, runs it
// in this Node's V8 and prints: the time to check one new log against N stored logs of the same text
// (wall ms, median and p95 of --runs), the false-match rate of genuine second attempts (from the
// fixture person's own gaps, and from a model of people from 48 to 270 WPM), and the share of jittered
// copies still caught for jitters around the ±15 ms the rule is built for.
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const RUNS = Number(args.runs ?? 20);
const PAIRS = Number(args.pairs ?? 200);

const dir = mkdtempSync(join(tmpdir(), "log-fingerprint-"));
const outfile = join(dir, "bench.mjs");
await build({ entryPoints: [join(root, "tests/perf/log-fingerprint-bench.ts")], bundle: true, format: "esm", platform: "node", outfile, logLevel: "error" });
const bench = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

console.log("copy check against N stored logs of one text (each decoded and compared; none match):");
console.table(bench.timing([10, 100, 1000], 450, RUNS));
const fixture = bench.fixtureFalseMatches(PAIRS * 10);
console.log(
  `fixture person's second attempts: ${fixture.matches} false matches in ${fixture.runs}; kept-time share median ${fixture.medianShare.toFixed(2)}, max ${fixture.maxShare.toFixed(2)} (same log at ≥ 0.8)`,
);
const cells = bench.modelFalseMatches(PAIRS);
const total = cells.reduce((n, c) => n + c.matches, 0);
console.log(`model second attempts: ${total} false matches in ${cells.length * PAIRS} pairs; the cells with the highest kept-time share:`);
console.table(cells.sort((a, b) => b.maxShare - a.maxShare).slice(0, 8));
console.log("jittered copies still judged the same log:");
console.table(bench.jitterCurve(PAIRS));
