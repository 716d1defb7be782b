// The lobby socket itself (ADR 045 §9): the frames folded into the room list, invitations, accepted
// join requests, live notifications. Its own chunk, which LobbyProvider mounts after hydration only
// where there is a socket to open (a signed-in learner, or anyone on /races): a guest's first load of /
// does not carry the list's reducer or the socket hook.
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import type { Notification } from "~/core/social/notifications";
import type { LobbyServerMessage } from "~/core/races/protocol";
import { applyLobbyFrame, emptyClientLobby } from "~/core/races/room-view";
import { useSocket } from "~/hooks/use-socket";
import { paymentRequiredTarget } from "~/utils/payment-required";
import { publishLobbyOpen, publishNotification } from "~/components/social/notification-feed";
import type { Invitation, LobbyContextValue } from "./lobby-provider";

/** Renders nothing: it hands the live lobby to LobbyProvider through `onChange` (null once it unmounts). */
export function LobbyConnection({ path, userId, onChange }: { path: string; userId: number | null; onChange: (value: LobbyContextValue | null) => void }) {
  const navigate = useNavigate();
  const [lobby, fold] = useReducer(applyLobbyFrame, undefined, emptyClientLobby);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [joinError, setJoinError] = useState<LobbyContextValue["joinError"]>(null);
  const [lastNotification, setLastNotification] = useState<Notification | null>(null);

  const onMessage = useCallback(
    (msg: LobbyServerMessage) => {
      fold(msg);
      if (msg.type === "inviteGame") {
        // The server sends these only to their addressee; the id check keeps a stale tab honest too.
        if (userId !== null && msg.to === userId)
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
    [navigate, userId],
  );
  const { send, status } = useSocket("lobby", path, onMessage);
  useEffect(() => {
    if (status === "open" && userId !== null) publishLobbyOpen();
  }, [status, userId]);

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
    () => ({ lobby, status, send, invitation, answerInvitation, joinError, lastNotification }),
    [lobby, status, send, invitation, answerInvitation, joinError, lastNotification],
  );
  useEffect(() => onChange(value), [onChange, value]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
