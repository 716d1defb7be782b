// The server side of the contracts (ADR 024): a route reads its request with the contract's own
// schema and answers a body its contract types for that status.
import type { z } from "zod";
import type { BodyOf, Contract, ParsedRequestOf, StatusOf } from "~/core/contracts/contract";
import { statusOfError, type DomainError, type ErrorStatus } from "~/core/contracts/errors";
import type { MessageKey } from "~/i18n";
import { retryAfterHeader } from "~/services/rate-limits.server";
import { readBody, requestTranslator } from "~/utils/request.server";

/** The body (a POST) or the query (a GET) of `request`, parsed with the contract's request schema. */
export async function parseRequest<C extends Contract>(contract: C, request: Request): Promise<z.ZodSafeParseResult<ParsedRequestOf<C>>> {
  const input = contract.input === "query" ? Object.fromEntries(new URL(request.url).searchParams) : await readBody(request);
  return contract.request.safeParse(input) as z.ZodSafeParseResult<ParsedRequestOf<C>>;
}

/** A JSON answer the contract allows for `status` (checked by the compiler here, by the contract walk at run time). */
export function reply<C extends Contract, S extends StatusOf<C>>(_contract: C, status: S, body: BodyOf<C, S>, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

export interface HttpFailure {
  status: ErrorStatus;
  /** In the caller's language. */
  message: string;
  headers: Record<string, string>;
}

/** The one mapping from a use case's typed error to what HTTP says: status, words, Retry-After. */
export function httpFailure(request: Request, error: DomainError<MessageKey>): HttpFailure {
  const message = requestTranslator(request)(error.key, error.params);
  const headers: Record<string, string> = error.kind === "limited" ? retryAfterHeader(error.retryAfterMs) : {};
  return { status: statusOfError(error), message, headers };
}
