import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { createDb } from "~/db/client.server";
import { createDevPrizeRace, payDevBots, recordDevPrizeAttempt } from "~/dev/tools.server";
import { isLocal } from "~/utils/settings.server";
import { readBody } from "~/utils/request.server";

// Local development and tests only (404 in production): a throw-away prize race for the leaderboard's
// load test and screenshots, and attempts recorded as upgrade-gift-race-wpm records them (without the
// keystroke check). POST { name, endInMs, text? } → { raceId }; POST { raceId, userId, wpm } → { result };
// POST { payFor: [botIds] } gives bots a paid plan for a day (prize races need one).
const Body = z.union([
  z.object({ raceId: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive(), wpm: z.coerce.number().int().min(0).max(1_000) }),
  z.object({
    name: z.string().min(1).max(100),
    endInMs: z.coerce
      .number()
      .int()
      .min(1_000)
      .max(7 * 86_400_000),
    text: z.string().min(1).max(2_000).optional(),
  }),
  z.object({ payFor: z.array(z.number().int().positive()).min(1).max(100) }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isLocal(env)) throw new Response(null, { status: 404 });
  const parsed = Body.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false }, { status: 400 });
  const body = parsed.data;
  if ("name" in body)
    return Response.json({ result: true, raceId: await createDevPrizeRace(createDb(env.DB), body.name, body.endInMs, Date.now(), body.text) });
  if ("payFor" in body) {
    await payDevBots(createDb(env.DB), body.payFor, Date.now() + 86_400_000);
    return Response.json({ result: true });
  }
  const out = await recordDevPrizeAttempt(env, body.raceId, body.userId, body.wpm, Date.now());
  return Response.json({ result: out.ok }, { status: out.ok ? 200 : 404 });
}
