#!/usr/bin/env node
// The production smoke test (ADR 028; part of `npm test`, after the build): the Worker bundle that
// `wrangler deploy --env production` would upload (its --dry-run output) served by Miniflare with
// [env.production]'s own settings, unchanged — APP_ENV production, MAILER http, PUBLIC_BASE_URL
// https://bichee.mn, QPAY_BASE_URL https://merchant.qpay.mn — plus the secrets a deployer would put.
// Nothing is pointed at loopback: the Worker sees request URLs on its public origin (Miniflare's
// upstream), and its outbound calls to QPay and to the mail API are answered by the QPay emulator and a
// fake mail API in this process (outboundService). So the production settings check runs exactly as in
// production, with no escape hatch. Then the calls in tests/smoke/ run against it.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import { createFakeMailApi, serveMessages } from "../tests/smoke/fake-mail-api.mjs";
import { serveEmulator } from "./qpay-emulator.mjs";
import { checkFirstLoad } from "./first-load-budget.mjs";
import { configWithoutBuild } from "./wrangler-config.mjs";

const root = process.cwd();
const started = Date.now();
const persistTo = path.resolve(".wrangler/smoke-state");
rmSync(persistTo, { recursive: true, force: true });
// The deployable bundle, built from build/ as it is (npm test has just built it).
const config = configWithoutBuild(root, persistTo);
const bundle = path.join(persistTo, "bundle");
execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--outdir", bundle, "--config", config], {
  // esbuild's notes on side-effect-free imports would bury the test's output; a failure still throws with them.
  stdio: ["ignore", "ignore", "pipe"],
  env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
});
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--env", "production", "--persist-to", persistTo], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, CI: "true" },
});
// Production's seed: the content, and no demo account.
execFileSync("node", ["scripts/seed.mjs", "--env", "production", "--persist-to", persistTo], { stdio: "inherit" });

const production = unstable_readConfig({ config: path.join(root, "wrangler.toml"), env: "production" }, { hideWarnings: true });
const publicOrigin = new URL(production.vars.PUBLIC_BASE_URL).origin;
const qpayHost = new URL(production.vars.QPAY_BASE_URL).host;
const MAIL_API_URL = "https://mail-api.smoke.test/v1/send";

// What `wrangler secret put` would hold. The QPay merchant is the emulator's: the settings check refuses
// its names in production, so the emulator here accepts a merchant of its own.
const merchant = { clientId: "BICHEE_SMOKE", clientSecret: "smoke-qpay-secret", invoiceCode: "BICHEE_SMOKE_INVOICE" };
const secrets = {
  QPAY_CLIENT_ID: merchant.clientId,
  QPAY_CLIENT_SECRET: merchant.clientSecret,
  QPAY_INVOICE_CODE: merchant.invoiceCode,
  PASSWORD_PEPPER: "smoke-test-pepper-0123456789",
  MAIL_API_URL,
  MAIL_API_KEY: "smoke-mail-key",
  MAIL_FROM: "Бичээч <no-reply@bichee.mn>",
};

let serverBase = "";
// QPay calls back on the public origin; here that is the Worker on loopback.
const qpay = await serveEmulator({
  port: 0,
  qrImage: false,
  ...merchant,
  fetch: (url, init) => {
    const target = new URL(url);
    return fetch(`${serverBase}${target.pathname}${target.search}`, init);
  },
});
const mail = createFakeMailApi({ key: secrets.MAIL_API_KEY });
const mailServer = await serveMessages(mail);
const strayCalls = [];

const { workerOptions } = unstable_getMiniflareWorkerOptions(config, "production");
const worker = new Miniflare({
  ...workerOptions,
  name: production.name,
  // One ES module: wrangler has bundled everything (the dynamic imports too) into it.
  modules: [{ type: "ESModule", path: path.join(bundle, "entry.js") }],
  bindings: { ...workerOptions.bindings, ...secrets },
  // The layout `wrangler d1 migrations apply --persist-to` wrote.
  defaultPersistRoot: path.join(persistTo, "v3"),
  host: "127.0.0.1",
  port: 0,
  upstream: publicOrigin,
  outboundService: async (request) => {
    const url = new URL(request.url);
    if (url.host === qpayHost) return qpay.emulator.handle(request);
    if (url.href === MAIL_API_URL) return mail.handle(request);
    strayCalls.push(url.origin);
    return new Response("The smoke test has no stand-in for this address", { status: 502 });
  },
});
serverBase = (await worker.ready).origin;
console.log(`Production smoke: the deploy bundle serves ${publicOrigin} at ${serverBase} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
// The first load's budgets (ADR 045) on the HTML this bundle serves: bytes and requests, not timings.
const withinBudget = await checkFirstLoad(serverBase);

const child = spawn("npx", ["playwright", "test", "--config", "playwright.smoke.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    SMOKE_BASE: serverBase,
    SMOKE_PUBLIC_ORIGIN: publicOrigin,
    SMOKE_MAIL: mailServer.base,
    SMOKE_MAIL_FROM: secrets.MAIL_FROM,
    SMOKE_QPAY: `http://127.0.0.1:${qpay.port}`,
  },
});
let status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
if (!withinBudget) {
  console.error("The first load of / is over its budget (first-load budget lines above; ADR 045).");
  status ||= 1;
}
if (strayCalls.length > 0) {
  console.error(`The Worker called addresses the smoke test does not stand in for: ${[...new Set(strayCalls)].join(", ")}`);
  status ||= 1;
}
await worker.dispose();
qpay.server.close();
mailServer.server.close();
process.exit(status);
