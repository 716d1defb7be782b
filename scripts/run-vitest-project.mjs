#!/usr/bin/env node
// Runs one Vitest project and stops it when it stalls (ADR 048). @cloudflare/vitest-pool-workers 0.15
// sometimes never exits after its files have run (seen on CI and here: every file reported ✓, no summary,
// one workerd idle; fixed upstream in later versions, #14678/#14793), and once stalled mid-run with its
// runtime idle. A stall is judged from the output, never from a timer on a test:
// - every file has reported and all passed, and Vitest is still alive a minute later: the run passed;
// - nothing printed for five minutes (ten times the longest file here) before every file reported: the
//   files that have not reported run once more on their own, and that run decides.
// Usage: node scripts/run-vitest-project.mjs <project> <folder of its group files>
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";

const [project, folder] = process.argv.slice(2);
// Shorter only in this script's own test (scripts/run-vitest-project.test.ts).
const EXIT_GRACE_MS = Number(process.env.VITEST_EXIT_GRACE_MS ?? 60_000);
const STALL_MS = Number(process.env.VITEST_STALL_MS ?? 300_000);

const expected = readdirSync(folder)
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => `${folder}/${f}`);

/** Runs Vitest on `files` (all of the project when empty); resolves with its exit code and what it reported. */
function vitest(files) {
  const reported = new Map(); // file → passed?
  const child = spawn("npx", ["vitest", "run", "--project", project, ...files], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so a stall stops Vitest and its runtimes together
    env: process.env,
  });
  let lastOutput = Date.now();
  let allPassedAt = null;
  const fileLine = new RegExp(`^\\s*([✓❯×])\\s+\\|?${project}\\|?\\s+(\\S+\\.test\\.ts)`);
  const onLine = (line) => {
    // eslint-disable-next-line no-control-regex -- colour codes, where Vitest prints them
    const match = fileLine.exec(line.replace(/\x1b\[[0-9;]*m/g, ""));
    if (match) reported.set(match[2], match[1] === "✓");
  };
  const onData = (out) => {
    let partial = "";
    return (chunk) => {
      out.write(chunk);
      lastOutput = Date.now();
      const lines = (partial + chunk).split("\n");
      partial = lines.pop();
      lines.forEach(onLine);
      checkDone();
    };
  };
  const checkDone = () => {
    const done = files.length > 0 ? files : expected;
    if (allPassedAt === null && done.every((f) => reported.get(f) === true)) allPassedAt = Date.now();
  };
  child.stdout.setEncoding("utf8");
  child.stderr.setEncoding("utf8");
  child.stdout.on("data", onData(process.stdout));
  child.stderr.on("data", onData(process.stderr));
  return new Promise((resolve) => {
    const stop = (verdict) => {
      clearInterval(watch);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
      resolve({ ...verdict, reported });
    };
    const watch = setInterval(
      () => {
        const now = Date.now();
        if (allPassedAt !== null && now - allPassedAt > EXIT_GRACE_MS) stop({ code: 0, stalled: "after every file passed" });
        else if (now - lastOutput > STALL_MS) stop({ code: 1, stalled: "mid-run" });
      },
      Math.min(5_000, EXIT_GRACE_MS / 2),
    );
    child.on("close", (code) => {
      clearInterval(watch);
      resolve({ code: code ?? 1, stalled: null, reported });
    });
  });
}

const first = await vitest([]);
if (first.stalled === "after every file passed") {
  console.log(`\n[${project}] Vitest did not exit ${EXIT_GRACE_MS / 1000} s after every file passed (ADR 048): stopped it; the run passed.`);
  process.exit(0);
}
if (first.stalled === "mid-run") {
  const failed = [...first.reported].filter(([, passed]) => !passed).map(([file]) => file);
  const missing = expected.filter((f) => !first.reported.has(f));
  console.log(`\n[${project}] Vitest printed nothing for ${STALL_MS / 1000} s (ADR 048): stopped it.`);
  if (failed.length > 0) {
    console.log(`[${project}] failed before the stall: ${failed.join(", ")}`);
    process.exit(1);
  }
  console.log(`[${project}] running once more the files that had not reported: ${missing.join(", ")}`);
  const second = await vitest(missing);
  if (second.stalled === "after every file passed") process.exit(0);
  process.exit(second.stalled ? 1 : second.code);
}
process.exit(first.code);
