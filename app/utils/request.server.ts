import type { z } from "zod";
import { languageFromCookie, translator, type Language, type MessageKey } from "~/i18n";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Refusals that every call answers the same way: a JSON message in the user's language. */
export function refusal(request: Request, status: 400 | 405 | 415 | 429, key: MessageKey, headers: HeadersInit = {}, params?: Record<string, string | number>) {
  const message = requestTranslator(request)(key, params);
  return Response.json({ result: false, message, data: { message } }, { status, headers });
}

/**
 * Form posts and JSON bodies both become a plain object for zod. Anything else is thrown as a
 * Response (Remix answers a thrown Response as it is): a wrong method 405, an unsupported or missing
 * Content-Type 415, a body that does not parse or is not an object 400. Never a 500.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method !== "POST") throw methodNotAllowed(request);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    const text = await request.text().catch(() => null);
    if (text === null) throw refusal(request, 400, "request.unreadableBody");
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
  const form = await request.formData().catch(() => null);
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
