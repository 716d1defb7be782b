import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // Generous: CI has 2 cores, and spelling checks shell out to hunspell. Speed is measured by
          // the benchmarks in tests/perf and tests/load, never by test timeouts.
          testTimeout: 60_000,
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        plugins: [
          // The Worker entry imports build/server, so `npm run build` runs before this project.
          cloudflareTest(async () => ({
            main: "./workers/entry.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), APP_ENV: "test" },
            },
          })),
        ],
        test: {
          name: "workers",
          testTimeout: 60_000,
          include: ["tests/workers/**/*.test.ts"],
          setupFiles: ["./tests/workers/apply-migrations.ts"],
        },
      },
    ],
  },
});
