import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LanguageDialog } from "~/components/races/language-dialog";
import { useLobby } from "~/components/races/lobby-provider";
import { LoginRequiredDialog } from "~/components/races/login-required-dialog";
import { RoomsTable } from "~/components/races/rooms-table";
import { Toast } from "~/components/ui/toast";
import { useCurrentUser } from "~/hooks/use-current-user";
import { useTranslation } from "~/hooks/use-translation";
import { raceErrorKey } from "~/components/races/race-errors";
import { anyLobbyShard } from "~/models/races/lobby-shards.server";
import { pageTitle } from "~/utils/meta";
import { ClientButton } from "~/components/ui/client-button";
import accountsStyles from "~/styles/accounts.css?url";
import racesStyles from "~/styles/races.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles },
  { rel: "stylesheet", href: racesStyles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "races.title");

export async function loader({ context }: LoaderFunctionArgs) {
  return { rooms: await anyLobbyShard(context.cloudflare.env).rooms() };
}

export default function RacesPage() {
  const initial = useLoaderData<typeof loader>();
  const { lobby, status, send, joinError } = useLobby();
  const user = useCurrentUser();
  const { t } = useTranslation();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  // The server render shows the loader's list; once the socket is up it keeps the list live.
  const rooms = status === "open" ? lobby.rooms : initial.rooms;

  useEffect(() => {
    if (joinError) setToast(t(raceErrorKey(joinError.code, "joinRequest")));
  }, [joinError, t]);

  const onJoin = (roomId: string) => {
    if (!user) {
      setLoginOpen(true);
      return false;
    }
    if (status !== "open") return false;
    send({ type: "joinRequest", roomId });
    return true;
  };

  return (
    <div className="stack races-page">
      <div className="page-head">
        <div>
          <h1>{t("races.title")}</h1>
          <p className="lead">{t("races.lead")}</p>
        </div>
        {/* It opens a dialog, which needs the hydrated page: until then it says it is not ready. */}
        <ClientButton className="button" data-testid="create-room" onClick={() => (user ? setLanguageOpen(true) : setLoginOpen(true))}>
          {t("races.create")}
        </ClientButton>
      </div>
      <section className="card">
        {/* A signed-in learner's request goes over the lobby's socket: Join waits until it is open. */}
        <RoomsTable rooms={rooms} onJoin={onJoin} you={user?.id ?? null} joinable={!user || status === "open"} />
      </section>
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
      <LoginRequiredDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
      {toast ? <Toast tone="warning" message={toast} onDone={() => setToast(null)} /> : null}
    </div>
  );
}
