#!/usr/bin/env node
// Runs the Playwright suite (or the spec files given) against a fresh `wrangler dev` on a free port
// with its own database: migrations and seed are applied to .wrangler/e2e-state first (or to
// .wrangler/e2e-state-<E2E_PART> for a part of the suite run beside another), so every run starts the same.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { startFakeFacebook } from "../tests/e2e/fake-facebook.mjs";
import { EMULATOR_DEFAULTS } from "./qpay-emulator-core.mjs";
import { serveEmulator } from "./qpay-emulator.mjs";
import { configWithoutBuild } from "./wrangler-config.mjs";

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

const persistTo = process.env.E2E_PART ? `.wrangler/e2e-state-${process.env.E2E_PART}` : ".wrangler/e2e-state";
rmSync(persistTo, { recursive: true, force: true });
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--env", "local", "--persist-to", persistTo], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, CI: "true" },
});
execFileSync("node", ["scripts/seed.mjs", "--persist-to", persistTo], { stdio: "inherit" });

// Loopback stand-ins for outside services; their addresses reach wrangler dev as --var bindings.
const facebook = await startFakeFacebook();
const port = process.env.E2E_PORT || String(await freePort());
// The QPay emulator calls back to this site; it answers without a QR image so the page draws qr_text.
const qpay = await serveEmulator({ port: 0, qrImage: false });
const qpayBase = `http://127.0.0.1:${qpay.port}`;
const vars = {
  ...facebook.vars,
  QPAY_BASE_URL: qpayBase,
  QPAY_CLIENT_SECRET: EMULATOR_DEFAULTS.clientSecret,
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
};

// A part run beside another starts after `npm run build` and must not rebuild under the other's server.
const wranglerConfig = process.env.E2E_PART ? configWithoutBuild(process.cwd(), persistTo) : "";

const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    E2E_PORT: port,
    E2E_PERSIST_TO: persistTo,
    E2E_VARS: JSON.stringify(vars),
    E2E_WRANGLER_CONFIG: wranglerConfig,
    E2E_FAKE_FACEBOOK: facebook.base,
    E2E_QPAY: qpayBase,
  },
});
const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
await facebook.close();
qpay.server.close();
process.exit(status);
