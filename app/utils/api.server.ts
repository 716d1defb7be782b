// The server side of the contracts (ADR 024): a route reads its request with the contract's own
// schema and answers a body its contract types for that status.
import type { z } from "zod";
import type { BodyOf, Contract, ParsedRequestOf, StatusOf } from "~/core/contracts/contract";
import { readBody } from "~/utils/request.server";

/** The body (a POST) or the query (a GET) of `request`, parsed with the contract's request schema. */
export async function parseRequest<C extends Contract>(contract: C, request: Request): Promise<z.ZodSafeParseResult<ParsedRequestOf<C>>> {
  const input = contract.input === "query" ? Object.fromEntries(new URL(request.url).searchParams) : await readBody(request);
  return contract.request.safeParse(input) as z.ZodSafeParseResult<ParsedRequestOf<C>>;
}

/** A JSON answer the contract allows for `status` (checked by the compiler here, by the contract walk at run time). */
export function reply<C extends Contract, S extends StatusOf<C>>(_contract: C, status: S, body: BodyOf<C, S>, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}
