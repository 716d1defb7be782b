// /ranking/:raceId: a prize race (SPEC §2, §4). Before the start a countdown; while open the race
// text (active-ranking-text), the typing area and the board; the finish posts the keystroke log.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PrizeRaceIdParam } from "~/core/races/prize-api";
import { prizeBoardLinks } from "~/components/prize/prize-leaderboard";
import { PrizeRaceScreen } from "~/components/prize/prize-race-screen";
import { createDb } from "~/db/client.server";
import { prizeRacePage } from "~/models/races/prize-races.server";
import { getOptionalUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import accountsStyles from "~/styles/accounts.css?url";
import typingStyles from "~/styles/typing.css?url";
import racesStyles from "~/styles/races.css?url";
import prizeStyles from "~/styles/prize.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles },
  { rel: "stylesheet", href: typingStyles },
  { rel: "stylesheet", href: racesStyles },
  { rel: "stylesheet", href: prizeStyles },
  ...prizeBoardLinks(),
];
export const meta: MetaFunction = (args) => pageTitle(args, "prize.title");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const raceId = PrizeRaceIdParam.safeParse(params.raceId);
  const user = await getOptionalUser(request, env);
  const page = raceId.success ? await prizeRacePage(createDb(env.DB), raceId.data, user?.id ?? null) : null;
  if (!page) throw new Response("Not found", { status: 404 });
  return page;
}

export default function RankingPage() {
  const page = useLoaderData<typeof loader>();
  return <PrizeRaceScreen key={page.race.raceId} page={page} />;
}
