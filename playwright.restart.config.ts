import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The restart-mid-race test (ADR 021): scripts/run-restart-e2e.mjs picks the port and prepares the
// database; the test runs its own `wrangler dev` (tests/restart/runtime.ts), so there is no webServer.
const port = Number(process.env.RESTART_PORT || 8797);

export default defineConfig({
  ...base,
  testDir: "tests/restart",
  outputDir: "test-results/restart-artifacts",
  // Killing the runtime is the test: a retry would hide what it finds.
  retries: 0,
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: "test-results/restart-results.json" }]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: undefined,
});
