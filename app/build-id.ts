// The build's id: the git commit and the build's time, baked in by vite's `define` (vite.config.ts) into
// the browser bundle and the Remix server bundle alike. /healthz answers it, every log line carries it,
// and the browser names it when it reports an error, so a report can be matched to a deploy (ADR 029).
declare const __BUILD_ID__: string | undefined;

let current: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";

export function buildId(): string {
  return current;
}

/**
 * The Worker's own modules (workers/*) are bundled by wrangler, without vite's `define`: the Worker
 * entry hands them the id of the Remix build it serves.
 */
export function adoptBuildId(id: unknown): void {
  if (typeof id === "string" && id) current = id;
}
