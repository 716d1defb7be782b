import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
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

/** The routes a learner uses offline (ADR 044): their code and everything it imports is precached. */
const OFFLINE_ROUTES =
  /\/app\/(root|routes\/(_index|lesson|beginner|middle|advanced|intro\.\$id|boxed\.\$id|holded\.\$id|review\.\$id|lesson-step\.\$id))\.tsx(\?|$)/;

/**
 * Writes build/client/sw-assets.json: the browser files (chunks, their CSS, fonts) reachable from the
 * client entry and the offline routes, static and dynamic imports alike, so a lesson works offline even
 * where its code loads a chunk on demand (the strings, zod at the first save). The service worker
 * precaches this list when it installs.
 */
function offlineAssetList(): Plugin {
  return {
    name: "bichee-offline-assets",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name === "ssr") return;
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const todo = chunks
        .filter((c) => c.isEntry && !c.facadeModuleId?.includes("/app/routes/"))
        .concat(chunks.filter((c) => OFFLINE_ROUTES.test(c.facadeModuleId ?? "")));
      const files = new Set<string>();
      while (todo.length) {
        const chunk = todo.pop()!;
        if (files.has(chunk.fileName)) continue;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
          const found = byName.get(next);
          if (found) todo.push(found);
        }
      }
      this.emitFile({ type: "asset", fileName: "sw-assets.json", source: JSON.stringify([...files].sort().map((f) => `/${f}`)) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    ...(isSsrBuild ? [] : [offlineAssetList()]),
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
