import type { z } from "zod";
import { DEFAULT_BODY_LIMIT } from "~/core/contracts/body-limits";
import { languageFromCookie, translator, type Language, type MessageKey } from "~/i18n";

export { DEFAULT_BODY_LIMIT };

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Refusals that every call answers the same way: a JSON message in the user's language. */
export function refusal(
  request: Request,
  status: 400 | 405 | 413 | 415 | 429,
  key: MessageKey,
  headers: HeadersInit = {},
  params?: Record<string, string | number>,
) {
  const message = requestTranslator(request)(key, params);
  return Response.json({ result: false, message, data: { message } }, { status, headers });
}

export interface BodyOptions {
  /** Bytes read at most before a 413 (ADR 031); DEFAULT_BODY_LIMIT unless the call needs more. */
  maxBytes?: number;
}

export function bodyTooLarge(request: Request, maxBytes: number) {
  return refusal(request, 413, "request.tooLarge", {}, { kb: Math.floor(maxBytes / 1024) });
}

/**
 * The body's bytes, never more than `maxBytes`: a Content-Length above it is refused before reading,
 * and a body without one (chunked) is counted while it streams and dropped at the limit, so no body
 * is ever buffered whole past it. Throws the 413; null when the stream breaks.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (declared > maxBytes) throw bodyTooLarge(request, maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw bodyTooLarge(request, maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A form post's fields, read within `maxBytes` (the same counting as readBody); null if it does not parse. */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData | null> {
  const bytes = await readBodyBytes(request, maxBytes);
  if (bytes === null) return null;
  const contentType = request.headers.get("Content-Type") ?? "";
  return new Response(bytes, { headers: { "Content-Type": contentType } }).formData().catch(() => null);
}

/**
 * Form posts and JSON bodies both become a plain object for zod. Anything else is thrown as a
 * Response (Remix answers a thrown Response as it is): a wrong method 405, a body over the call's
 * limit 413, an unsupported or missing Content-Type 415, a body that does not parse or is not an
 * object 400. Never a 500.
 */
export async function readBody(request: Request, { maxBytes = DEFAULT_BODY_LIMIT }: BodyOptions = {}): Promise<Record<string, unknown>> {
  if (request.method !== "POST") throw methodNotAllowed(request);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    const bytes = await readBodyBytes(request, maxBytes);
    if (bytes === null) throw refusal(request, 400, "request.unreadableBody");
    const text = new TextDecoder().decode(bytes);
    // An empty body is an empty object: older clients post nothing to calls that take no fields.
    if (text.trim() === "") return {};
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw refusal(request, 400, "request.unreadableBody");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) throw refusal(request, 400, "request.unreadableBody");
    return body as Record<string, unknown>;
  }
  if (!FORM_TYPES.has(type)) throw refusal(request, 415, "request.unsupportedType");
  const form = await readFormData(request, maxBytes);
  if (!form) throw refusal(request, 400, "request.unreadableBody");
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) out[key] = value;
  return out;
}

export function methodNotAllowed(request: Request) {
  return refusal(request, 405, "request.methodNotAllowed", { Allow: "POST" });
}

/** `export const loader = postOnly;` in a resource route that only takes POST: a GET is a 405, not a 400. */
export function postOnly({ request }: { request: Request }) {
  return methodNotAllowed(request);
}

export function requestLanguage(request: Request): Language {
  return languageFromCookie(request.headers.get("Cookie"));
}

export function requestTranslator(request: Request) {
  return translator(requestLanguage(request));
}

/** zod issues carry i18n keys; this turns the first one into the user's language. */
export function firstIssueMessage(request: Request, error: z.ZodError): string {
  return requestTranslator(request)((error.issues[0]?.message ?? "accounts.error.generic") as MessageKey);
}
