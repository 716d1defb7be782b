#!/usr/bin/env node
// The last step of `npm test`, after typecheck and build, in two lanes side by side: the linters
// (npm run lint, ADR 025), vitest (unit and workers) and the restart test (ADR 021) one after another,
// beside the Playwright suite. The suites mostly wait (on workerd, Chromium, the fake clock), so the
// run takes about as long as the e2e suite alone, which keeps CI on 2 cores under 15 minutes.
// Each line is prefixed with its suite; the exit code is the first failure's.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

function run(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } });
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

// The restart-mid-race test (ADR 021) starts its own wrangler dev and kills it; it follows vitest,
// which finishes minutes before the e2e suite does, so it adds no time to the run.
const results = (
  await Promise.all([
    inTurn(
      // ESLint and Prettier after the build, because workers/entry.ts imports build/server.
      () => run("lint", "npm", ["run", "--silent", "lint"]),
      () => run("vitest", "npx", ["vitest", "run"]),
      () => run("restart", "node", ["scripts/run-restart-e2e.mjs"]),
    ),
    inTurn(() => run("e2e", "node", ["scripts/run-e2e.mjs"])),
  ])
).flat();
for (const { name, code } of results) console.log(`${name}: ${code === 0 ? "passed" : `failed (exit ${code})`}`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
