#!/usr/bin/env node
// The restart-mid-race test (ADR 021): a state directory of its own with migrations and seed, a free
// port, then Playwright with playwright.restart.config.ts. The test starts, kills and restarts its own
// `wrangler dev` there (tests/restart/runtime.ts), so it may run beside the main e2e suite.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const persistTo = ".wrangler/restart-state";
rmSync(persistTo, { recursive: true, force: true });
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--env", "local", "--persist-to", persistTo], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, CI: "true" },
});
execFileSync("node", ["scripts/seed.mjs", "--persist-to", persistTo], { stdio: "inherit" });

const port = process.env.RESTART_PORT || String(await freePort());
const child = spawn("npx", ["playwright", "test", "--config", "playwright.restart.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  // The e2e helpers (grantPlan, runSql) write to the database named by E2E_PERSIST_TO.
  env: { ...process.env, RESTART_PORT: port, RESTART_PERSIST_TO: persistTo, E2E_PERSIST_TO: persistTo },
});
process.exit(await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1))));
