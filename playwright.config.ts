import { defineConfig, devices } from "@playwright/test";

// scripts/run-e2e.mjs picks the free port and prepares the database; see README.md.
const port = Number(process.env.E2E_PORT || 8799);
const persistTo = process.env.E2E_PERSIST_TO || ".wrangler/e2e-state";
const baseURL = `http://127.0.0.1:${port}`;
// The QPay emulator (scripts/qpay-emulator.mjs) runs beside the site; the site is told where it is
// and where QPay should call back. It answers without a QR image so the browser draws qr_text.
const qpayPort = Number(process.env.E2E_QPAY_PORT || 8798);
const qpayVars = [
  `QPAY_BASE_URL:http://127.0.0.1:${qpayPort}`,
  `PUBLIC_BASE_URL:${baseURL}`,
  `QPAY_CLIENT_SECRET:local-emulator-secret`,
].map((v) => `--var ${v}`);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
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
  webServer: [
    {
      command: "node scripts/qpay-emulator.mjs",
      env: { QPAY_EMULATOR_PORT: String(qpayPort), QPAY_EMULATOR_QR_IMAGE: "0" },
      url: `http://127.0.0.1:${qpayPort}/emulator/stats`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx wrangler dev --ip 127.0.0.1 --port ${port} --persist-to ${persistTo} --log-level warn ${qpayVars.join(" ")}`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
