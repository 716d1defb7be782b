import { defineConfig } from "@playwright/test";

// The production smoke test (ADR 028): scripts/run-production-smoke.mjs serves the Worker with
// [env.production]'s settings and passes its address in SMOKE_BASE. Calls only, no browser.
export default defineConfig({
  testDir: "tests/smoke",
  outputDir: "test-results/smoke-artifacts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // One retry, as the e2e suite has (ADR 008): wrangler 4.86's dev proxy now and then resets a
  // connection (seen here 2026-11-27: ECONNRESET on the first GET); a test failing twice still fails.
  retries: 1,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/smoke-results.json" }]],
  use: { baseURL: process.env.SMOKE_BASE || "http://127.0.0.1:8796" },
});
