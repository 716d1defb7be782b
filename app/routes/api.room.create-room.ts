import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { raceLanguageFromSegment } from "~/core/races/race-rules";
import { openRoom } from "~/models/rooms.server";
import { requireSubscription } from "~/utils/subscription.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

// The spec sends no payload; a language (mn/en, or the route's eng/мон) may be given and defaults to Mongolian.
const Body = z.object({
  language: z
    .string()
    .optional()
    .transform((l) => (l === undefined ? "mn" : l === "mn" || l === "en" ? l : raceLanguageFromSegment(l))),
});

/** SPEC §7 create-room: roomId (a user already in an open room gets that one). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireSubscription(request, env); // 402 without an active plan (ADR 016)
  const parsed = Body.safeParse(await readBody(request));
  if (!parsed.success || parsed.data.language === null) return Response.json({ result: false, message: requestTranslator(request)("races.wrongLanguage") }, { status: 400 });
  const { roomId, existing } = await openRoom(env, user, parsed.data.language);
  return Response.json({ result: true, roomId, existing });
}

export const loader = postOnly;
