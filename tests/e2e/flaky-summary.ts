// Lists every test that passed only on its retry (ADR 008), with the first line of the error that
// made it retry, at the end of the run and in test-results/flaky.json, so a flake is never only a
// word in a long log. E2E_FAIL_ON_FLAKY=1 (playwright.config.ts) turns any of them into a failure.
import { mkdirSync, writeFileSync } from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

// Playwright's messages carry ANSI colour codes (ESC [ … m); the summary keeps the text.
// eslint-disable-next-line no-control-regex -- matching the ESC control character is the point
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

export default class FlakySummary implements Reporter {
  private readonly flaky: { test: string; error: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "passed" || result.retry === 0) return;
    const firstFailure = test.results.find((r) => r.status !== "passed");
    const error =
      (firstFailure?.error?.message ?? "unknown")
        .replace(ANSI_COLOUR, "")
        .split("\n")
        .find((l) => l.trim()) ?? "";
    this.flaky.push({ test: `${test.location.file.split("/").pop()}:${test.location.line} › ${test.title}`, error: error.trim() });
  }

  onEnd(_result: FullResult) {
    const dir = `test-results${process.env.E2E_PART ? `/${process.env.E2E_PART}` : ""}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/flaky.json`, JSON.stringify(this.flaky, null, 2));
    if (this.flaky.length === 0) return;
    console.log(`\n${this.flaky.length} test(s) passed only on the retry (see ADR 008):`);
    for (const f of this.flaky) console.log(`  FLAKY ${f.test}\n        first failure: ${f.error}`);
  }

  printsToStdio() {
    return false;
  }
}
