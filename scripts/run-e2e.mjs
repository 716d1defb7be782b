#!/usr/bin/env node
// Runs the Playwright suite against a fresh `wrangler dev` on a free port with its own database:
// migrations and seed are applied to .wrangler/e2e-state first, so every run starts the same.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { startFakeFacebook } from "../tests/e2e/fake-facebook.mjs";

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

const persistTo = ".wrangler/e2e-state";
rmSync(persistTo, { recursive: true, force: true });
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, CI: "true" },
});
execFileSync("node", ["scripts/seed.mjs", "--persist-to", persistTo], { stdio: "inherit" });

// Loopback stand-ins for outside services; their addresses reach wrangler dev as --var bindings.
const facebook = await startFakeFacebook();
const vars = { ...facebook.vars };

const port = process.env.E2E_PORT || String(await freePort());
const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_PORT: port, E2E_PERSIST_TO: persistTo, E2E_VARS: JSON.stringify(vars), E2E_FAKE_FACEBOOK: facebook.base },
});
const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
await facebook.close();
process.exit(status);
