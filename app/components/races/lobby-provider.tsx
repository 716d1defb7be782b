// The lobby socket for the whole app: presence, the live room list, invitations (on any screen) and
// join requests. Signed-in users are always connected; guests only while they look at /races.
// The socket and the list's reducer live in LobbyConnection's own chunk (ADR 045 §9), mounted after
// hydration where a socket is wanted; until it reports, the lobby is empty and "connecting".
import { useLocation } from "@remix-run/react";
import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from "react";
import type { Notification } from "~/core/social/notifications";
import type { ErrorCode, LobbyClientMessage } from "~/core/races/protocol";
import type { ClientLobby } from "~/core/races/room-view";
import { useCurrentUser } from "~/hooks/use-current-user";
import type { SocketStatus } from "~/hooks/use-socket";
import { preloadable } from "~/components/ui/preloadable";

export interface Invitation {
  roomId: string;
  from: string;
  fromId: number;
  /** Local clock time when the 6-second notice ends. */
  until: number;
}

export interface LobbyContextValue {
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

const LobbyConnection = preloadable(() => import("./lobby-connection").then((m) => m.LobbyConnection));

const ignore = () => {};
const idle = (status: LobbyContextValue["status"]): LobbyContextValue => ({
  lobby: { rooms: [], online: [], you: null },
  status,
  send: ignore,
  invitation: null,
  answerInvitation: ignore,
  joinError: null,
  lastNotification: null,
});
const OFF = idle("off");
const CONNECTING = idle("connecting");

const LobbyContext = createContext<LobbyContextValue | null>(null);

export function useLobby(): LobbyContextValue {
  const value = useContext(LobbyContext);
  if (!value) throw new Error("useLobby outside LobbyProvider");
  return value;
}

export function LobbyProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  const path = user || location.pathname === "/races" ? "/ws/lobby" : null;
  const [live, setLive] = useState<LobbyContextValue | null>(null);
  // The connection is not part of the server's page: it mounts once the page has hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const value = path ? (live ?? CONNECTING) : OFF;
  return (
    <LobbyContext.Provider value={value}>
      {children}
      {path && hydrated ? (
        <Suspense fallback={null}>
          <LobbyConnection path={path} userId={user?.id ?? null} onChange={setLive} />
        </Suspense>
      ) : null}
    </LobbyContext.Provider>
  );
}
