// The contract walk (issue 20 §1, ADR 024): every api.*.ts route has a contract in the registry, and
// every contract's route answers as the contract says — a valid request, a body the request schema
// refuses, an unreadable body, a wrong method, a guest, a learner without a plan. A new route without
// a contract, or an answer that drifts from its schema, fails here.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { routeFileOf, type Contract } from "~/core/contracts/contract";
import { CONTRACTS } from "~/core/contracts/registry";
import { createTestUser } from "../support/auth";
import { SCENARIOS, type Scenario } from "../support/contract-scenarios";

const ROUTE_SOURCES = import.meta.glob<string>("../../../app/routes/api.*.ts", { query: "?raw", import: "default", eager: true });
const ROUTES = new Map(Object.entries(ROUTE_SOURCES).map(([path, source]) => [path.split("/").pop()!.replace(/\.ts$/, ""), source]));

type Call = Pick<Scenario, "input" | "params" | "headers"> & { method?: string; rawBody?: string };

function send(contract: Contract, call: Call): Promise<Response> {
  const method = call.method ?? contract.methods[0];
  let path = contract.path.replace(/:(\w+)/g, (_, name: string) => call.params?.[name] ?? "x");
  const headers: Record<string, string> = { Accept: "application/json", ...call.headers };
  let body: BodyInit | undefined;
  if (call.rawBody !== undefined) {
    body = call.rawBody;
    headers["Content-Type"] = "application/json";
  } else if (call.input instanceof FormData) {
    body = call.input;
  } else if (contract.input === "query") {
    const query = new URLSearchParams(Object.entries(call.input ?? {}).map(([k, v]) => [k, String(v)]));
    if (query.size) path += `?${query}`;
  } else if (method === "POST") {
    body = JSON.stringify(call.input ?? {});
    headers["Content-Type"] = "application/json";
  }
  return SELF.fetch(`http://localhost${path}`, { method, headers, body, redirect: "manual" });
}

/** The answer's status is one the contract lists, and its body parses with that status's schema. */
async function expectContractAnswer(contract: Contract, res: Response, what: string) {
  const schema = contract.responses[res.status];
  const text = await res.text();
  expect(schema, `${contract.name} (${what}) answered ${res.status}, which its contract does not list: ${text.slice(0, 300)}`).toBeDefined();
  let body: unknown = text;
  if (contract.output === "json") {
    expect(res.headers.get("Content-Type") ?? "", `${contract.name} (${what}) is not JSON`).toMatch(/application\/json/);
    body = JSON.parse(text);
  }
  const parsed = schema.safeParse(body);
  expect(parsed.success, `${contract.name} (${what}) ${res.status} drifts from its schema: ${parsed.error?.message ?? ""}\n${text.slice(0, 500)}`).toBe(true);
  return res.status;
}

describe("the contract registry", () => {
  it("has a contract for every api.*.ts route file, and a route file for every contract", () => {
    const contracted = CONTRACTS.map(routeFileOf);
    expect(ROUTES.size).toBeGreaterThanOrEqual(46);
    for (const file of ROUTES.keys()) expect(contracted, `${file}.ts has no contract in app/core/contracts/registry.ts`).toContain(file);
    for (const file of contracted) expect([...ROUTES.keys()], `a contract names ${file}, which has no route file`).toContain(file);
  });

  it("names every contract and every path once", () => {
    expect(new Set(CONTRACTS.map((c) => c.name)).size).toBe(CONTRACTS.length);
    expect(new Set(CONTRACTS.map((c) => c.path)).size).toBe(CONTRACTS.length);
  });

  it("has a valid request for every contract, and only for contracts", () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual(CONTRACTS.map((c) => c.name).sort());
  });

  it("lists GET for exactly the routes that answer GET", () => {
    for (const contract of CONTRACTS) {
      const source = ROUTES.get(routeFileOf(contract))!;
      const getAnswered = /export (const|async function) loader\b/.test(source) && !/export const loader = postOnly/.test(source);
      const postAnswered = /export (const|async function) action\b/.test(source);
      expect(contract.methods.includes("GET"), `${contract.name}: GET`).toBe(getAnswered);
      expect(contract.methods.includes("POST"), `${contract.name}: POST`).toBe(postAnswered);
    }
  });
});

describe.each(CONTRACTS.map((c) => [c.name, c] as const))("%s", (name, contract) => {
  const spec = SCENARIOS[name];

  it("answers a valid request with the status and body its contract gives", async () => {
    const scenario = await spec.valid();
    if (!(scenario.input instanceof FormData)) expect(contract.request.safeParse(scenario.input ?? {}).success, "the scenario's request is valid").toBe(true);
    const status = await expectContractAnswer(contract, await send(contract, scenario), "a valid request");
    expect(status).toBe(scenario.status);
  });

  if (spec.invalid)
    it("answers a body its request schema refuses with a listed refusal", async () => {
      const invalid = spec.invalid!;
      expect(contract.request.safeParse(invalid.input).success, "the sample breaks the request schema").toBe(false);
      const scenario = await spec.valid();
      const status = await expectContractAnswer(contract, await send(contract, { ...scenario, input: invalid.input }), "an invalid body");
      expect(status).toBe(invalid.status);
    });

  if (contract.input === "json" && contract.methods[0] === "POST")
    it("answers a body that is not JSON as its contract says", async () => {
      const scenario = await spec.valid();
      await expectContractAnswer(contract, await send(contract, { ...scenario, rawBody: "{ not json" }), "an unreadable body");
    });

  if (!contract.methods.includes("GET"))
    it("answers GET 405 as its contract says", async () => {
      const status = await expectContractAnswer(contract, await send(contract, { method: "GET" }), "GET");
      expect(status).toBe(405);
    });

  if (contract.access === "user" || contract.access === "plan")
    it("answers a guest 401 as its contract says", async () => {
      const status = await expectContractAnswer(contract, await send(contract, { input: {} }), "a guest");
      expect(status).toBe(401);
    });

  if (contract.access === "plan")
    it("answers a learner without a plan 402 as its contract says", async () => {
      const { bearer } = await createTestUser();
      const status = await expectContractAnswer(contract, await send(contract, { input: {}, headers: { Authorization: bearer } }), "no plan");
      expect(status).toBe(402);
    });
});
