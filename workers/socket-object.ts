// The common shell of our Durable Objects: hibernation WebSockets, a typed hello on connect,
// every frame parsed with the shared protocol, a typed error frame for anything that does not parse.
import { DurableObject } from "cloudflare:workers";
import { parseClientMessage, PROTOCOL_VERSION, type ClientMessage, type ServerMessage, type SocketChannel } from "~/core/protocol";

export abstract class SocketObject extends DurableObject<Env> {
  protected abstract readonly channel: SocketChannel;

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426, headers: { Upgrade: "websocket" } });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    this.send(server, { type: "hello", v: PROTOCOL_VERSION, channel: this.channel, serverTime: Date.now() });
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> {
    const parsed = parseClientMessage(frame);
    if (!parsed.ok) {
      this.send(ws, parsed.error);
      return;
    }
    await this.onMessage(ws, parsed.message);
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // 1005/1006 are reserved and may not be echoed back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    ws.close(1011, "error");
  }

  /** Messages that parsed; each object answers the ones it owns. */
  protected async onMessage(ws: WebSocket, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case "ping":
        this.send(ws, { type: "pong", at: message.at, serverTime: Date.now() });
        return;
    }
  }

  protected send(ws: WebSocket, message: ServerMessage): void {
    ws.send(JSON.stringify(message));
  }
}
