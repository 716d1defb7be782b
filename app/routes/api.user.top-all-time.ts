// GET /api/user/top-all-time[?limit=9|10] → { result, data } (SPEC §7).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { topAllTimeContract } from "~/core/typing/typing-api";
import { parseRequest, reply } from "~/utils/api.server";
import { createDb } from "~/db/client.server";
import { topAllTime } from "~/models/typing/top-lists.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = await parseRequest(topAllTimeContract, request);
  // The schema never refuses: a missing or odd limit is the whole list.
  const limit = query.success ? query.data.limit : undefined;
  const data = await topAllTime(createDb(context.cloudflare.env.DB), limit);
  return reply(topAllTimeContract, 200, { result: true, data }, { "Cache-Control": "no-store" });
}
