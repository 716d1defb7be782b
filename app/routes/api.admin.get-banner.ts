// /api/admin/get-banner (GET or POST, bearer optional) → { result, banners } (SPEC §7).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { activeBanners } from "~/models/banners.server";

async function answer({ context }: LoaderFunctionArgs | ActionFunctionArgs) {
  return Response.json({ result: true, banners: await activeBanners(createDb(context.cloudflare.env.DB)) });
}

export const loader = answer;
export const action = answer;
