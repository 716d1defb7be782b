// Before any schema is built (ADR 019): the server's route modules build theirs when they load.
import "~/core/shared/zod-config";
// The server renders either language: it holds both catalogues (ADR 027).
import "~/i18n/all";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "~/components/layout/nonce";
import { buildId } from "~/build-id";
import { loggablePath, logError } from "~/services/log.server";

/** The Worker (workers/entry.ts) reads the id of the build it serves from here, for its own log lines. */
export { buildId };

/** A loader or action threw: one error line with its stack (a request the browser gave up on is not an error). */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  logError("remix.error", error, { method: request.method, path: loggablePath(new URL(request.url)) });
}

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  // The Worker (workers/entry.ts) made this request's nonce and puts it into the CSP header.
  const nonce = loadContext.cspNonce;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) logError("render.error", error, { path: loggablePath(new URL(request.url)) });
        status = 500;
      },
    },
  );
  void body.allReady.then(() => clearTimeout(timeout));
  // Bots and crawlers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
