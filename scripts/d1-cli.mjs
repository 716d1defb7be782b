// What the database CLIs (coupons:create, prize:create) share: running SQL through wrangler against the
// local or the deployed D1, and running their main() only when executed, not when a test imports them.
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const ENVIRONMENTS = ["local", "staging", "production"];

/**
 * Which database a CLI writes to, as wrangler arguments (ADR 028): the local one of [env.local] by
 * default; `--remote` is the deployed production database (wrangler.toml's top level), `--remote --env
 * staging` staging's; `--env production` without --remote is the local copy of production's (the smoke test).
 */
export function d1Target(argv) {
  const at = (name) => (argv.indexOf(name) >= 0 ? argv[argv.indexOf(name) + 1] : undefined);
  const remote = argv.includes("--remote");
  const env = at("--env") ?? (remote ? undefined : "local");
  if (env !== undefined && !ENVIRONMENTS.includes(env)) throw new Error(`--env must be one of ${ENVIRONMENTS.join(", ")}`);
  if (remote && env === "local") throw new Error("--env local is never remote");
  const target = [remote ? "--remote" : "--local", ...(env ? ["--env", env] : [])];
  const persistTo = at("--persist-to");
  if (persistTo) {
    if (remote) throw new Error("--persist-to is for the local database only");
    target.push("--persist-to", persistTo);
  }
  return target;
}

/** Runs `sql` with `wrangler d1 execute DB <target>` and answers the rows of every statement. */
export function executeD1(target, sql) {
  const output = execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--json", "--command", sql], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  return JSON.parse(output).flatMap((result) => result.results ?? []);
}

/** Calls main() when `moduleUrl` is the script being run; an error becomes its message and exit code 1. */
export function runWhenExecuted(moduleUrl, main) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
