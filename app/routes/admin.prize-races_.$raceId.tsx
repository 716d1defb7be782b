// /admin/prize-races/new and /admin/prize-races/:id — the race form (create, or edit before the start).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PrizeRaceForm, type PrizeRaceDefaults } from "~/components/admin/prize-race-form";
import { PRIZE_RACE_FORM_BODY_LIMIT, PrizeRaceFormSchema } from "~/core/admin/admin-content";
import { defaultRange, ubDayAndTime } from "~/core/admin/date-range";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { saveAdminImage } from "~/models/admin-images.server";
import { adminRace, createPrizeRace, updatePrizeRace } from "~/models/admin-prize-races.server";
import { adminForm, idOf } from "~/utils/admin-forms.server";
import { pageTitle } from "~/utils/meta";
import { requireAdmin } from "~/utils/roles.server";

export const meta: MetaFunction = (args) => pageTitle(args, "admin.nav.prizeRaces");

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
    return { id: null, phase: "upcoming" as const, defaults };
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
  return { id: race.id, phase: race.phase, defaults };
}

const FIELD_OF = { startPassed: "startDay", textTaken: "texts" } as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { admin, formData } = await adminForm(request, env, { maxBytes: PRIZE_RACE_FORM_BODY_LIMIT });
  const id = params.raceId === "new" ? null : idOf(params.raceId);
  if (params.raceId !== "new" && id === null) throw notFound();
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

export default function AdminPrizeRace() {
  const { id, phase, defaults } = useLoaderData<typeof loader>();
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
        <PrizeRaceForm key={id ?? "new"} defaults={defaults} lastResult={result?.lastResult ?? null} readOnly={readOnly} />
      </div>
    </section>
  );
}
