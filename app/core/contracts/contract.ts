// A contract per JSON call (issue 20 §1, ADR 024): method, path, who may call, the request schema
// (the JSON body of a POST, the query of a GET) and one response schema per HTTP status. The route
// validates its request with `request`; the browser parses every answer with `responses[status]`
// (app/utils/api-client.ts); tests/workers/suites/contracts.ts checks every route's real answers.
// The switch that stops zod's eval probe lives in zod's own chunk (vite.config.ts, ADR 019), so it runs
// before any schema is built; this import keeps it in the browser's module graph (ADR 027).
import "../shared/zod-config";
import { z } from "zod";
import { DEFAULT_BODY_LIMIT } from "./body-limits";

export { pathOf } from "./path";

export type HttpMethod = "GET" | "POST";

/**
 * Who may call: anyone; anyone, with more for a logged-in caller; a logged-in learner (401 else);
 * a learner on a paid plan (401, 402 else).
 */
export type Access = "public" | "optional" | "user" | "plan";

export type ResponseSchemas = Readonly<Record<number, z.ZodType>>;

export interface Contract<Req extends z.ZodType = z.ZodType, Res extends ResponseSchemas = ResponseSchemas> {
  /** The registry key, e.g. "user.login". */
  name: string;
  /** Methods the route answers; the first is the one the browser uses. */
  methods: readonly HttpMethod[];
  /** The URL path; `:name` is a path parameter. */
  path: string;
  access: Access;
  /** "json" bodies, a multipart "form" (an upload), or "query" parameters of a GET. */
  input: "json" | "form" | "query";
  request: Req;
  /** "json" answers, or "text" (the payment provider's callback answers plain words). */
  output: "json" | "text";
  responses: Res;
  /** Bytes of body read at most before a 413 (ADR 031): DEFAULT_BODY_LIMIT, or the call's own. */
  maxBodyBytes: number;
}

/** Every refusal of a call carries a message in the caller's language under `message`. */
export const RefusalSchema = z.object({ result: z.union([z.literal(false), z.literal("failed")]), message: z.string().min(1) });
export type Refusal = z.infer<typeof RefusalSchema>;

/** A refusal whose message also sits under data.message (the shape of SPEC §7's older calls). */
export const DataMessageRefusalSchema = z.object({ result: z.union([z.literal(false), z.literal("failed")]), data: z.object({ message: z.string().min(1) }) });

/** 402 (SPEC §6): no paid plan; the browser goes to /payment (or /text for rooms). */
export const PaymentRequiredSchema = z.object({ result: z.literal("failed"), status: z.literal(402), message: z.string().min(1) });

/** What readBody answers whatever the call for a body that is not JSON or not an object (400, 415), or too large (413). */
export const BodyRefusalSchema = z.object({ result: z.literal(false), message: z.string().min(1), data: z.object({ message: z.string().min(1) }) });

/** What readBody and postOnly answer whatever the call: a wrong method, a wrong, unreadable or too large body. */
const PLUMBING = { 405: BodyRefusalSchema, 413: BodyRefusalSchema, 415: BodyRefusalSchema } as const;
const ACCESS_REFUSALS = {
  public: {},
  optional: {},
  user: { 401: RefusalSchema },
  plan: { 401: RefusalSchema, 402: PaymentRequiredSchema },
} as const;

type AccessRefusals<A extends Access> = (typeof ACCESS_REFUSALS)[A];

/** A 400 is the call's own refusal or readBody's (an unreadable body). */
type WithBodyRefusal<R extends ResponseSchemas> = { [K in keyof R]: K extends 400 ? z.ZodUnion<[R[K], typeof BodyRefusalSchema]> : R[K] } & (400 extends keyof R
  ? unknown
  : { 400: typeof BodyRefusalSchema });

function withBodyRefusal<R extends ResponseSchemas>(responses: R): WithBodyRefusal<R> {
  const own = responses[400];
  return { ...responses, 400: own ? z.union([own, BodyRefusalSchema]) : BodyRefusalSchema } as unknown as WithBodyRefusal<R>;
}

/** The call's own schema for a status replaces the kind's (an upload's own 415), as the spread below does. */
type Overridden<Base, Own> = Omit<Base, keyof Own> & Own;

interface ContractInput<Req extends z.ZodType, Res extends ResponseSchemas, A extends Access> {
  name: string;
  methods?: readonly HttpMethod[];
  path: string;
  access: A;
  input?: Contract["input"];
  request: Req;
  output?: Contract["output"];
  responses: Res;
  maxBodyBytes?: number;
}

/** A contract with the refusals every call of its kind can answer (405, 415; 401 and 402 by access). */
export function defineContract<Req extends z.ZodType, Res extends ResponseSchemas, A extends Access>(
  c: ContractInput<Req, Res, A>,
): Contract<Req, Overridden<typeof PLUMBING & AccessRefusals<A>, WithBodyRefusal<Res>>> {
  return {
    name: c.name,
    methods: c.methods ?? ["POST"],
    path: c.path,
    access: c.access,
    input: c.input ?? (c.methods?.[0] === "GET" ? "query" : "json"),
    request: c.request,
    output: c.output ?? "json",
    responses: { ...PLUMBING, ...ACCESS_REFUSALS[c.access], ...withBodyRefusal(c.responses) },
    maxBodyBytes: c.maxBodyBytes ?? DEFAULT_BODY_LIMIT,
  };
}

/** A call that takes no fields (older clients post nothing, or `{}`). */
export const NoFieldsSchema = z.object({}).loose();

export type RequestOf<C extends Contract> = z.input<C["request"]>;
export type ParsedRequestOf<C extends Contract> = z.output<C["request"]>;
export type StatusOf<C extends Contract> = keyof C["responses"] & number;
/** The body a route may send with `status` (before the schema's transforms). */
export type BodyOf<C extends Contract, S extends StatusOf<C>> = z.input<C["responses"][S]>;
/** Every answer the contract allows, told apart by status. */
export type AnswerOf<C extends Contract> = { [S in StatusOf<C>]: { status: S; body: z.output<C["responses"][S]> } }[StatusOf<C>];

/** The route file of a path: /api/user/login → api.user.login, /api/text/:textType → api.text.$textType. */
export function routeFileOf(contract: Pick<Contract, "path">): string {
  return contract.path
    .replace(/^\//, "")
    .replace(/:(\w+)/g, "$$$1")
    .replaceAll("/", ".");
}
