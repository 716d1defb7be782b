// GET /healthz: what an uptime check and a deploy script read (ADR 029). D1 answered a real query, and
// which build is serving — the same id the browser bundle carries (app/build-id.ts). Not in the
// registry of api.* calls (tests/workers/suites/contracts.ts walks those route files); its own test
// parses both answers with these schemas (tests/workers/suites/logs.ts).
import { z } from "zod";
import { defineContract, NoFieldsSchema } from "./contract";

const DatabaseCheckSchema = z.object({ ok: z.boolean(), latencyMs: z.number().int().nonnegative(), error: z.string().optional() });

const HealthSchema = z.object({ ok: z.boolean(), build: z.string().min(1), db: DatabaseCheckSchema });

export const healthContract = defineContract({
  name: "healthz",
  methods: ["GET"],
  path: "/healthz",
  access: "public",
  request: NoFieldsSchema,
  responses: { 200: HealthSchema.extend({ ok: z.literal(true) }), 503: HealthSchema.extend({ ok: z.literal(false) }) },
});

export type Health = z.infer<typeof HealthSchema>;
