#!/usr/bin/env node
// A nightly copy of the deployed database (ADR 029): `wrangler d1 export` of the remote D1 into a dated
// file, keeping the newest N. Run it from cron on an admin machine or from a scheduled CI job (README,
// "Backups and restore"); D1 Time Travel covers the last 30 days on Cloudflare's side, these files cover
// the day Cloudflare's account itself is lost or a restore further back is needed.
//   node scripts/d1-backup.mjs [--env production] [--dir backups] [--keep 30]
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { runWhenExecuted } from "./d1-cli.mjs";

export function parseArgs(argv) {
  const value = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const env = value("--env") ?? "production";
  const dir = value("--dir") ?? process.env.BICHEE_BACKUP_DIR ?? "backups";
  const keep = Number(value("--keep") ?? 30);
  if (!/^[\w-]+$/.test(env)) throw new Error("--env must name a wrangler environment");
  if (!Number.isInteger(keep) || keep < 1) throw new Error("--keep must be a whole number, 1 or more");
  return { env, dir, keep };
}

/** bichee-production-2026-11-27T0300Z.sql: sorts by time, and says which database it is. */
export function backupFileName(env, date) {
  return `bichee-${env}-${date.toISOString().slice(0, 16).replace(/:/g, "")}Z.sql`;
}

/** The backups of `env` beyond the newest `keep` (other files in the folder are never touched). */
export function backupsToDelete(names, env, keep) {
  const ours = names.filter((name) => new RegExp(`^bichee-${env}-\\d{4}-\\d{2}-\\d{2}T\\d{4}Z\\.sql$`).test(name)).sort();
  return ours.slice(0, Math.max(0, ours.length - keep));
}

function main() {
  const { env, dir, keep } = parseArgs(process.argv.slice(2));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, backupFileName(env, new Date()));
  execFileSync("npx", ["wrangler", "d1", "export", "DB", "--remote", "--env", env, "--output", file, "--skip-confirmation"], { stdio: "inherit" });
  // An export that failed half-way must not push a good one out of the kept set.
  if (!(statSync(file, { throwIfNoEntry: false })?.size > 0)) throw new Error(`the export wrote nothing to ${file}`);
  for (const old of backupsToDelete(readdirSync(dir), env, keep)) rmSync(join(dir, old));
  console.error(`Backed up the ${env} database to ${file} (${statSync(file).size} bytes); keeping the newest ${keep}.`);
}

runWhenExecuted(import.meta.url, main);
