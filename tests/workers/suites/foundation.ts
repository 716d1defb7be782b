import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { prizeRaces, users } from "~/db/schema";
import { parseServerMessage, type ServerMessage } from "~/core/races/protocol";

describe("D1 through drizzle", () => {
  it("round-trips a user through the migrated schema", async () => {
    const db = createDb(env.DB);
    const email = `roundtrip-${crypto.randomUUID()}@example.mn`;
    const [inserted] = await db.insert(users).values({ name: "Тест Хэрэглэгч", email }).returning();
    const found = await db.query.users.findFirst({ where: eq(users.email, email) });
    expect(found?.id).toBe(inserted.id);
    expect(found).toMatchObject({ name: "Тест Хэрэглэгч", points: 0, role: "user", active: true, endAt: null });
    expect(found?.createdAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a second account with the same e-mail", async () => {
    const db = createDb(env.DB);
    const email = `unique-${crypto.randomUUID()}@example.mn`;
    await db.insert(users).values({ name: "A", email });
    await expect(db.insert(users).values({ name: "B", email })).rejects.toThrow();
  });
});

describe("/healthz", () => {
  it("answers 200 when D1 is reachable and migrated", async () => {
    const res = await SELF.fetch("http://localhost/healthz");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ ok: true, db: { ok: true } });
  });
});

async function openSocket(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: { Upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const frames: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener("message", (event) => {
    const parsed = parseServerMessage(event.data as string);
    if (!parsed.ok) throw new Error(`Server sent an unparseable frame: ${event.data}`);
    frames.push(parsed.message);
    waiters.splice(0).forEach((w) => w());
  });
  ws.accept();
  const next = async (): Promise<ServerMessage> => {
    while (frames.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
    return frames.shift()!;
  };
  return { ws, next };
}

describe("WebSocket routes reach each Durable Object", () => {
  /** A prize race's socket belongs to a race that exists (the object loads it from D1 and says not_found otherwise). */
  const openPrizeRacePath = async () => {
    const now = Date.now();
    const race = await createDb(env.DB)
      .insert(prizeRaces)
      .values({ name: "Сокет", maxPoint: 1000, limitWpm: 100, startAt: now - 60_000, endAt: now + 3_600_000 })
      .returning()
      .get();
    return `/ws/prize/${race.id}`;
  };
  it.each([
    ["/ws/lobby", "lobby"],
    ["/ws/prize/:raceId", "prize"],
  ] as const)("%s says hello on the %s channel and answers a bad frame with a typed error", async (path, channel) => {
    const { ws, next } = await openSocket(channel === "prize" ? await openPrizeRacePath() : path);
    const hello = await next();
    expect(hello).toMatchObject({ type: "hello", v: 1, channel });
    if (channel === "lobby") expect(await next()).toMatchObject({ type: "lobbyState", you: null });
    if (channel === "prize") expect(await next()).toMatchObject({ type: "raceBoard", users: [], closed: false });

    ws.send("not json");
    expect(await next()).toMatchObject({ type: "error", code: "bad_frame" });

    ws.send(JSON.stringify({ type: "nonsense" }));
    expect(await next()).toMatchObject({ type: "error", code: "unknown_type" });

    ws.send(JSON.stringify({ type: "ping", at: 42 }));
    expect(await next()).toMatchObject({ type: "pong", at: 42 });
    ws.close(1000, "done");
  });

  it("/ws/room/:id says hello on the room channel, then refuses a visitor without a session", async () => {
    const { next } = await openSocket("/ws/room/ABC123");
    expect(await next()).toMatchObject({ type: "hello", v: 1, channel: "room" });
    expect(await next()).toMatchObject({ type: "error", code: "unauthorized" });
  });

  it("refuses a plain request to a socket route with 426", async () => {
    const res = await SELF.fetch("http://localhost/ws/lobby");
    expect(res.status).toBe(426);
  });

  it("answers 404 for unknown socket paths and bad room ids", async () => {
    expect((await SELF.fetch("http://localhost/ws/nowhere/1")).status).toBe(404);
    expect((await SELF.fetch("http://localhost/ws/room/bad%20id")).status).toBe(404);
    expect((await SELF.fetch("http://localhost/ws/lobby/extra")).status).toBe(404);
  });
});

describe("Remix pages through the Worker", () => {
  it("serves the home page in Mongolian by default", async () => {
    const res = await SELF.fetch("http://localhost/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('lang="mn"');
    expect(html).toContain("Нүүр");
  });

  it("answers an unknown URL with a real 404", async () => {
    const res = await SELF.fetch("http://localhost/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Хуудас олдсонгүй");
  });
});
