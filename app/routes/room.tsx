import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { JoinRequestDialog } from "~/components/races/join-request-dialog";
import { useLobby } from "~/components/races/lobby-provider";
import { ConfirmDialog, NoticeDialog } from "~/components/races/notice-dialog";
import { OnlineUsers } from "~/components/races/online-users";
import { raceErrorKey } from "~/components/races/race-errors";
import { RoomChat } from "~/components/races/room-chat";
import { RoomPlayers } from "~/components/races/room-players";
import { Toast } from "~/components/ui/toast";
import { RoomIdSchema } from "~/core/races/protocol";
import { MIN_PLAYERS_TO_START, ROOM_CAPACITY } from "~/core/races/race-rules";
import { invitable, isHost } from "~/core/races/room-view";
import { useRoom } from "~/hooks/use-room";
import { clearRoomChat, useRoomChat } from "~/hooks/use-room-chat";
import { useTranslation } from "~/hooks/use-translation";
import { roomOfUser } from "~/models/races/lobby-shards.server";
import { requireSubscribedUser } from "~/utils/subscription.server";
import { pageTitle } from "~/utils/meta";
import racesStyles from "~/styles/races.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: racesStyles }];
export const meta: MetaFunction = (args) => pageTitle(args, "room.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireSubscribedUser(request, env, "/text");
  const asked = RoomIdSchema.safeParse(new URL(request.url).searchParams.get("roomId"));
  return { roomId: asked.success ? asked.data : await roomOfUser(env, user.id) };
}

export default function RoomPage() {
  const { roomId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chat = useRoomChat(roomId);
  const { room, send, error, clearError, answered } = useRoom(roomId, (m) =>
    chat.add({ userId: m.user.id, name: m.user.name, image: m.user.image, message: m.message, at: m.at }),
  );
  const { lobby } = useLobby();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const view = room.room;
  const host = isHost(room);

  // SPEC: the start event moves everyone to the race screen.
  useEffect(() => {
    if (view?.status === "racing" && roomId) navigate(`/race/${roomId}`);
  }, [view?.status, roomId, navigate]);
  useEffect(() => {
    const name = room.declined[room.declined.length - 1];
    if (name) setToast(t("races.declined", { player: name }));
  }, [room.declined, t]);
  useEffect(() => {
    if (error && error.for !== "joinRoom") setToast(t(raceErrorKey(error.code, error.for)));
  }, [error, t]);

  const goBack = () => {
    if (roomId) clearRoomChat(roomId);
    navigate("/races");
  };
  const leave = () => {
    if (!roomId) return;
    if (host) return setConfirmOpen(true);
    send({ type: "leaveRoom", roomId });
    goBack();
  };

  if (!roomId) return <NoticeDialog open title={t("races.noRoom")} onClose={() => navigate("/beginner")} testId="no-room" />;
  const request = host ? (room.requests[0] ?? null) : null;
  const cancelled = room.ended !== null && view?.status === "cancelled" && !host;

  return (
    <div className="room-layout" data-testid={host ? "room-host" : "room-joiner"}>
      <div className="stack">
        <section className="card">
          <div className="page-head">
            <div>
              <h1>{t("room.title")}</h1>
              <p className="muted">
                {t("room.roomId")}:{" "}
                <strong className="mono" data-testid="room-id">
                  {roomId}
                </strong>
              </p>
            </div>
            <p className="count" data-testid="room-count">
              {t("room.count", { n: view?.players.length ?? 0 })}
            </p>
          </div>
          {view ? <RoomPlayers room={view} you={room.you} /> : <p className="muted">{t("races.connecting")}</p>}
          <div className="room-actions">
            {host ? (
              <>
                <button
                  type="button"
                  className="button"
                  data-testid="start-race"
                  disabled={(view?.players.length ?? 0) < MIN_PLAYERS_TO_START}
                  onClick={() => send({ type: "startGame", roomId })}
                >
                  {t("room.start")}
                </button>
                {(view?.players.length ?? 0) < MIN_PLAYERS_TO_START ? <span className="muted">{t("room.startHint")}</span> : null}
              </>
            ) : (
              <span className="muted">{t("room.waitingHost")}</span>
            )}
            <button type="button" className="button button--ghost" data-testid="leave-room" onClick={leave}>
              {host ? t("room.cancelRoom") : t("room.leave")}
            </button>
          </div>
        </section>
        <RoomChat
          lines={chat.lines}
          historyLength={chat.historyLength}
          you={room.you}
          collapsible
          startOpen
          onSend={(message) => send({ type: "chatRoomMessage", roomId, message })}
        />
      </div>
      <OnlineUsers
        users={(search) => invitable(lobby.online, view, room.you, search)}
        canInvite={host && (view?.players.length ?? 0) < ROOM_CAPACITY}
        invited={room.invited}
        onInvite={(userId) => send({ type: "inviteTo", roomId, userId })}
      />
      <JoinRequestDialog
        request={request}
        onAnswer={(accept) => {
          if (!request) return;
          answered(request.user.id);
          send({ type: accept ? "acceptJoinRequest" : "declineJoinRequest", roomId, userId: request.user.id });
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        body={t("races.confirmCancelBody")}
        onNo={() => setConfirmOpen(false)}
        onYes={() => {
          send({ type: "deleteRoom", roomId });
          goBack();
        }}
        testId="confirm-cancel"
      />
      <NoticeDialog open={cancelled} title={t("races.cancelled")} onClose={goBack} testId="room-cancelled" />
      <NoticeDialog
        open={error?.for === "joinRoom"}
        title={error ? t(raceErrorKey(error.code, error.for)) : ""}
        onClose={() => {
          clearError();
          goBack();
        }}
        testId="not-joined"
      />
      {toast ? <Toast tone="info" message={toast} onDone={() => setToast(null)} /> : null}
    </div>
  );
}
