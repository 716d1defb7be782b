// /api/admin/get-banner (GET or POST, bearer optional) → { result, banners } (SPEC §7). Takes no fields, so reads no body.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bannersContract } from "~/core/admin/banner-api";
import { createDb } from "~/db/client.server";
import { activeBanners } from "~/models/shared/banners.server";
import { reply } from "~/utils/api.server";

async function answer({ context }: LoaderFunctionArgs | ActionFunctionArgs) {
  return reply(bannersContract, 200, { result: true, banners: await activeBanners(createDb(context.cloudflare.env.DB)) });
}

export const loader = answer;
export const action = answer;
