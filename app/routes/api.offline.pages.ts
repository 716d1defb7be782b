import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { offlinePagesContract } from "~/core/offline/offline-api";
import { createDb } from "~/db/client.server";
import { offlinePages } from "~/models/lessons/offline-pages.server";
import { reply } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";

/** GET: the pages this viewer's device keeps for offline use; read by the service worker (ADR 044). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await getOptionalUser(request, env);
  const { pages, progress } = await offlinePages(createDb(env.DB), user);
  return reply(offlinePagesContract, 200, { result: true, pages, progress }, { "Cache-Control": "no-store" });
}
