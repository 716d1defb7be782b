// The common shell of our Durable Objects: hibernation WebSockets, a typed hello on connect, the
// socket's user kept in its attachment (so it survives hibernation), every frame parsed with the
// channel's protocol schema, and a typed error frame for anything that does not parse.
import { DurableObject } from "cloudflare:workers";
import {
  parseClientMessage,
  PROTOCOL_VERSION,
  type ClientRequests,
  type ErrorCode,
  type PublicUser,
  type ServerMessage,
  type SocketChannel,
} from "~/core/races/protocol";
import { CLOSE_GONE, CLOSE_SESSION_ENDED, CLOSE_UNAUTHORIZED } from "~/core/races/close-codes";
import { hashUserId, logInfo } from "~/services/log.server";
import { readIdentity, readSessionId } from "./identity";

export interface SocketAttachment {
  user: PublicUser | null;
  connectedAt: number;
  /** The session the socket was opened with, so revoking it closes the socket. */
  sessionId?: string | null;
}

/** Close codes in the 4000 range are ours; clients do not reconnect after these. */
export { CLOSE_GONE, CLOSE_SESSION_ENDED, CLOSE_UNAUTHORIZED };

const userTag = (userId: number) => `u:${userId}`;
const sessionTag = (sessionId: string) => `s:${sessionId}`;
const NO_USER = Symbol("no user");

export abstract class SocketObject<C extends SocketChannel = SocketChannel> extends DurableObject<Env> {
  protected abstract readonly channel: C;
  /** Attachments are deserialized once per socket (they are read on every broadcast); empty again after hibernation. */
  private readonly users = new WeakMap<WebSocket, PublicUser | typeof NO_USER>();
  /** ctx.getWebSockets(), read once per connect or close rather than on every broadcast. */
  private sockets: WebSocket[] | null = null;

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426, headers: { Upgrade: "websocket" } });
    }
    const user = readIdentity(request);
    const sessionId = user ? readSessionId(request) : null;
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, user ? [userTag(user.id), ...(sessionId ? [sessionTag(sessionId)] : [])] : []);
    this.sockets = null;
    server.serializeAttachment({ user, connectedAt: Date.now(), sessionId } satisfies SocketAttachment);
    this.send(server, { type: "hello", v: PROTOCOL_VERSION, channel: this.channel, serverTime: Date.now() });
    await this.onConnect(server, user);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Not `async`: a frame handled synchronously (a room's progress and chat) costs the runtime no promise to wait on. */
  webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): void | Promise<void> {
    const parsed = parseClientMessage(frame, this.channel);
    if (!parsed.ok) {
      this.send(ws, parsed.error);
      return;
    }
    const message = parsed.message;
    if (message.type === "ping") {
      this.send(ws, { type: "pong", at: message.at, serverTime: Date.now() });
      return;
    }
    return this.onMessage(ws, this.userOf(ws), message);
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string, wasClean?: boolean): Promise<void> {
    this.sockets = null;
    await this.logClose(ws, "socket.close", { code, reason, wasClean });
    // 1005/1006 are reserved and may not be echoed back.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
    await this.onDisconnect(ws, this.userOf(ws));
  }

  async webSocketError(ws: WebSocket, error?: unknown): Promise<void> {
    this.sockets = null;
    await this.logClose(ws, "socket.error", { error });
    try {
      ws.close(1011, "error");
    } catch {
      // already closed
    }
    await this.onDisconnect(ws, this.userOf(ws));
  }

  /**
   * RPC: the sessions were revoked; their sockets are closed with CLOSE_SESSION_ENDED (the browser goes
   * to /login). The close handshake then runs onDisconnect as for any close. Answers how many closed.
   */
  async closeSessions(sessionIds: readonly string[]): Promise<number> {
    let closed = 0;
    for (const id of new Set(sessionIds)) {
      for (const ws of this.ctx.getWebSockets(sessionTag(id))) {
        if (ws.readyState !== WebSocket.OPEN) continue;
        try {
          ws.close(CLOSE_SESSION_ENDED, "session ended");
          closed++;
        } catch {
          // already closing
        }
      }
    }
    if (closed > 0) this.sockets = null;
    return closed;
  }

  /** Names the object in logs. */
  protected abstract describe(): string;

  /** One line per socket that ends: which object, how long it was open, the close code and reason, whose (hashed). */
  private async logClose(ws: WebSocket, event: string, fields: Record<string, unknown>): Promise<void> {
    const attachment = ws.deserializeAttachment() as SocketAttachment | null;
    const user = attachment?.user ? await hashUserId(attachment.user.id, this.env) : undefined;
    const openMs = attachment ? Date.now() - attachment.connectedAt : undefined;
    logInfo(event, { object: this.describe(), channel: this.channel, openMs, ...fields }, { user });
  }

  /** A socket opened (after the hello). */
  protected async onConnect(_ws: WebSocket, _user: PublicUser | null): Promise<void> {}
  /** A socket closed; `ws` is no longer counted by openSocketsOf. */
  protected async onDisconnect(_ws: WebSocket, _user: PublicUser | null): Promise<void> {}
  /** Messages that parsed (pings are answered here). */
  protected onMessage(_ws: WebSocket, _user: PublicUser | null, _message: ClientRequests[C]): void | Promise<void> {}

  protected userOf(ws: WebSocket): PublicUser | null {
    let user = this.users.get(ws);
    if (user === undefined) {
      user = (ws.deserializeAttachment() as SocketAttachment | null)?.user ?? NO_USER;
      this.users.set(ws, user);
    }
    return user === NO_USER ? null : user;
  }

  /** Open sockets of one user, or of everyone; a socket being closed is left out. */
  protected openSockets(userId?: number, except?: WebSocket): WebSocket[] {
    const all = userId === undefined ? this.allSockets() : this.ctx.getWebSockets(userTag(userId));
    return all.filter((ws) => ws !== except && ws.readyState === WebSocket.OPEN);
  }

  /**
   * Every accepted socket, for broadcasts on the hot path: no readyState look-up per socket (a native
   * call each, 8 % of a room's progress event in a profile); a closing socket makes sendRaw throw, which it ignores.
   */
  protected allSockets(): readonly WebSocket[] {
    return (this.sockets ??= this.ctx.getWebSockets());
  }

  protected send(ws: WebSocket, message: ServerMessage): void {
    this.sendRaw(ws, JSON.stringify(message));
  }

  /** One serialization for many sockets. */
  protected sendRaw(ws: WebSocket, frame: string): void {
    try {
      ws.send(frame);
    } catch {
      // The peer went away between the lookup and the send; its close event tidies up.
    }
  }

  protected sendError(ws: WebSocket, code: ErrorCode, message: string, forType?: string): void {
    this.send(ws, { type: "error", code, message, ...(forType ? { for: forType } : {}) });
  }
}
