#!/usr/bin/env node
// `npm run deploy:check [-- --env staging] [--skip-build]` (ADR 028; run by `npm test`): builds the
// deployable bundle with `wrangler deploy --dry-run` (offline: no account needed) and fails when the
// configuration would ship local settings: APP_ENV not production, the outbox, a loopback address, a
// secret in [vars], a Durable Object class without a migration, no cron, a binding an environment forgot,
// a top level that is not production, or a Worker over 3 MiB gzipped. Prints the size and the bindings.
// --skip-build uses build/ as it is (npm test has just built it) instead of running [build] again.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { unstable_readConfig } from "wrangler";
import { bindingNames, checkDeployedConfig, checkSize, checkTopLevelIsProduction, DEPLOYED, formatBytes } from "./deploy-check-rules.mjs";
import { configWithoutBuild } from "./wrangler-config.mjs";

const argv = process.argv.slice(2);
const envName = argv.includes("--env") ? argv[argv.indexOf("--env") + 1] : "production";
if (!(envName in DEPLOYED)) throw new Error(`--env must be one of ${Object.keys(DEPLOYED).join(", ")}`);
const root = process.cwd();
const read = (env) => unstable_readConfig({ config: path.join(root, "wrangler.toml"), env }, { hideWarnings: true });

const topLevel = read(undefined);
const local = read("local");
const problems = [...checkTopLevelIsProduction(topLevel, read("production"))];
for (const [name, appEnv] of Object.entries(DEPLOYED)) problems.push(...checkDeployedConfig(read(name), { label: `[env.${name}]`, appEnv, reference: local }));
problems.push(...checkDeployedConfig(topLevel, { label: "top level", appEnv: "production", reference: local }));

const work = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
const outdir = path.join(work, "out");
const config = argv.includes("--skip-build") ? ["--config", configWithoutBuild(root, work)] : [];
const started = Date.now();
const output = execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--env", envName, "--outdir", outdir, ...config], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
});
const gzipBytes = readdirSync(outdir)
  .filter((f) => /\.(m?js|wasm)$/.test(f))
  .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outdir, f))).length, 0);
problems.push(...checkSize(gzipBytes));
const upload = /Total Upload: .*/.exec(output)?.[0] ?? "(wrangler printed no size)";
const target = read(envName);

console.log(`deploy:check [env.${envName}] (${target.name}), dry run in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  Worker: ${formatBytes(gzipBytes)} gzipped (limit 3.00 MiB); wrangler: ${upload}`);
console.log(`  bindings: ${bindingNames(target).join(", ")}, ASSETS; cron ${target.triggers.crons.join(", ")}`);
console.log(
  `  vars: ${Object.entries(target.vars)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ")}`,
);
const placeholders = (target.d1_databases ?? []).filter((d) => /^(\d)\1{7}-/.test(d.database_id));
if (placeholders.length > 0)
  console.log(
    `  note: database_id of ${placeholders.map((d) => d.database_name).join(", ")} is the placeholder: put in the id \`wrangler d1 create\` printed before deploying`,
  );
rmSync(work, { recursive: true, force: true });

if (problems.length > 0) {
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  console.error(`deploy:check failed: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log("deploy:check passed");
