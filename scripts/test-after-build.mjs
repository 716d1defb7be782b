#!/usr/bin/env node
// The last step of `npm test`, after typecheck and build: vitest (unit and workers), the Playwright
// suite and the linters (npm run lint) run side by side. The test suites mostly wait (on workerd,
// Chromium, the fake clock), so together they take about as long as the e2e suite alone, which keeps
// CI on 2 cores under 15 minutes; the lint's minute of one core fits in that waiting.
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

const results = await Promise.all([
  run("vitest", "npx", ["vitest", "run"]),
  run("e2e", "node", ["scripts/run-e2e.mjs"]),
  // ESLint (type-aware, about a minute of one core) and Prettier's check; after the build because
  // workers/entry.ts imports build/server. ADR 025.
  run("lint", "npm", ["run", "--silent", "lint"]),
]);
for (const { name, code } of results) console.log(`${name}: ${code === 0 ? "passed" : `failed (exit ${code})`}`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
