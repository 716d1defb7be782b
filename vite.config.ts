import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The build's id (app/build-id.ts): the short git commit and the build time, e.g. "d7a4d5d-20261127T1034Z".
 * Remix builds the browser and the server bundle in one process; the id is made once (kept in
 * process.env) so both carry the same one.
 */
function buildId(): string {
  if (!process.env.BICHEE_BUILD_ID) {
    let commit = "nogit";
    try {
      commit = execFileSync("git", ["rev-parse", "--short=7", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      // an export without .git: the time alone still tells builds apart
    }
    const time = new Date().toISOString().replace(/[-:]/g, "").slice(0, 13);
    process.env.BICHEE_BUILD_ID = `${commit}-${time}Z`;
  }
  return process.env.BICHEE_BUILD_ID;
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: {
    minify: true,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            // zod and the switch that stops its eval probe (app/core/shared/zod-config.ts, ADR 019) share one
            // chunk, so the switch runs before any page builds a schema. Left in the root route's chunk,
            // it ran after every chunk root imports, and each page logged a CSP violation.
            manualChunks: (id: string) => (id.includes("/node_modules/zod/") || id.endsWith("/app/core/shared/zod-config.ts") ? "zod" : undefined),
          },
        },
  },
}));
