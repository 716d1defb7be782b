import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PrizeLeaderboard, prizeBoardLinks } from "~/components/prize/prize-leaderboard";
import { PRIZE_BOARD_TOP } from "~/core/races/prize-race";
import { createDb } from "~/db/client.server";
import { prizeBoardRows } from "~/models/races/prize-standings.server";
import { getOptionalUser } from "~/utils/auth.server";
import { isLocal } from "~/utils/settings.server";

// Local development only (404 in production): the live leaderboard on its own, for the load test's
// eyes and for screenshots, until /ranking/:raceId shows it inside the race screen.
export const meta: MetaFunction = () => [{ title: "Prize board (local)" }];
export const links: LinksFunction = () => prizeBoardLinks();

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const raceId = Number(params.raceId);
  if (!isLocal(env) || !Number.isSafeInteger(raceId) || raceId <= 0) throw new Response(null, { status: 404 });
  const user = await getOptionalUser(request, env);
  const rows = await prizeBoardRows(createDb(env.DB), raceId);
  const top = rows.slice(0, PRIZE_BOARD_TOP);
  const own = user && !top.some((r) => r.id === user.id) ? rows.find((r) => r.id === user.id) : undefined;
  return { raceId, rows: own ? [...top, own] : top, viewerId: user?.id ?? null };
}

export default function DevPrizeBoard() {
  const { raceId, rows, viewerId } = useLoaderData<typeof loader>();
  return <PrizeLeaderboard raceId={raceId} initialRows={rows} viewerId={viewerId} />;
}
