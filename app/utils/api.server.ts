// The server side of the contracts (ADR 024): a route reads its request with the contract's own
// schema and answers a body its contract types for that status.
import type { z } from "zod";
import type { BodyOf, Contract, ParsedRequestOf, StatusOf } from "~/core/contracts/contract";
import { STATUS_OF_ERROR, statusOfError, type DomainError, type ErrorKind } from "~/core/contracts/errors";
import type { MessageKey } from "~/i18n";
import { retryAfterHeader } from "~/services/rate-limits.server";
import { readBody, requestTranslator } from "~/utils/request.server";

/** The body (a POST) or the query (a GET) of `request`, parsed with the contract's request schema. */
export async function parseRequest<C extends Contract>(contract: C, request: Request): Promise<z.ZodSafeParseResult<ParsedRequestOf<C>>> {
  const input =
    contract.input === "query" ? Object.fromEntries(new URL(request.url).searchParams) : await readBody(request, { maxBytes: contract.maxBodyBytes });
  return contract.request.safeParse(input) as z.ZodSafeParseResult<ParsedRequestOf<C>>;
}

/**
 * A body the contract allows for every status in S: one status is its schema's body; a status
 * known only as a union (a domain error's) needs a body every one of them allows.
 */
export type BodyForEvery<C extends Contract, S extends StatusOf<C>> = (S extends unknown ? (body: BodyOf<C, S>) => void : never) extends (body: infer B) => void
  ? B
  : never;

/**
 * The answer the contract allows for `status` (checked by the compiler here, by the contract walk at
 * run time): JSON, or plain words for a contract whose output is "text" (QPay's callback).
 */
export function reply<C extends Contract, S extends StatusOf<C>>(contract: C, status: S, body: BodyForEvery<C, S>, headers?: HeadersInit): Response {
  if (contract.output === "text") {
    const textHeaders = new Headers(headers);
    textHeaders.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(String(body), { status, headers: textHeaders });
  }
  return Response.json(body, { status, headers });
}

/** The status of every kind in K (a use case's error kinds give its route's error statuses). */
export type StatusOfKind<K extends ErrorKind> = (typeof STATUS_OF_ERROR)[K];

export interface HttpFailure<S extends number = StatusOfKind<ErrorKind>> {
  status: S;
  /** In the caller's language. */
  message: string;
  headers: Record<string, string>;
}

/** The one mapping from a use case's typed error to what HTTP says: status, words, Retry-After. */
export function httpFailure<K extends ErrorKind>(request: Request, error: DomainError<MessageKey, K>): HttpFailure<StatusOfKind<K>> {
  const message = requestTranslator(request)(error.key, error.params);
  const headers: Record<string, string> = error.kind === "limited" ? retryAfterHeader((error as { retryAfterMs: number }).retryAfterMs) : {};
  return { status: statusOfError<K>(error), message, headers };
}

/** The refusal most calls answer (readBody's, a limit's): the words under message and data.message. */
export function refusalBody(message: string): { result: false; message: string; data: { message: string } } {
  return { result: false, message, data: { message } };
}
