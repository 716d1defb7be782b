// The teacher's projector view of a class race (issue 31 §2, ADR 042), made for 1920 × 1080: big lanes
// with the class's short names and live progress, the countdown, the clock, the podium at the end and
// "Next round" (a new text for the class's level). The teacher hosts and watches; they are no player.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { CancelClassRace } from "~/components/class-race/cancel-race";
import { ClassLanes, ClassPodium } from "~/components/class-race/class-lanes";
import { podium, projectorColumns } from "~/core/classes/class-race";
import { CLASS_RACE_CAPACITY, RACE_MS } from "~/core/races/race-rules";
import { resultsOrder } from "~/core/races/room-view";
import { RoomIdSchema } from "~/core/races/protocol";
import { createDb } from "~/db/client.server";
import { useNow } from "~/hooks/use-now";
import { useRoom } from "~/hooks/use-room";
import { useTranslation } from "~/hooks/use-translation";
import { ownClass } from "~/models/classes/classes.server";
import { classRaceRow } from "~/models/classes/class-races.server";
import { pageTitle } from "~/utils/meta";
import { requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import racesStyles from "~/styles/races.css?url";
import styles from "~/styles/class-race.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: racesStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "teacher.race.title");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const notFound = requestTranslator(request)("teacher.class.notFound");
  const found = await ownClass(db, teacher, params.classId, notFound);
  const roomId = RoomIdSchema.safeParse(params.roomId);
  const row = roomId.success ? await classRaceRow(db, roomId.data) : null;
  if (!row || row.classId !== found.id) throw new Response(notFound, { status: 404 });
  return { classId: found.id, className: found.name, roomId: row.id };
}

/** A new round is a new room: the view starts afresh (its socket and folded state) for each. */
export default function ProjectorPage() {
  const data = useLoaderData<typeof loader>();
  return <ProjectorView key={data.roomId} {...data} />;
}

function ProjectorView({ classId, className, roomId }: { classId: number; className: string; roomId: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { room, send, status, error } = useRoom(roomId, undefined, undefined, { autoJoin: false });
  const view = room.room;
  const racing = view?.status === "racing";
  const now = useNow(250, racing) + room.clockOffset;
  const players = view?.players ?? [];
  const startsAt = view?.startsAt ?? null;
  const counting = racing && startsAt !== null && now < startsAt;
  const leftMs = view?.deadline ? Math.max(0, Math.min(RACE_MS, view.deadline - now)) : RACE_MS;
  const finished = view?.status === "finished";
  const ordered = finished ? resultsOrder(players) : players;

  return (
    <div className="class-race class-race--projector" data-testid="class-race-projector">
      <header className="class-race__head">
        <div>
          <h1>{t("teacher.race.title")}</h1>
          <p className="muted">{className}</p>
        </div>
        <div className="class-race__actions">
          <span className="class-race__count" data-testid="class-race-count">
            {t("teacher.race.joined", { count: players.length, limit: CLASS_RACE_CAPACITY })}
          </span>
          {racing && !counting ? (
            <span className="class-race__clock" role="timer" data-testid="class-race-clock">
              {t("teacher.race.timeLeft", { s: Math.ceil(leftMs / 1000) })}
            </span>
          ) : null}
          {view?.status === "waiting" ? (
            <button
              type="button"
              className="button"
              disabled={players.length === 0}
              onClick={() => send({ type: "startGame", roomId })}
              data-testid="class-race-start"
            >
              {t("teacher.race.start")}
            </button>
          ) : null}
          {view?.status === "waiting" ? <CancelClassRace onCancel={() => send({ type: "deleteRoom", roomId })} /> : null}
          {finished ? (
            <Form method="post" action={`/teacher/classes/${classId}/races`}>
              <input type="hidden" name="from" value={roomId} />
              <button type="submit" className="button" disabled={navigation.state !== "idle"} data-testid="class-race-next">
                {t("teacher.race.next")}
              </button>
            </Form>
          ) : null}
          <Link to={`/teacher/classes/${classId}`} className="button button--ghost">
            {t("teacher.race.back")}
          </Link>
        </div>
      </header>
      {status !== "open" && !view ? <p className="muted">{t("teacher.race.connecting")}</p> : null}
      {error?.for === "startGame" ? (
        <p className="notice notice--error" role="alert">
          {t("teacher.race.refused", { reason: error.code === "too_few_players" ? t("teacher.race.empty") : error.code })}
        </p>
      ) : null}
      {view?.status === "cancelled" ? (
        <p className="notice notice--warning" role="status" data-testid="class-race-cancelled">
          {room.ended?.reason === "expired" ? t("teacher.race.expired") : t("teacher.race.cancelled")}
        </p>
      ) : null}
      {counting ? (
        <p className="class-race__countdown" role="status" data-testid="class-race-countdown">
          {t("teacher.race.startsIn", { s: Math.ceil((startsAt - now) / 1000) })}
        </p>
      ) : null}
      {finished ? <ClassPodium players={podium(players)} title={t("teacher.race.podium")} /> : null}
      {view && players.length === 0 ? <p className="muted">{t("teacher.race.empty")}</p> : null}
      {players.length > 0 ? <ClassLanes players={ordered} columns={projectorColumns(players.length)} label={t("teacher.race.title")} /> : null}
    </div>
  );
}
