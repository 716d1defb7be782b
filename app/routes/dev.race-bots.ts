import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { createDb } from "~/db/client.server";
import { mintBots } from "~/dev/tools.server";
import { isLocal } from "~/utils/settings.server";
import { postOnly, readBody } from "~/utils/request.server";

// Local development and tests only (404 in production): bot accounts with bearer tokens for the
// race load test. POST { from, count } → { bots: [{ id, token }] }.
const Body = z.object({ from: z.coerce.number().int().min(0).max(1_000_000), count: z.coerce.number().int().min(1).max(25) });

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isLocal(env)) throw new Response(null, { status: 404 });
  const parsed = Body.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false }, { status: 400 });
  return Response.json({ result: true, bots: await mintBots(createDb(env.DB), parsed.data.from, parsed.data.count) });
}

export const loader = postOnly;
