import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useRef, useState } from "react";
import { NoticeDialog } from "~/components/races/notice-dialog";
import { RaceLanes } from "~/components/races/race-lanes";
import { RaceResults } from "~/components/races/race-results";
import { RaceTyping } from "~/components/races/race-typing";
import { RoomChat } from "~/components/races/room-chat";
import { TimeDonut } from "~/components/races/time-donut";
import { cpm, testWpm } from "~/core/typing/metrics";
import { RoomIdSchema } from "~/core/races/protocol";
import { lanesWithYou, RACE_MS, wordsOfText } from "~/core/races/race-rules";
import { catchUpReports, type ReportLog } from "~/core/races/race-typing";
import { isMemberOf } from "~/core/races/room-view";
import { useNow } from "~/hooks/use-now";
import { useRoom } from "~/hooks/use-room";
import { clearRoomChat, useRoomChat } from "~/hooks/use-room-chat";
import { useTranslation } from "~/hooks/use-translation";
import { requireSubscribedUser } from "~/utils/subscription.server";
import { pageTitle } from "~/utils/meta";
import racesStyles from "~/styles/races.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: racesStyles }];
export const meta: MetaFunction = (args) => pageTitle(args, "race.title");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireSubscribedUser(request, context.cloudflare.env, "/text");
  const roomId = RoomIdSchema.safeParse(params.roomId);
  if (!roomId.success) throw new Response("Not found", { status: 404 });
  return { roomId: roomId.data };
}

export default function RacePage() {
  const { roomId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chat = useRoomChat(roomId);
  // Every word this page reported, so that a room back from a crash gets what it lost (ADR 021).
  const reports = useRef<ReportLog>({ typed: [], words: 0, done: false });
  const { room, send, status } = useRoom(
    roomId,
    (m) => chat.add({ userId: m.user.id, name: m.user.name, image: m.user.image, message: m.message, at: m.at }),
    ({ room: state, you }, sendFrame) => {
      const mine = state.players.find((p) => p.id === you);
      if (state.status !== "racing" || state.text === null || !mine || mine.left) return;
      for (const frame of catchUpReports(roomId, mine.words, mine.place > 0, reports.current, wordsOfText(state.text).length)) sendFrame(frame);
    },
  );
  const report = (words: number, typed: readonly string[], done: boolean) => {
    const log = reports.current;
    for (let i = 0; i < typed.length; i++) log.typed[words - typed.length + i] = typed[i];
    log.words = words;
    log.done = done;
  };
  const [mine, setMine] = useState({ words: 0, chars: 0, accuracy: 0, doneAt: null as number | null });
  const [dismissed, setDismissed] = useState<string[]>([]);
  const view = room.room;
  const running = view?.status === "racing";
  const now = useNow(250, running);
  const serverNow = now + room.clockOffset;
  const me = view?.players.find((p) => p.id === room.you) ?? null;
  const startsAt = view?.startsAt ?? null;
  const deadline = view?.deadline ?? null;
  const open = running && startsAt !== null && serverNow >= startsAt;
  const timeUp = deadline !== null && serverNow >= deadline;
  const finished = (me?.place ?? 0) > 0 || mine.doneAt !== null;
  const elapsed = startsAt === null ? 0 : Math.min(RACE_MS, Math.max(0, (mine.doneAt ?? serverNow) - startsAt));
  const leave = () => {
    clearRoomChat(roomId);
    navigate("/races");
  };
  const modal = (key: string, when: boolean) => when && !dismissed.includes(key);
  const dismiss = (key: string) => setDismissed((d) => [...d, key]);

  return (
    <div className="race-layout" data-testid="race-page">
      <section className="card race-main">
        <div className="page-head">
          <h1>{t("race.title")}</h1>
          <TimeDonut
            leftMs={deadline === null ? RACE_MS : Math.max(0, Math.min(RACE_MS, deadline - serverNow))}
            totalMs={RACE_MS}
            wpm={testWpm(mine.chars, elapsed)}
            cpm={cpm(mine.chars, elapsed)}
          />
        </div>
        {status !== "open" && view ? <p className="notice notice--warning">{t("race.reconnecting")}</p> : null}
        {running && startsAt !== null && !open ? (
          <p className="countdown" role="status" data-testid="countdown">
            {t("race.startsIn", { s: Math.ceil((startsAt - serverNow) / 1000) })}
          </p>
        ) : null}
        {view ? (
          <RaceLanes players={lanesWithYou(view, room.you, mine.words)} you={room.you} running={running} />
        ) : (
          <p className="muted">{t("races.connecting")}</p>
        )}
        {view?.text && me ? (
          <RaceTyping
            key={view.text}
            text={view.text}
            resumeAt={me.words}
            enabled={open && !timeUp && !finished && !me.left}
            onProgress={(words, chars, typed) => {
              setMine((m) => ({ ...m, words, chars }));
              report(words, typed, false);
              send({ type: "write", roomId, words, typed });
            }}
            onDone={(accuracy, chars, typed) => {
              const at = Date.now() + room.clockOffset;
              setMine((m) => ({ ...m, chars, accuracy, doneAt: at }));
              report(wordsOfText(view.text!).length, typed, true);
              // The room judges the words and computes WPM and accuracy itself.
              send({ type: "finishPlayer", roomId, typed });
            }}
          />
        ) : null}
        <button type="button" className="button button--ghost" onClick={leave}>
          {t("race.backToRaces")}
        </button>
      </section>
      <RoomChat
        lines={chat.lines}
        historyLength={chat.historyLength}
        you={room.you}
        collapsible
        onSend={(message) => send({ type: "chatRoomMessage", roomId, message })}
      />

      <NoticeDialog
        open={modal("finish", (me?.place ?? 0) > 0 && room.ended === null)}
        title={t("race.finishTitle")}
        onClose={() => dismiss("finish")}
        testId="finish-modal"
      >
        <p>{t("race.finishBody", { place: me?.place ?? 0, wpm: me?.wpm ?? 0, accuracy: mine.accuracy })}</p>
        {room.earned ? (
          <p className="notice" data-testid="race-points">
            {t("lessons.pointsEarned", { points: room.earned })}
          </p>
        ) : null}
      </NoticeDialog>
      <NoticeDialog
        open={modal("timeUp", timeUp && !finished && room.ended === null)}
        title={t("race.timeUpTitle")}
        onClose={() => dismiss("timeUp")}
        testId="time-up-modal"
      >
        <p>{t("race.timeUpBody")}</p>
      </NoticeDialog>
      <NoticeDialog
        open={modal("ended", room.ended !== null && room.ended.reason !== "cancelled" && room.ended.reason !== "expired")}
        title={room.ended?.reason === "allFinished" ? t("race.allFinished") : t("race.overTitle")}
        onClose={() => dismiss("ended")}
        testId="race-over-modal"
      >
        {view ? <RaceResults players={view.players} /> : null}
        {room.earned ? (
          <p className="notice" data-testid="race-over-points">
            {t("lessons.pointsEarned", { points: room.earned })}
          </p>
        ) : null}
      </NoticeDialog>
      <NoticeDialog open={view?.status === "cancelled"} title={t("races.cancelled")} onClose={leave} testId="room-cancelled" />
      <NoticeDialog open={view !== null && room.you !== null && !isMemberOf(room)} title={t("races.notJoined")} onClose={leave} testId="not-joined" />
    </div>
  );
}
