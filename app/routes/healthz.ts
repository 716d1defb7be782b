import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkDatabase } from "~/models/health.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const db = await checkDatabase(context.cloudflare.env.DB);
  return Response.json({ ok: db.ok, db }, { status: db.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
