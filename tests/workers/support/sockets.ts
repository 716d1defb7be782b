// Test sockets against the Worker (SELF) or a Durable Object stub: every frame is parsed with the
// protocol, and tests wait for a frame of a given type instead of counting frames.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { parseServerMessage, type ServerMessage, type SocketChannel } from "~/core/races/protocol";
import { createDb } from "~/db/client.server";
import { texts } from "~/db/schema";

type Frame<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

export interface TestSocket {
  ws: WebSocket;
  send(message: unknown): void;
  sendRaw(frame: string | ArrayBuffer): void;
  waitFor<T extends ServerMessage["type"]>(type: T, where?: (m: Frame<T>) => boolean, timeoutMs?: number): Promise<Frame<T>>;
  /** Sends a ping and waits for its pong: the server has then sent this socket everything it meant to before. */
  barrier(): Promise<void>;
  /**
   * True if no frame of this type (matching `where`) has arrived once each socket in `after` and then
   * this one have answered a ping — not after a guessed wait. `ms` first lets a timer that should
   * stay silent (a batching window) run out.
   */
  receivesNo(type: ServerMessage["type"], options?: { where?: (m: ServerMessage) => boolean; after?: TestSocket[]; ms?: number }): Promise<boolean>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function wrapSocket(ws: WebSocket, channel: SocketChannel): TestSocket {
  const frames: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  let resolveClosed!: (v: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (resolveClosed = r));
  ws.addEventListener("message", (event) => {
    const parsed = parseServerMessage(event.data as string, channel);
    if (!parsed.ok) throw new Error(`Server sent an unparseable ${channel} frame: ${event.data}`);
    frames.push(parsed.message);
    for (const w of waiters) w();
  });
  ws.addEventListener("close", (event) => resolveClosed({ code: event.code, reason: event.reason }));
  ws.accept();

  const take = (type: string, where?: (m: never) => boolean) => {
    const i = frames.findIndex((m) => m.type === type && (!where || where(m as never)));
    return i === -1 ? undefined : frames.splice(i, 1)[0];
  };

  let pings = 0;
  const barrier = async () => {
    const at = 1_000_000_000_000 + ++pings;
    ws.send(JSON.stringify({ type: "ping", at }));
    await socket.waitFor("pong", (m) => m.at === at);
  };

  const socket: TestSocket = {
    ws,
    barrier,
    send: (message) => ws.send(JSON.stringify(message)),
    sendRaw: (frame) => ws.send(frame),
    closed,
    close: () => ws.close(1000, "done"),
    // 10 s: four Worker files run side by side on 2 cores (ADR 047), and a frame that crosses two objects
    // and a D1 read took over 3 s at load 19. Only a failing wait costs the time.
    waitFor(type, where, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = take(type, where);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as never);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No ${type} frame within ${timeoutMs} ms; unread: ${frames.map((f) => f.type).join(", ")}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async receivesNo(type, { where, after = [], ms = 0 } = {}) {
      if (ms > 0) await new Promise((r) => setTimeout(r, ms));
      for (const other of after) await other.barrier();
      await barrier();
      return !frames.some((m) => m.type === type && (!where || where(m)));
    },
  };
  return socket;
}

/** Opens a socket through the Worker, as a browser would (cookie optional). */
export async function openSocket(path: string, channel: SocketChannel, headers: Record<string, string> = {}): Promise<TestSocket> {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: { Upgrade: "websocket", ...headers } });
  expect(res.status).toBe(101);
  const socket = wrapSocket(res.webSocket!, channel);
  await socket.waitFor("hello");
  return socket;
}

export const roomSocket = (roomId: string, cookie: string) => openSocket(`/ws/room/${roomId}`, "room", { Cookie: cookie });
export const lobbySocket = (cookie?: string) => openSocket("/ws/lobby", "lobby", cookie ? { Cookie: cookie } : {});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Short race texts so a test can finish one in well under a second of the room's clock. */
export const SHORT_TEXTS = { en: "one two three four five", mn: "нэг хоёр гурав дөрөв тав" } as const;

export async function ensureShortTexts() {
  await createDb(env.DB)
    .insert(texts)
    .values([
      { level: "middle", language: "en", body: SHORT_TEXTS.en },
      { level: "middle", language: "mn", body: SHORT_TEXTS.mn },
    ])
    .onConflictDoNothing();
}
