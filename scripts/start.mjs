#!/usr/bin/env node
// `npm start` / `npm run dev`: the QPay emulator and `wrangler dev` side by side; when either stops,
// or on Ctrl+C, both stop. Extra arguments (e.g. --live-reload) go to wrangler.
//   PORT (default 8787) and QPAY_EMULATOR_PORT (default 8790) move them.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { EMULATOR_DEFAULTS } from "./qpay-emulator-core.mjs";

const port = Number(process.env.PORT || 8787);
const emulatorPort = Number(process.env.QPAY_EMULATOR_PORT || EMULATOR_DEFAULTS.port);

// wrangler.toml's [env.local] vars point at 127.0.0.1:8787 and :8790; say so again only when they moved.
// The emulator's client secret is supplied unless .dev.vars sets a real one.
const vars = [];
if (port !== 8787) vars.push(`PUBLIC_BASE_URL:http://127.0.0.1:${port}`);
if (emulatorPort !== EMULATOR_DEFAULTS.port) vars.push(`QPAY_BASE_URL:http://127.0.0.1:${emulatorPort}`);
// Live reload injects a script without the CSP nonce: the policy is then only reported (ADR 019).
if (process.argv.includes("--live-reload")) vars.push("CSP_REPORT_ONLY:1");
const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
if (!/^\s*QPAY_CLIENT_SECRET\s*=/m.test(devVars)) vars.push(`QPAY_CLIENT_SECRET:${EMULATOR_DEFAULTS.clientSecret}`);

const children = [
  spawn(process.execPath, ["scripts/qpay-emulator.mjs"], {
    stdio: "inherit",
    env: { ...process.env, QPAY_EMULATOR_PORT: String(emulatorPort) },
  }),
  spawn(
    "node_modules/.bin/wrangler",
    ["dev", "--env", "local", "--ip", "127.0.0.1", "--port", String(port), ...vars.flatMap((v) => ["--var", v]), ...process.argv.slice(2)],
    {
      stdio: "inherit",
    },
  ),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // SIGINT, as Ctrl+C would send: wrangler dev shuts workerd down on it (it lingers on SIGTERM).
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill("SIGINT");
    setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"), 10_000).unref();
  }
  process.exitCode = code;
}

for (const child of children) {
  child.on("exit", (code) => stopAll(code ?? 0));
  child.on("error", (error) => {
    console.error(error.message);
    stopAll(1);
  });
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stopAll(0));
// `npm start` killed by its PID does not pass the signal on; when our parent is gone, stop too.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stopAll(0), 1_000).unref();
console.log(`Site: http://127.0.0.1:${port}/   QPay emulator: http://127.0.0.1:${emulatorPort}/`);
