// The stall guard of the Worker tests (ADR 048), driven by a stand-in `npx` that prints what Vitest
// prints and then hangs, passes or fails as each case asks.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPT = join(process.cwd(), "scripts/run-vitest-project.mjs");

/**
 * A folder with group files a.test.ts and b.test.ts, and a fake npx. `plan` maps the files the fake is
 * asked for ("" for all) to what it does: the lines it prints, then "exit N" or "hang".
 */
function runGuard(plan: Record<string, { lines: string[]; then: string }>) {
  const dir = mkdtempSync(join(tmpdir(), "vitest-guard-"));
  mkdirSync(join(dir, "groups"));
  for (const f of ["a", "b"]) writeFileSync(join(dir, "groups", `${f}.test.ts`), "");
  const cases = Object.entries(plan)
    .map(([files, { lines, then }]) => {
      const print = lines.map((l) => `echo '${l}'`).join("; ");
      const end = then === "hang" ? "sleep 30" : then;
      return `  "${files}") ${print}; ${end};;`;
    })
    .join("\n");
  const npx = `#!/bin/bash\nshift 4\ncase "$*" in\n${cases}\nesac\n`;
  writeFileSync(join(dir, "npx"), npx);
  chmodSync(join(dir, "npx"), 0o755);
  const started = Date.now();
  const out = spawnSync("node", [SCRIPT, "workers", "groups"], {
    cwd: dir,
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, VITEST_EXIT_GRACE_MS: "400", VITEST_STALL_MS: "1500" },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: out.status, output: out.stdout + out.stderr, ms: Date.now() - started };
}

const passed = (f: string) => ` ✓  workers  groups/${f}.test.ts (3 tests) 10ms`;
const failed = (f: string) => ` ❯  workers  groups/${f}.test.ts (3 tests | 1 failed) 10ms`;

describe("the Worker tests' stall guard", () => {
  it("passes on Vitest's own exit code when it exits", () => {
    expect(runGuard({ "": { lines: [passed("a"), passed("b")], then: "exit 0" } }).code).toBe(0);
    expect(runGuard({ "": { lines: [passed("a"), failed("b")], then: "exit 1" } }).code).toBe(1);
  });

  it("stops a Vitest that hangs after every file passed, and the run passes", () => {
    const run = runGuard({ "": { lines: [passed("a"), passed("b")], then: "hang" } });
    expect(run.code).toBe(0);
    expect(run.output).toContain("did not exit 0.4 s after every file passed");
    expect(run.ms).toBeLessThan(10_000);
  });

  it("reads the file lines Vitest prints without colours (the project's name between bars)", () => {
    const plain = (f: string) => ` ✓ |workers| groups/${f}.test.ts (3 tests) 10ms`;
    expect(runGuard({ "": { lines: [plain("a"), plain("b")], then: "hang" } }).code).toBe(0);
  });

  it("a hang after a failed file is a stall, and fails", () => {
    const run = runGuard({ "": { lines: [passed("a"), failed("b")], then: "hang" } });
    expect(run.code).toBe(1);
    expect(run.output).toContain("failed before the stall: groups/b.test.ts");
  });

  it("reruns once the files that had not reported when it stalled mid-run, and their run decides", () => {
    const ok = runGuard({ "": { lines: [passed("a")], then: "hang" }, "groups/b.test.ts": { lines: [passed("b")], then: "exit 0" } });
    expect(ok.code).toBe(0);
    expect(ok.output).toContain("running once more the files that had not reported: groups/b.test.ts");
    const bad = runGuard({ "": { lines: [passed("a")], then: "hang" }, "groups/b.test.ts": { lines: [failed("b")], then: "exit 1" } });
    expect(bad.code).toBe(1);
  });
});
