// What the database CLIs (coupons:create, prize:create) share: running SQL through wrangler against the
// local or the deployed D1, and running their main() only when executed, not when a test imports them.
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";

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
