// One socket to a Durable Object channel, reconnecting with backoff (partysocket), every frame parsed
// with the protocol schema. Close codes 4000+ mean "do not come back" (not logged in, no such room);
// CLOSE_SESSION_ENDED sends the page to /login.
// partysocket and the zod schemas load only when a socket opens, so the first paint of every page
// does not carry them.
import type ReconnectingWebSocket from "partysocket/ws";
import { useCallback, useEffect, useRef, useState } from "react";
import { CLOSE_SESSION_ENDED } from "~/core/races/close-codes";
import type { ClientMessages, ServerMessages, SocketChannel } from "~/core/races/protocol";

export type SocketStatus = "connecting" | "open" | "refused";

export function socketUrl(path: string): string {
  return `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${path}`;
}

function goToLogin() {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/login?redirectTo=${encodeURIComponent(here)}`);
}

export async function openSocket<C extends SocketChannel>(
  channel: C,
  path: string,
  onStatus: (s: SocketStatus) => void,
  onFrame: (message: ServerMessages[C]) => void,
) {
  const [{ default: Socket }, { parseServerMessage }] = await Promise.all([import("partysocket/ws"), import("~/core/races/protocol")]);
  const ws = new Socket(() => socketUrl(path), undefined, {
    // Jittered so that a restarted server is not hit by every browser at once.
    minReconnectionDelay: 500 + Math.random() * 500,
    maxReconnectionDelay: 10_000,
    reconnectionDelayGrowFactor: 1.6,
    connectionTimeout: 5_000,
    maxEnqueuedMessages: 100,
    shouldReconnectOnClose: (event) => event.code < 4000,
  });
  ws.addEventListener("open", () => onStatus("open"));
  ws.addEventListener("close", (event) => {
    // The session ended elsewhere (logout in another tab, a password change): this page is no longer signed in.
    if (event.code === CLOSE_SESSION_ENDED) return goToLogin();
    onStatus(event.code >= 4000 ? "refused" : "connecting");
  });
  ws.addEventListener("message", (event) => {
    const parsed = parseServerMessage(typeof event.data === "string" ? event.data : "", channel);
    if (!parsed.ok) {
      console.warn(`Ignored a ${channel} frame that does not match the protocol`, parsed.error.message);
      return;
    }
    onFrame(parsed.message);
  });
  return ws;
}

export function useSocket<C extends SocketChannel>(
  channel: C,
  /** null: no socket (e.g. a guest on a page that needs none). */
  path: string | null,
  onMessage: (message: ServerMessages[C]) => void,
) {
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const socket = useRef<ReconnectingWebSocket | null>(null);

  useEffect(() => {
    if (!path) return;
    let left = false;
    setStatus("connecting");
    void openSocket(channel, path, setStatus, (message) => handler.current(message)).then((ws) => {
      if (left) ws.close(1000, "leaving");
      else socket.current = ws;
    });
    return () => {
      left = true;
      socket.current?.close(1000, "leaving");
      socket.current = null;
    };
  }, [channel, path]);

  // Sent at once when open; queued by partysocket while reconnecting.
  const send = useCallback((message: ClientMessages[C]) => socket.current?.send(JSON.stringify(message)), []);
  return { send, status };
}
