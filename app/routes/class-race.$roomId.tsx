// A student's class race (issue 31 §2, ADR 042), made for a phone: join while the race is open, type,
// see the leaders and your own lane, your place at the end; late comers watch. Only the class's active
// students may open it (404 for anyone else; the race's object checks again when the socket opens).
// No plan is needed: a class race is a class activity.
import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ClassLanes, ClassPodium } from "~/components/class-race/class-lanes";
import { RaceTyping } from "~/components/races/race-typing";
import { lanesForStudent, podium } from "~/core/classes/class-race";
import { RoomIdSchema } from "~/core/races/protocol";
import { lanesWithYou, wordsOfText } from "~/core/races/race-rules";
import { catchUpReports, type ReportLog } from "~/core/races/race-typing";
import { isMemberOf } from "~/core/races/room-view";
import { createDb } from "~/db/client.server";
import { useNow } from "~/hooks/use-now";
import { useRoom } from "~/hooks/use-room";
import { useTranslation } from "~/hooks/use-translation";
import { classLiveRole } from "~/models/classes/class-live.server";
import { classRaceRow } from "~/models/classes/class-races.server";
import { requireUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import racesStyles from "~/styles/races.css?url";
import styles from "~/styles/class-race.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: racesStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "classRace.title");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const db = createDb(env.DB);
  const roomId = RoomIdSchema.safeParse(params.roomId);
  const row = roomId.success ? await classRaceRow(db, roomId.data) : null;
  const role = row ? await classLiveRole(db, row.classId, user.id) : null;
  if (row && role === "teacher") throw redirect(`/teacher/classes/${row.classId}/race/${row.id}`);
  if (!row || role !== "student") throw new Response("Not found", { status: 404 });
  return { roomId: row.id };
}

export default function ClassRacePage() {
  const { roomId } = useLoaderData<typeof loader>();
  return <ClassRaceView key={roomId} roomId={roomId} />;
}

function ClassRaceView({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Every word this page reported, so that a room back from a crash gets what it lost (ADR 021).
  const reports = useRef<ReportLog>({ typed: [], words: 0, done: false });
  const { room, send, status, error } = useRoom(roomId, undefined, ({ room: state, you }, sendFrame) => {
    const mine = state.players.find((p) => p.id === you);
    if (state.status !== "racing" || state.text === null || !mine || mine.left) return;
    for (const frame of catchUpReports(roomId, mine.words, mine.place > 0, reports.current, wordsOfText(state.text).length)) sendFrame(frame);
  });
  const [typedWords, setTypedWords] = useState(0);
  const view = room.room;
  const racing = view?.status === "racing";
  const now = useNow(250, racing) + room.clockOffset;
  const me = view?.players.find((p) => p.id === room.you) ?? null;
  const member = isMemberOf(room);
  const startsAt = view?.startsAt ?? null;
  const counting = racing && startsAt !== null && now < startsAt;
  const open = racing && startsAt !== null && now >= startsAt && (view?.deadline ?? 0) > now;
  const finished = view?.status === "finished";

  // The teacher opened the next round: go there.
  useEffect(() => {
    if (room.next) navigate(`/class-race/${room.next}`);
  }, [room.next, navigate]);

  const report = (words: number, typed: readonly string[], done: boolean) => {
    const log = reports.current;
    for (let i = 0; i < typed.length; i++) log.typed[words - typed.length + i] = typed[i];
    log.words = words;
    log.done = done;
  };

  return (
    <div className="class-race card" data-testid="class-race">
      <header className="class-race__head">
        <h1>{t("classRace.title")}</h1>
        {view ? <span className="muted">{t("classRace.count", { count: view.players.length })}</span> : null}
      </header>
      {!view ? <p className="muted">{t("classRace.connecting")}</p> : null}
      {view && status !== "open" ? <p className="notice notice--warning">{t("classRace.reconnecting")}</p> : null}
      {error?.code === "room_full" ? <p className="notice notice--warning">{t("classRace.full")}</p> : null}
      {view?.status === "waiting" && member ? (
        <p className="notice" role="status" data-testid="class-race-waiting">
          {t("classRace.waiting")}
        </p>
      ) : null}
      {view && !member && view.status !== "waiting" && view.status !== "cancelled" ? (
        <p className="notice" role="status" data-testid="class-race-watching">
          {t("classRace.watching")}
        </p>
      ) : null}
      {view?.status === "cancelled" ? (
        <p className="notice notice--warning" role="status" data-testid="class-race-cancelled">
          {room.ended?.reason === "expired" ? t("classRace.expired") : t("classRace.cancelled")}
        </p>
      ) : null}
      {counting ? (
        <p className="class-race__countdown" role="status" data-testid="class-race-countdown">
          {t("classRace.startsIn", { s: Math.ceil((startsAt - now) / 1000) })}
        </p>
      ) : null}
      {view?.text && me && racing ? (
        <RaceTyping
          key={view.text}
          text={view.text}
          resumeAt={me.words}
          enabled={open && me.place === 0 && !me.left}
          onProgress={(words, _chars, typed) => {
            setTypedWords(words);
            report(words, typed, false);
            send({ type: "write", roomId, words, typed });
          }}
          onDone={(_accuracy, _chars, typed) => {
            report(wordsOfText(view.text!).length, typed, true);
            send({ type: "finishPlayer", roomId, typed });
          }}
        />
      ) : null}
      {finished && me ? (
        <p className="notice" role="status" data-testid="class-race-result">
          {me.place > 0 ? t("classRace.yourPlace", { place: me.place, wpm: me.wpm }) : t("classRace.notFinished")}
        </p>
      ) : null}
      {finished ? <ClassPodium players={podium(view.players)} title={t("classRace.podium")} /> : null}
      {view && view.players.length > 0 && view.status !== "cancelled" ? (
        <ClassLanes players={lanesForStudent(lanesWithYou(view, room.you, typedWords), room.you)} you={room.you} label={t("classRace.title")} />
      ) : null}
      {finished ? <p className="muted">{t("classRace.nextSoon")}</p> : null}
      <Link to="/profile#my-classes" data-testid="class-race-back">
        {t("classRace.back")}
      </Link>
    </div>
  );
}
