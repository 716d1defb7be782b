// GET /api/user/top-this-month[?limit=9|10] → { result, data }; the month is the calendar month in Ulaanbaatar.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { MAX_TOP, topThisMonth } from "~/models/top-lists.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = Number(new URL(request.url).searchParams.get("limit") ?? MAX_TOP);
  const data = await topThisMonth(createDb(context.cloudflare.env.DB), Date.now(), limit);
  return Response.json({ result: true, data }, { headers: { "Cache-Control": "no-store" } });
}
