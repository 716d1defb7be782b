#!/usr/bin/env node
// The last step of `npm test`, after typecheck and build, in two lanes side by side: the linters
// (npm run lint, ADR 025), vitest (unit and workers), the restart test (ADR 021) and a part of the
// Playwright suite one after another, beside the rest of the Playwright suite. The suites mostly wait
// (on workerd, Chromium, the fake clock), so the lanes overlap well and CI on 2 cores stays under 15 minutes.
// Each line is prefixed with its suite; the exit code is the first failure's.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { createInterface } from "node:readline";

function run(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
    }
    child.on("close", (code) => resolve({ name, code: code ?? 1 }));
  });
}

/** Steps one after another (each runs even if one before it failed). */
async function inTurn(...steps) {
  const results = [];
  for (const step of steps) results.push(await step());
  return results;
}

// The e2e suite is split over two servers of its own: the accessibility and keyboard specs (about
// four minutes) follow lint, vitest and the restart test (ADR 021, which starts and kills a runtime of
// its own) in the first lane; every other spec runs in the second lane from the start.
const SECOND_PART = ["tests/e2e/accessibility.spec.ts", "tests/e2e/keyboard.spec.ts"];
const firstPart = readdirSync("tests/e2e")
  .filter((f) => f.endsWith(".spec.ts"))
  .map((f) => `tests/e2e/${f}`)
  .filter((f) => !SECOND_PART.includes(f));
const results = (
  await Promise.all([
    inTurn(
      // ESLint and Prettier after the build, because workers/entry.ts imports build/server.
      () => run("lint", "npm", ["run", "--silent", "lint"]),
      () => run("vitest", "npx", ["vitest", "run"]),
      () => run("restart", "node", ["scripts/run-restart-e2e.mjs"]),
      () => run("e2e-b", "node", ["scripts/run-e2e.mjs", ...SECOND_PART], { E2E_PART: "b" }),
    ),
    inTurn(() => run("e2e", "node", ["scripts/run-e2e.mjs", ...firstPart])),
  ])
).flat();
for (const { name, code } of results) console.log(`${name}: ${code === 0 ? "passed" : `failed (exit ${code})`}`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
