// GET /api/user/top-this-month[?limit=9|10] → { result, data }; the month is the calendar month in Ulaanbaatar.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { topThisMonthContract } from "~/core/typing/typing-api";
import { parseRequest, reply } from "~/utils/api.server";
import { createDb } from "~/db/client.server";
import { topThisMonth } from "~/models/typing/top-lists.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = await parseRequest(topThisMonthContract, request);
  // The schema never refuses: a missing or odd limit is the whole list.
  const limit = query.success ? query.data.limit : undefined;
  const data = await topThisMonth(createDb(context.cloudflare.env.DB), Date.now(), limit);
  return reply(topThisMonthContract, 200, { result: true, data }, { "Cache-Control": "no-store" });
}
