import { redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { raceLanguageFromSegment } from "~/core/races/race-rules";
import { useTranslation } from "~/hooks/use-translation";
import { openRoom } from "~/models/races/rooms.server";
import { requireSubscribedUser } from "~/utils/subscription.server";
import { pageTitle } from "~/utils/meta";
import racesStyles from "~/styles/races.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: racesStyles }];
export const meta: MetaFunction = (args) => pageTitle(args, "races.createTitle");

/** After this long the wrong-language notice sends the user back to /races by itself. */
const WRONG_LANGUAGE_MS = 3_000;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireSubscribedUser(request, context.cloudflare.env, "/text");
  return { language: raceLanguageFromSegment(params.lang ?? "") };
}

// Creating is a POST (a GET that prefetching could trigger must not make rooms).
export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireSubscribedUser(request, env, "/text");
  const language = raceLanguageFromSegment(params.lang ?? "");
  if (!language) return redirect("/races");
  const { roomId } = await openRoom(env, user, language);
  return redirect(`/room?roomId=${encodeURIComponent(roomId)}`);
}

export default function CreateRacePage() {
  const { language } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const navigate = useNavigate();
  useEffect(() => {
    if (language && fetcher.state === "idle" && fetcher.data === undefined) fetcher.submit(null, { method: "post" });
  }, [language, fetcher]);
  useEffect(() => {
    if (language) return;
    const timer = setTimeout(() => navigate("/races"), WRONG_LANGUAGE_MS);
    return () => clearTimeout(timer);
  }, [language, navigate]);

  if (!language) {
    return (
      <Dialog open onClose={() => navigate("/races")} title={t("races.wrongLanguage")} testId="wrong-language">
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => navigate("/races")}>
            {t("races.ok")}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <p className="centered-note" role="status">
      <span className="spinner spinner--small" aria-hidden="true" /> {t("races.creating")}
    </p>
  );
}
