import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { createQPayEmulator, EMULATOR_DEFAULTS } from "./scripts/qpay-emulator-core.mjs";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

// The Worker's outbound fetch goes to the same QPay emulator `npm start` serves, without a socket:
// the tests reach it at QPAY_BASE_URL (wrangler.toml) and drive it through its /emulator/* routes.
// It never calls back; the tests call the callback route themselves, as often as they like.
const qpay = createQPayEmulator({ callbacks: false, qrImage: false });

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // Two files at a time, one a core (Vitest's default on 2 cores is one).
          maxWorkers: 2,
          // A forgotten `.only` fails the run instead of silently skipping the rest (in each project:
          // projects do not inherit it from the root).
          allowOnly: false,
          // Generous: CI has 2 cores, and spelling checks shell out to hunspell. Speed is measured by
          // the benchmarks in tests/perf and tests/load, never by test timeouts.
          testTimeout: 60_000,
          // Node by default; component tests ask for jsdom with `// @vitest-environment jsdom` at their top
          // (setting up jsdom for every file took most of the unit run).
          environment: "node",
          // The browser loads one language's strings; tests see both, as the server does (ADR 027).
          setupFiles: ["./app/i18n/all.ts", "./tests/unit-setup.ts"],
          include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "scripts/**/*.test.ts", "tests/fuzz/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        plugins: [
          // The Worker entry imports build/server, so `npm run build` runs before this project.
          cloudflareTest(async () => ({
            main: "./workers/entry.ts",
            wrangler: { configPath: "./wrangler.toml", environment: "local" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                APP_ENV: "test",
                QPAY_CLIENT_SECRET: EMULATOR_DEFAULTS.clientSecret,
              },
              outboundService: (request: Request) => qpay.handle(request),
            },
          })),
        ],
        test: {
          name: "workers",
          allowOnly: false,
          // Vitest's default on 2 cores is one file at a time, and a group file mostly waits (sockets,
          // alarms, D1): four runtimes side by side took the eight larger groups from about ten minutes
          // to about two on this machine (2026-11-27).
          maxWorkers: 4,
          testTimeout: 60_000,
          include: ["tests/workers/**/*.test.ts"],
          setupFiles: ["./app/i18n/all.ts", "./tests/workers/apply-migrations.ts"],
        },
      },
    ],
  },
});
