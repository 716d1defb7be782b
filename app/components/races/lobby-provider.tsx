// The lobby socket for the whole app: presence, the live room list, invitations (on any screen) and
// join requests. Signed-in users are always connected; guests only while they look at /races.
import { useLocation, useNavigate } from "@remix-run/react";
import { createContext, useCallback, useContext, useMemo, useReducer, useState, type ReactNode } from "react";
import type { Notification } from "~/core/social/notifications";
import type { ErrorCode, LobbyClientMessage, LobbyServerMessage } from "~/core/races/protocol";
import { applyLobbyFrame, emptyClientLobby, type ClientLobby } from "~/core/races/room-view";
import { useCurrentUser } from "~/hooks/use-current-user";
import { useSocket, type SocketStatus } from "~/hooks/use-socket";
import { paymentRequiredTarget } from "~/utils/payment-required";
import { publishNotification } from "~/components/social/notification-feed";

export interface Invitation {
  roomId: string;
  from: string;
  fromId: number;
  /** Local clock time when the 6-second notice ends. */
  until: number;
}

interface LobbyContextValue {
  lobby: ClientLobby;
  status: SocketStatus | "off";
  send: (message: LobbyClientMessage) => void;
  invitation: Invitation | null;
  answerInvitation: (accept: boolean) => void;
  /** The last refusal of a join request, for the rooms list to show. */
  joinError: { code: ErrorCode; at: number } | null;
  /** The latest notification pushed live (the bell and the profile's friends list listen). */
  lastNotification: Notification | null;
}

const LobbyContext = createContext<LobbyContextValue | null>(null);

export function useLobby(): LobbyContextValue {
  const value = useContext(LobbyContext);
  if (!value) throw new Error("useLobby outside LobbyProvider");
  return value;
}

export function LobbyProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [lobby, fold] = useReducer(applyLobbyFrame, undefined, emptyClientLobby);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [joinError, setJoinError] = useState<LobbyContextValue["joinError"]>(null);
  const [lastNotification, setLastNotification] = useState<Notification | null>(null);
  const path = user || location.pathname === "/races" ? "/ws/lobby" : null;

  const onMessage = useCallback(
    (msg: LobbyServerMessage) => {
      fold(msg);
      if (msg.type === "inviteGame") {
        // The server sends these only to their addressee; the id check keeps a stale tab honest too.
        if (user && msg.to === user.id)
          setInvitation({ roomId: msg.roomId, from: msg.from, fromId: msg.fromId, until: Date.now() + Math.max(0, msg.expiresAt - Date.now()) });
      } else if (msg.type === "acceptedRequest") {
        navigate(`/room?roomId=${encodeURIComponent(msg.roomId)}`);
      } else if (msg.type === "notify") {
        setLastNotification(msg.notification);
        publishNotification(msg.notification);
      } else if (msg.type === "error" && msg.for === "joinRequest" && msg.code === "payment_required") {
        // SPEC §6: joining a room needs a plan; /text says so (ADR 016).
        const target = paymentRequiredTarget("roomLobby");
        if (target !== "modal") navigate(target);
      } else if (msg.type === "error" && msg.for === "joinRequest") {
        setJoinError({ code: msg.code, at: Date.now() });
      }
    },
    [navigate, user],
  );
  const { send, status } = useSocket("lobby", path, onMessage);

  const answerInvitation = useCallback(
    (accept: boolean) => {
      if (!invitation) return;
      setInvitation(null);
      if (accept) navigate(`/room?roomId=${encodeURIComponent(invitation.roomId)}`);
      else send({ type: "ignoreRoom", roomId: invitation.roomId });
    },
    [invitation, navigate, send],
  );

  const value = useMemo<LobbyContextValue>(
    () => ({ lobby, status: path ? status : "off", send, invitation, answerInvitation, joinError, lastNotification }),
    [lobby, path, status, send, invitation, answerInvitation, joinError, lastNotification],
  );
  return <LobbyContext.Provider value={value}>{children}</LobbyContext.Provider>;
}
