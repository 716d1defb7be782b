// /admin/prize-races/new and /admin/prize-races/:id — the race form (create, or edit before the start),
// and for a race that exists its results: replay, disqualify, confirm a held result (ADR 033).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PrizeRaceForm, type PrizeRaceDefaults } from "~/components/admin/prize-race-form";
import { PrizeResults } from "~/components/admin/prize-results";
import { PrizeResultActionSchema } from "~/core/admin/admin-prize-results";
import { adminPrizeResults, confirmHeldResult, disqualifyResult } from "~/models/admin/admin-prize-results.server";
import { prizeRaceObject, tellPrizeRaceObject } from "~/models/races/prize-live.server";
import type { MessageKey } from "~/i18n";
import certificateStyles from "~/styles/certificate.css?url";
import prizeStyles from "~/styles/prize.css?url";
import { PRIZE_RACE_FORM_BODY_LIMIT, PrizeRaceFormSchema } from "~/core/admin/admin-content";
import { defaultRange, ubDayAndTime } from "~/core/admin/date-range";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { saveAdminImage } from "~/models/admin/admin-images.server";
import { adminRace, createPrizeRace, updatePrizeRace } from "~/models/admin/admin-prize-races.server";
import { adminForm, idOf } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.prizeRaces");
// The results' replay is the certificate's player, with its styles.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: prizeStyles },
  { rel: "stylesheet", href: certificateStyles },
];

function notFound() {
  return new Response("Not found", { status: 404 });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  if (params.raceId === "new") {
    const { start, end } = defaultRange(Date.now());
    const defaults: PrizeRaceDefaults = {
      name: "",
      language: "mn",
      startDay: start,
      startTime: "09:00",
      endDay: end,
      endTime: "21:00",
      minPoint: 0,
      maxPoint: 5000,
      limitWpm: 120,
      texts: "",
      image: null,
    };
    return { id: null, phase: "upcoming" as const, defaults, standings: null };
  }
  const id = idOf(params.raceId);
  const race = id === null ? null : await adminRace(createDb(env.DB), id);
  if (!race) throw notFound();
  const start = ubDayAndTime(race.startAt);
  const end = ubDayAndTime(race.endAt);
  const defaults: PrizeRaceDefaults = {
    name: race.name,
    language: race.language,
    startDay: start.day,
    startTime: start.time,
    endDay: end.day,
    endTime: end.time,
    minPoint: race.minPoint,
    maxPoint: race.maxPoint,
    limitWpm: race.limitWpm,
    texts: race.texts.join("\n\n"),
    image: race.image,
  };
  return { id: race.id, phase: race.phase, defaults, standings: await adminPrizeResults(createDb(env.DB), race.id) };
}

const FIELD_OF = { startPassed: "startDay", textTaken: "texts" } as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env, { maxBytes: PRIZE_RACE_FORM_BODY_LIMIT });
  const id = params.raceId === "new" ? null : idOf(params.raceId);
  if (params.raceId !== "new" && id === null) throw notFound();
  if (id !== null && (formData.get("intent") === "disqualify" || formData.get("intent") === "confirm")) return resultAction(env, admin, id, formData);
  const submission = parseWithZod(formData, { schema: PrizeRaceFormSchema });
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  let image: string | null = null;
  const file = formData.get("image");
  if (submission.value.image && file instanceof File) {
    const saved = await saveAdminImage(env, "prize", file);
    if (!saved.ok) {
      const message = saved.reason === "too_large" ? "content.error.imageTooBig" : "content.error.notImage";
      return data({ lastResult: submission.reply({ fieldErrors: { image: [message] } }) }, { status: saved.reason === "too_large" ? 413 : 415 });
    }
    image = saved.url;
  }
  const db = createDb(env.DB);
  const done = id === null ? await createPrizeRace(db, admin, submission.value, image) : await updatePrizeRace(db, admin, id, submission.value, image);
  if (!done.ok) {
    if (done.reason === "missing") throw notFound();
    const reply =
      done.reason === "started"
        ? submission.reply({ formErrors: ["content.error.started"] })
        : submission.reply({ fieldErrors: { [FIELD_OF[done.reason]]: [`content.error.${done.reason}`] } });
    return data({ lastResult: reply }, { status: done.reason === "started" ? 409 : 400 });
  }
  return redirect(`/admin/prize-races?saved=${id === null ? "created" : "updated"}`);
}

const notice = (ok: boolean, key: MessageKey) => ({ notice: { ok, key } });

/** Disqualify a result, or confirm a held one by hand; the live board hears of either at once. */
async function resultAction(env: Env, admin: Awaited<ReturnType<typeof adminForm>>["admin"], raceId: number, formData: FormData) {
  const parsed = PrizeResultActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data(notice(false, "admin.error.id"), { status: 400 });
  const db = createDb(env.DB);
  if (parsed.data.intent === "disqualify") {
    const done = await disqualifyResult(db, admin, raceId, parsed.data.userId);
    if (!done.ok) return data(notice(false, "admin.prizeResults.missing"), { status: 404 });
    await prizeRaceObject(env, raceId).resultRemoved(raceId);
    return notice(true, "admin.prizeResults.disqualified");
  }
  const done = await confirmHeldResult(db, admin, raceId, parsed.data.challengeId);
  if (!done.ok) {
    if (done.reason === "closed") return data(notice(false, "admin.prizeResults.closed"), { status: 409 });
    return data(notice(false, "admin.prizeResults.missing"), { status: 404 });
  }
  if (done.counted) await tellPrizeRaceObject(env, done.counted);
  return notice(true, "admin.prizeResults.confirmed");
}

export default function AdminPrizeRace() {
  const { id, phase, defaults, standings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const readOnly = phase !== "upcoming";
  return (
    <section className="stack" data-testid="admin-prize-race">
      <header>
        <p>
          <Link to="/admin/prize-races">← {t("admin.nav.prizeRaces")}</Link>
        </p>
        <h1>{id === null ? t("race.admin.new") : `${t("race.admin.edit")} #${id}`}</h1>
        {readOnly ? <p className="lead">{t("race.admin.readOnly")}</p> : null}
      </header>
      <div className="card">
        <PrizeRaceForm key={id ?? "new"} defaults={defaults} lastResult={result && "lastResult" in result ? result.lastResult : null} readOnly={readOnly} />
      </div>
      {result && "notice" in result ? (
        <p role={result.notice.ok ? "status" : "alert"} className={result.notice.ok ? "notice" : "form-error"} data-testid="admin-result-notice">
          {t(result.notice.key)}
        </p>
      ) : null}
      {standings ? <PrizeResults results={standings.results} held={standings.held} canConfirm={phase === "open"} /> : null}
    </section>
  );
}
