import type { z } from "zod";
import { languageFromCookie, translator, type Language, type MessageKey } from "~/i18n";

/** Form posts and JSON bodies both become a plain object for zod. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const body = await request.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  const form = await request.formData();
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) out[key] = value;
  return out;
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
