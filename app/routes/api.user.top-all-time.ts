// GET /api/user/top-all-time[?limit=9|10] → { result, data } (SPEC §7).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { MAX_TOP, topAllTime } from "~/models/top-lists.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = Number(new URL(request.url).searchParams.get("limit") ?? MAX_TOP);
  const data = await topAllTime(createDb(context.cloudflare.env.DB), limit);
  return Response.json({ result: true, data }, { headers: { "Cache-Control": "no-store" } });
}
