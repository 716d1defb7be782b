// GET /healthz → { ok, build, db } (app/core/contracts/health-api.ts): 200 when D1 answers, 503 when not.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { buildId } from "~/build-id";
import { healthContract } from "~/core/contracts/health-api";
import { checkDatabase } from "~/models/shared/health.server";
import { reply } from "~/utils/api.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const db = await checkDatabase(context.cloudflare.env.DB);
  const headers = { "Cache-Control": "no-store" };
  if (db.ok) return reply(healthContract, 200, { ok: true, build: buildId(), db }, headers);
  return reply(healthContract, 503, { ok: false, build: buildId(), db }, headers);
}
