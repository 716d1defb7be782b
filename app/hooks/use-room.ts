// A room as the page sees it: the room socket, the folded view, refusals, and auto-join for someone
// who arrives with an invitation or an accepted join request.
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { ErrorCode, RoomClientMessage, RoomServerMessage } from "~/core/races/protocol";
import { answerRequest, applyRoomFrame, emptyClientRoom, expireNotices, isMemberOf, type ClientRoom } from "~/core/races/room-view";
import { useSocket } from "./use-socket";

type Action = { kind: "frame"; msg: RoomServerMessage; now: number } | { kind: "expire"; now: number } | { kind: "answered"; userId: number };

function reduce(c: ClientRoom, a: Action): ClientRoom {
  if (a.kind === "frame") return applyRoomFrame(c, a.msg, a.now);
  if (a.kind === "expire") return expireNotices(c, a.now + c.clockOffset);
  return answerRequest(c, a.userId);
}

export interface RoomError {
  code: ErrorCode;
  for?: string;
  at: number;
}

type RoomStateFrame = Extract<RoomServerMessage, { type: "roomState" }>;
type SendFrame = (message: RoomClientMessage) => void;

/**
 * `onRoomState`: every (re)connect's roomState, with the socket to answer on (the race page's catch-up).
 * `autoJoin` false: a watcher (a class race's teacher) never asks for a seat.
 */
export function useRoom(
  roomId: string | null,
  onChat?: (msg: Extract<RoomServerMessage, { type: "onMessage" }>) => void,
  onRoomState?: (msg: RoomStateFrame, send: SendFrame) => void,
  { autoJoin = true }: { autoJoin?: boolean } = {},
) {
  const [room, dispatch] = useReducer(reduce, undefined, emptyClientRoom);
  const [error, setError] = useState<RoomError | null>(null);
  const joinAsked = useRef(false);
  const autoJoinRef = useRef(autoJoin);
  autoJoinRef.current = autoJoin;
  const chatHandler = useRef(onChat);
  chatHandler.current = onChat;
  const roomStateHandler = useRef(onRoomState);
  roomStateHandler.current = onRoomState;

  // The menu's points and rank come from the root loader: read them again once the race's points are in D1.
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const onMessage = useCallback((msg: RoomServerMessage) => {
    dispatch({ kind: "frame", msg, now: Date.now() });
    if (msg.type === "resultSaved") revalidate.current();
    if (msg.type === "onMessage") chatHandler.current?.(msg);
    if (msg.type === "error") setError({ code: msg.code, for: msg.for, at: Date.now() });
    if (msg.type === "roomState") {
      const member = msg.room.players.some((p) => p.id === msg.you);
      // Arriving from an invitation or an accepted request: take the seat once.
      if (autoJoinRef.current && !member && msg.room.status === "waiting" && !joinAsked.current) {
        joinAsked.current = true;
        sendRef.current?.({ type: "joinRoom", roomId: msg.room.roomId });
      }
      roomStateHandler.current?.(msg, (message) => sendRef.current?.(message));
    }
  }, []);
  const { send, status } = useSocket("room", roomId ? `/ws/room/${encodeURIComponent(roomId)}` : null, onMessage);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const timer = setInterval(() => dispatch({ kind: "expire", now: Date.now() }), 500);
    return () => clearInterval(timer);
  }, []);

  const answered = useCallback((userId: number) => dispatch({ kind: "answered", userId }), []);
  return { room, send, status, error, clearError: () => setError(null), answered, isMember: isMemberOf(room) };
}
