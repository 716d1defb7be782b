import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
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
