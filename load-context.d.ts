import type { ExecutionContext } from "@cloudflare/workers-types";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
      cf: IncomingRequestCfProperties | undefined;
      caches: CacheStorage;
    };
    /** This request's Content-Security-Policy nonce (ADR 019), set by workers/entry.ts. */
    cspNonce: string;
  }
}
export {};
