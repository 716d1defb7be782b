#!/usr/bin/env node
// The last step of `npm test`, after the build, in two lanes side by side, one a core (ADR 051): the type
// check, the linters (ADR 025), vitest's Worker and unit tests, the deploy check and production smoke test
// (ADR 028), then the second part of the Playwright suite; and the first part, then the restart test.
// Each line is prefixed with its suite; the exit code is the first failure's.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createInterface } from "node:readline";

const t0 = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(0)} s`;

// The last lines of each step, printed again at the very end for a step that failed: the lanes' lines are
// interleaved, and CI shows only the tail of the log.
const TAIL_LINES = 150;

// GNU time, where installed, adds each step's CPU seconds (its own and its children's): with three lanes
// on two cores, CPU time rather than wall time says which step costs the run most.
const TIME = "/usr/bin/time";
const CPU_MARK = "[cpu] ";

function run(name, command, args, env = {}) {
  const started = Date.now();
  const tail = [];
  let cpu = "";
  const [program, programArgs] = existsSync(TIME) ? [TIME, ["-f", `${CPU_MARK}%U %S`, command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        if (line.startsWith(CPU_MARK)) {
          const [user, system] = line.slice(CPU_MARK.length).split(" ").map(Number);
          cpu = `, CPU ${(user + system).toFixed(0)} s`;
          return;
        }
        console.log(`[${name}] ${line}`);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      });
    }
    child.on("close", (code) => {
      // Each step's wall time, and when it ended in the run: shows which lane is the critical path.
      const took = `took ${seconds(started)}${cpu}, done at ${seconds(t0)}`;
      console.log(`[${name}] ${took}`);
      resolve({ name, code: code ?? 1, tail, took });
    });
  });
}

/** Steps one after another (each runs even if one before it failed). */
async function inTurn(...steps) {
  const results = [];
  for (const step of steps) results.push(await step());
  return results;
}

// The e2e suite is split over two servers, each with its own database and a wrangler config without
// [build] (the build is done; a rebuild would empty build/ under the other server): the specs below, and
// every other one, sized so that the two lanes take about as long (alone on this machine, 2026-11-28: the
// first part's specs 440 s, then the restart test; these 320 s after 250 s of checks). (A third server made the
// run longer on 2 cores, 2026-11-27: each part slowed more than the work it shed.) friends.spec.ts runs in
// the first part: its room stays listed in its server's lobby, where keyboard.spec.ts's open dialog must
// not see the list change under it (two failures on 2026-11-27).
const SECOND_PART = [
  "tests/e2e/accessibility.spec.ts",
  "tests/e2e/keyboard.spec.ts",
  "tests/e2e/races.spec.ts",
  "tests/e2e/races-lobby.spec.ts",
  "tests/e2e/prize.spec.ts",
  "tests/e2e/teachers.spec.ts",
  "tests/e2e/class-live.spec.ts",
  "tests/e2e/assignments.spec.ts",
  "tests/e2e/roster.spec.ts",
  "tests/e2e/class-race.spec.ts",
  "tests/e2e/offline.spec.ts",
  "tests/e2e/before-hydration.spec.ts",
];
const firstPart = readdirSync("tests/e2e")
  .filter((f) => f.endsWith(".spec.ts"))
  .map((f) => `tests/e2e/${f}`)
  .filter((f) => !SECOND_PART.includes(f));
const results = (
  await Promise.all([
    // ESLint and Prettier after the build, because workers/entry.ts imports build/server; then the
    // Worker tests (four runtimes side by side), the unit tests, the deployable bundle and its settings
    // and the production smoke test (it also checks the first load's budgets: ADR 045), then e2e-b.
    inTurn(
      () => run("typecheck", "npm", ["run", "--silent", "typecheck"]),
      () => run("lint", "npm", ["run", "--silent", "lint"]),
      () => run("workers", "node", ["scripts/run-vitest-project.mjs", "workers", "tests/workers"]),
      () => run("unit", "npx", ["vitest", "run", "--project", "unit"]),
      () => run("deploy-check", "node", ["scripts/deploy-check.mjs", "--skip-build"]),
      () => run("smoke", "node", ["scripts/run-production-smoke.mjs"]),
      () => run("e2e-b", "node", ["scripts/run-e2e.mjs", ...SECOND_PART], { E2E_PART: "b" }),
    ),
    // The restart test (ADR 021) follows e2e-a.
    inTurn(
      () => run("e2e-a", "node", ["scripts/run-e2e.mjs", ...firstPart], { E2E_PART: "a" }),
      () => run("restart", "node", ["scripts/run-restart-e2e.mjs"]),
    ),
  ])
).flat();
for (const { name, code, tail } of results) {
  if (code !== 0) console.log(`\n===== ${name} failed; its last ${tail.length} lines =====\n${tail.join("\n")}`);
}
for (const { name, code, took } of results) console.log(`${name}: ${code === 0 ? "passed" : `failed (exit ${code})`} (${took})`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
