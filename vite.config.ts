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
/** Files of public/ every offline page shows, precached with the bundle (public/ is not walked). */
const OFFLINE_PUBLIC_FILES = ["images/avatar-default.svg"];

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
      // From public/: the default avatar shows in the top menu of every page (offline it was a broken image).
      for (const file of OFFLINE_PUBLIC_FILES) files.add(file);
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
    // The browser's code through terser: 3.8 KB less gzip on /'s first load than esbuild's minifier, most
    // of it in React (ADR 053). The Worker's bundle keeps esbuild's, which is faster and has room.
    minify: isSsrBuild ? true : "terser",
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: firstLoadChunks() } },
  },
}));

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null;

/**
 * The browser's chunks (ADR 045): the first load of / fetched ~36 script files, most of them a few
 * hundred bytes, each a request a slow PC's main thread must parse and link on its own. Modules that
 * every page loads (reached by static imports from entry.client or root.tsx) go into two chunks, the
 * libraries ("framework", which changes seldom and stays cached across deploys) and the app's own
 * ("shell"); what the typing screens add on top (reached from the home route) into "typing". Every other
 * module is split by Rollup as before, so a page loads only what it uses beyond these.
 * zod and the switch that stops its eval probe (app/core/shared/zod-config.ts, ADR 019) share one
 * chunk, so the switch runs before any page builds a schema. Left in the root route's chunk, it ran
 * after every chunk root imports, and each page logged a CSP violation.
 */
function firstLoadChunks() {
  const SHELL_ROOTS = ["/app/entry.client.tsx", "/app/root.tsx"];
  const TYPING_ROOTS = ["/app/routes/_index.tsx"];
  // The lesson list, the page a school's learners open first after /: its dozen small modules in one file.
  const LESSON_LIST_ROOTS = ["/app/routes/lesson.tsx"];
  const reached = new Map<string, Set<string>>();
  /** The roots (of those given) that reach `id` through static imports. */
  const rootsReaching = (id: string, getModuleInfo: ModuleInfoOf): Set<string> => {
    const known = reached.get(id);
    if (known) return known;
    const found = new Set<string>();
    reached.set(id, found); // a cycle adds nothing
    const path = id.split("?")[0];
    for (const root of [...SHELL_ROOTS, ...TYPING_ROOTS, ...LESSON_LIST_ROOTS]) if (path.endsWith(root)) found.add(root);
    for (const importer of getModuleInfo(id)?.importers ?? []) for (const root of rootsReaching(importer, getModuleInfo)) found.add(root);
    return found;
  };
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
    if (id.includes("/node_modules/zod/") || id.endsWith("/app/core/shared/zod-config.ts")) return "zod";
    // The route modules and Vite's own helpers stay where Remix and Vite put them.
    const isRoot = [...SHELL_ROOTS, ...TYPING_ROOTS, ...LESSON_LIST_ROOTS].some((r) => id.endsWith(r));
    if (id.includes("?") || id.startsWith("\0") || isRoot) return undefined;
    const roots = rootsReaching(id, getModuleInfo);
    if (SHELL_ROOTS.some((r) => roots.has(r))) return id.includes("/node_modules/") ? "framework" : "shell";
    if (TYPING_ROOTS.some((r) => roots.has(r))) return "typing";
    if (LESSON_LIST_ROOTS.some((r) => roots.has(r)) && !id.includes("/node_modules/"))
      // The list's generic parts (the dialog, the progress bar) are their own chunk: /login's form uses the
      // dialog, and fetched the list's whole chunk (10 KB) for it. Rollup puts a module the chunk's
      // modules import into the chunk unless it is assigned elsewhere.
      return id.includes("/app/components/ui/") ? "ui" : "lesson-list";
    return undefined;
  };
}
