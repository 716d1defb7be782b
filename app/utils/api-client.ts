// The browser's one way to call the JSON API (ADR 024): the request is the contract's, and the
// answer is parsed with the contract's schema for its status. An answer that does not match (a
// status the contract does not list, a body that is not JSON or not the shape) is a typed error
// with a message in the user's language, never a silent undefined or a cast.
//
// It holds no schema of its own and imports zod only for types: a page loads zod when it loads the
// first contract it calls (ADR 027).
import type { z } from "zod";
import type { AnswerOf, Contract, RequestOf } from "~/core/contracts/contract";
import { pathOf } from "~/core/contracts/path";
import { DEFAULT_LANGUAGE, isLanguage, translator, type Language } from "~/i18n";

export interface CallError {
  /** offline: no answer at all; unreadable: an answer the contract does not allow; aborted: the caller gave up. */
  kind: "offline" | "unreadable" | "aborted";
  /** The HTTP status when an answer came. */
  status: number | null;
  /** For the user, in their language. */
  message: string;
  /** For the developer: what did not match. */
  detail: string;
}

/** What a contract's 200 answer parses to. */
export type SuccessOf<C extends Contract> = C["responses"] extends { 200: infer S extends z.ZodType } ? z.output<S> : never;

export type CallResult<C extends Contract> = ({ ok: true } & AnswerOf<C>) | { ok: false; error: CallError };

export interface CallOptions {
  /** Values of the path's `:name` parameters. */
  params?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** The interface language; the page's own by default. */
  language?: Language;
}

function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? null : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

function requestInit(contract: Contract, input: unknown, signal?: AbortSignal): { query: string; init: RequestInit } {
  const method = contract.methods[0];
  const base: RequestInit = { method, headers: { Accept: "application/json" }, credentials: "same-origin", signal };
  const fields = Object.entries(input && typeof input === "object" ? input : {}).filter(([, v]) => v !== undefined);
  if (contract.input === "query") return { query: fields.length ? `?${new URLSearchParams(fields.map(([k, v]) => [k, String(v)]))}` : "", init: base };
  if (contract.input === "form") {
    const form = new FormData();
    for (const [k, v] of fields) form.append(k, v instanceof Blob ? v : String(v));
    return { query: "", init: { ...base, body: form } };
  }
  return { query: "", init: { ...base, headers: { ...base.headers, "Content-Type": "application/json" }, body: JSON.stringify(input ?? {}) } };
}

/** Calls `contract` with `input`; resolves to the answer its status allows, or to a CallError. Never throws. */
export async function callApi<C extends Contract>(contract: C, input: RequestOf<C>, options: CallOptions = {}): Promise<CallResult<C>> {
  const t = translator(options.language ?? pageLanguage());
  const failure = (kind: CallError["kind"], status: number | null, detail: string): CallResult<C> => ({
    ok: false,
    error: { kind, status, detail, message: t(kind === "offline" || kind === "aborted" ? "request.callOffline" : "request.answerUnreadable") },
  });
  let res: Response;
  let text: string;
  try {
    const { query, init } = requestInit(contract, input, options.signal);
    res = await fetch(pathOf(contract, options.params) + query, init);
    text = await res.text();
  } catch (error) {
    return failure(options.signal?.aborted ? "aborted" : "offline", null, String(error));
  }
  const schema = contract.responses[res.status];
  if (!schema) return failure("unreadable", res.status, `${contract.path} answered ${res.status}, which its contract does not list`);
  let body: unknown = text;
  if (contract.output === "json") {
    try {
      body = JSON.parse(text);
    } catch {
      return failure("unreadable", res.status, `${contract.path} answered ${res.status} with a body that is not JSON`);
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failure(
      "unreadable",
      res.status,
      `${contract.path} ${res.status}: ${issue ? `${issue.path.join(".") || "(body)"}: ${issue.message}` : "does not match"}`,
    );
  }
  // The status picked the schema that parsed the body, so this pair is one of AnswerOf<C>.
  const answer = { ok: true as const, status: res.status, body: parsed.data };
  return answer as CallResult<C>;
}

/** The body of a 200 answer, or null for any other outcome. */
export function successBody<C extends Contract>(answer: CallResult<C>): SuccessOf<C> | null {
  if (!answer.ok || answer.status !== 200) return null;
  // callApi parsed this body with responses[200]; TypeScript cannot follow a status to its schema.
  const body: unknown = answer.body;
  return body as SuccessOf<C>;
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined;
}

function words(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}

/**
 * The words of a refusal, wherever its call puts them (message, msg, data.message, or data itself),
 * in that order. The body was parsed with its contract by callApi; this only finds the words in it.
 */
export function refusalMessage(body: unknown): string | null {
  for (const found of [field(body, "message"), field(body, "msg"), field(body, "data"), field(field(body, "data"), "message")]) {
    if (words(found)) return found;
  }
  return null;
}
