// /ranking-rooms: the prize race list (SPEC §2). Guests who press Join get the login modal.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { PrizeRacesTable } from "~/components/prize/prize-races-table";
import { LoginRequiredDialog } from "~/components/races/login-required-dialog";
import { createDb } from "~/db/client.server";
import { useCurrentUser } from "~/hooks/use-current-user";
import { useTranslation } from "~/hooks/use-translation";
import { prizeRaceList } from "~/models/races/prize-races.server";
import { pageTitle } from "~/utils/meta";
import accountsStyles from "~/styles/accounts.css?url";
import racesStyles from "~/styles/races.css?url";
import prizeStyles from "~/styles/prize.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles },
  { rel: "stylesheet", href: racesStyles },
  { rel: "stylesheet", href: prizeStyles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "prize.title");

export async function loader({ context }: LoaderFunctionArgs) {
  return { races: await prizeRaceList(createDb(context.cloudflare.env.DB)) };
}

export default function RankingRoomsPage() {
  const { races } = useLoaderData<typeof loader>();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [loginOpen, setLoginOpen] = useState(false);
  const onJoin = (raceId: number) => (user ? navigate(`/ranking/${raceId}`) : setLoginOpen(true));
  return (
    <div className="stack prize-page">
      <div className="page-head">
        <div>
          <h1>{t("prize.title")}</h1>
          <p className="lead">{t("prize.lead")}</p>
        </div>
      </div>
      <section className="card">
        <PrizeRacesTable races={races} onJoin={onJoin} />
      </section>
      <LoginRequiredDialog open={loginOpen} onClose={() => setLoginOpen(false)} message={t("prize.error.login")} />
    </div>
  );
}
