import { defineConfig, devices } from "@playwright/test";

// scripts/run-e2e.mjs picks the free port and prepares the database; see README.md.
const port = Number(process.env.E2E_PORT || 8799);
const persistTo = process.env.E2E_PERSIST_TO || ".wrangler/e2e-state";
// A second suite running beside this one (npm test splits the specs over two servers) keeps its own files.
const results = `test-results${process.env.E2E_PART ? `/${process.env.E2E_PART}` : ""}`;
const baseURL = `http://127.0.0.1:${port}`;
// Settings for loopback fakes of outside services (see scripts/run-e2e.mjs).
const vars = Object.entries(JSON.parse(process.env.E2E_VARS || "{}") as Record<string, string>)
  .map(([name, value]) => `--var ${name}:${value}`)
  .join(" ");

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `${results}/artifacts`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // One retry, only for a hang of the local dev server's proxy (see ADR 008). Every test that needed
  // it is listed at the end of the run and in test-results/flaky.json (tests/e2e/flaky-summary.ts);
  // the whole run is in test-results/e2e-results.json. E2E_FAIL_ON_FLAKY=1 fails the run on any.
  retries: 1,
  failOnFlakyTests: process.env.E2E_FAIL_ON_FLAKY === "1",
  timeout: 60_000,
  // CI runs both e2e halves beside the Worker tests on two cores (load about 10): a page change that
  // takes a second here took over 5 s there, Playwright's default wait, and failed a test that was right.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: `${results}/e2e-results.json` }], ["./tests/e2e/flaky-summary.ts"]],
  use: {
    baseURL,
    // A trace is recorded on a test's retry only (ADR 035): recording every attempt cost a quarter to a third
    // of the suite's CPU. A test that fails twice keeps the retry's trace; E2E_TRACE=retain-on-failure records
    // every attempt again, when a first attempt's trace is what is wanted (ADR 008).
    trace: (process.env.E2E_TRACE as "on-first-retry" | "retain-on-failure" | undefined) || "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npx wrangler dev ${process.env.E2E_WRANGLER_CONFIG ? `--config ${process.env.E2E_WRANGLER_CONFIG} ` : ""}--env local --ip 127.0.0.1 --port ${port} --persist-to ${persistTo} --log-level warn ${vars}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
