import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The restart-mid-race test (ADR 021): scripts/run-restart-e2e.mjs picks the port and prepares the
// database; the test runs its own `wrangler dev` (tests/restart/runtime.ts), so there is no webServer.
const port = Number(process.env.RESTART_PORT || 8797);

export default defineConfig({
  ...base,
  testDir: "tests/restart",
  outputDir: "test-results/restart-artifacts",
  // One retry, as the e2e suite has (ADR 008): wrangler 4.86's dev proxy now and then resets a
  // connection (2026-11-27: ECONNRESET in the set-up, before any crash). Killing the runtime is the test,
  // so a retry must not hide what it finds: the flaky summary names every test that passed only on it.
  retries: 1,
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: "test-results/restart-results.json" }], ["./tests/e2e/flaky-summary.ts"]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: undefined,
});
