// Room chat as the browser keeps it (SPEC §9: per-room history in local storage, cleared on leaving).
import { useCallback, useEffect, useState } from "react";

export interface ChatLine {
  userId: number;
  name: string;
  image: string | null;
  message: string;
  at: number;
}

const MAX_LINES = 200;
const keyOf = (roomId: string) => `bichee.chat.${roomId}`;

function readHistory(roomId: string): ChatLine[] {
  try {
    const raw = window.localStorage.getItem(keyOf(roomId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ChatLine[]) : [];
  } catch {
    return [];
  }
}

/** Forget a room's chat (leaving, cancellation, the end of the race screen). */
export function clearRoomChat(roomId: string) {
  try {
    window.localStorage.removeItem(keyOf(roomId));
  } catch {
    // storage disabled: nothing to clear
  }
}

export function useRoomChat(roomId: string | null) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  /** Lines that came from storage: already read on an earlier screen. */
  const [historyLength, setHistoryLength] = useState(0);
  useEffect(() => {
    const history = roomId ? readHistory(roomId) : [];
    setLines(history);
    setHistoryLength(history.length);
  }, [roomId]);

  const add = useCallback(
    (line: ChatLine) => {
      setLines((prev) => {
        // A reconnect does not resend history, but guard against the same line twice anyway.
        if (prev.some((l) => l.at === line.at && l.userId === line.userId && l.message === line.message)) return prev;
        const next = [...prev, line].slice(-MAX_LINES);
        if (roomId) {
          try {
            window.localStorage.setItem(keyOf(roomId), JSON.stringify(next));
          } catch {
            // storage full or disabled: the chat still works for this page
          }
        }
        return next;
      });
    },
    [roomId],
  );
  return { lines, add, historyLength };
}
