#!/usr/bin/env node
// Loads a production export into the local database with the personal data scrubbed (ADR 029), so a bug
// can be reproduced locally without anyone's e-mail, phone, name or password hash on the machine.
//   npm run db:pull -- --file backups/bichee-production-2026-11-27T0300Z.sql
//   npm run db:pull -- --remote [--env production]        (exports first, into a temporary file)
// The export is scrubbed in memory (scripts/d1-scrub.mjs) before anything is written: the local database
// only ever holds the scrubbed rows. The local D1 is replaced, then newer migrations are applied.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runWhenExecuted } from "./d1-cli.mjs";
import { LOCAL_PASSWORD, scrubDump } from "./d1-scrub.mjs";

/** Where `wrangler dev` and `wrangler d1 … --local` keep the local D1 (Durable Objects and R2 are left alone). */
const LOCAL_D1_STATE = join(".wrangler", "state", "v3", "d1");

export function parseArgs(argv) {
  const value = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const file = value("--file");
  const remote = argv.includes("--remote");
  if (!file === !remote) throw new Error("give either --file <export.sql> or --remote [--env production]");
  return { file, remote, env: value("--env") ?? "production" };
}

function wrangler(args, stdio = "inherit") {
  return execFileSync("npx", ["wrangler", ...args], { stdio, encoding: "utf8" });
}

function main() {
  const { file, remote, env } = parseArgs(process.argv.slice(2));
  const work = mkdtempSync(join(tmpdir(), "bichee-pull-"));
  try {
    let source = file;
    if (remote) {
      source = join(work, "export.sql");
      wrangler(["d1", "export", "DB", "--remote", "--env", env, "--output", source, "--skip-confirmation"]);
    }
    const scrubbed = join(work, "scrubbed.sql");
    writeFileSync(scrubbed, scrubDump(readFileSync(source, "utf8")));
    if (remote) rmSync(source);
    rmSync(LOCAL_D1_STATE, { recursive: true, force: true });
    // Into [env.local]'s database, the one `npm start` serves (ADR 028).
    wrangler(["d1", "execute", "DB", "--local", "--env", "local", "--file", scrubbed, "--yes"]);
    wrangler(["d1", "migrations", "apply", "DB", "--local", "--env", "local"]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.error(
    `Loaded the scrubbed export into the local database. Learner N is learner-N@example.invalid, password "${LOCAL_PASSWORD}" ` +
      "(leave PASSWORD_PEPPER empty in .dev.vars to log in with it).",
  );
}

runWhenExecuted(import.meta.url, main);
