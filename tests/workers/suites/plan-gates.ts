// The 402 rows of ADR 016 that issue 17 added (room create/join, the room pages, the profile's
// invitation), each with and without an active plan; the lesson and prize rows are tested in
// lessons.test.ts and prize-api.test.ts. The rooms list stays open to everyone.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "~/core/billing/subscription";
import { openRoom } from "~/models/races/rooms.server";
import { createRacer, createTestUser } from "../support/auth";
import { postJson } from "../support/http";
import { lobbySocket } from "../support/sockets";

const REQUIRED = "Энэ үйлдэлд төлбөртэй багцын эрх шаардлагатай.";

async function learners() {
  const paid = await createRacer({ name: "Төлсөн" });
  const expired = await createTestUser({ name: "Дууссан", endAt: Date.now() - DAY_MS });
  const never = await createTestUser({ name: "Үнэгүй" });
  const { roomId } = await openRoom(env, paid.user, "mn");
  return { paid, expired, never, roomId };
}

describe("room calls need an active plan (402 → /text)", () => {
  it("create-room, check-room, get-players, selected-text and invite-friend answer 402 to the expired and the free plan", async () => {
    const { paid, expired, never, roomId } = await learners();
    const calls: [string, unknown][] = [
      ["/api/room/create-room", { language: "mn" }],
      ["/api/room/check-room", { roomId }],
      ["/api/room/get-players", { roomId }],
      ["/api/text/selected-text", { roomId }],
      ["/api/room/invite-friend", { userId: paid.user.id }],
    ];
    for (const [path, body] of calls) {
      for (const who of [expired, never]) {
        const res = await postJson(path, body, { Authorization: who.bearer });
        expect([path, res.status]).toEqual([path, 402]);
        expect(await res.json()).toMatchObject({ status: 402, message: REQUIRED });
      }
    }
    // The paid host gets past the gate on each.
    expect((await postJson("/api/room/check-room", { roomId }, { Authorization: paid.bearer })).status).toBe(200);
    expect((await postJson("/api/room/get-players", { roomId }, { Authorization: paid.bearer })).status).toBe(200);
    expect((await postJson("/api/text/selected-text", { roomId }, { Authorization: paid.bearer })).status).toBe(200);
    const created = await postJson("/api/room/create-room", { language: "mn" }, { Authorization: paid.bearer });
    expect(await created.json()).toMatchObject({ result: true, roomId, existing: true });
  });

  it("a room's socket is refused with 402, and a join request over the lobby with payment_required", async () => {
    const { paid, expired, roomId } = await learners();
    const refused = await SELF.fetch(`http://localhost/ws/room/${roomId}`, { headers: { Upgrade: "websocket", Cookie: expired.cookie } });
    expect(refused.status).toBe(402);
    const allowed = await SELF.fetch(`http://localhost/ws/room/${roomId}`, { headers: { Upgrade: "websocket", Cookie: paid.cookie } });
    expect(allowed.status).toBe(101);
    allowed.webSocket!.accept();
    allowed.webSocket!.close(1000, "done");

    const lobby = await lobbySocket(expired.cookie);
    await lobby.waitFor("lobbyState");
    lobby.send({ type: "joinRequest", roomId });
    expect(await lobby.waitFor("error")).toMatchObject({ code: "payment_required", for: "joinRequest" });
  });

  it("the room pages send the expired to /text; the rooms list stays open to guests and the free plan", async () => {
    const { paid, expired, roomId } = await learners();
    const page = (path: string, cookie?: string) => SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
    for (const path of [`/room?roomId=${roomId}`, "/create-race/mon", `/race/${roomId}`]) {
      const res = await page(path, expired.cookie);
      expect([path, res.status, res.headers.get("Location")]).toEqual([path, 302, "/text"]);
    }
    expect((await page(`/room?roomId=${roomId}`, paid.cookie)).status).toBe(200);
    expect((await page("/races", expired.cookie)).status).toBe(200);
    expect((await page("/races")).status).toBe(200);
    expect((await postJson("/api/room/get-all-room", {})).status).toBe(200);
    expect((await postJson("/api/room/get-all-room", {}, { Authorization: expired.bearer })).status).toBe(200);
    // /text says what a plan includes and links to /payment.
    const text = await (await page("/text", expired.cookie)).text();
    expect(text).toContain("Онлайн уралдааны өрөө үүсгэх, нэгдэх");
    expect(text).toContain('href="/payment"');
  });
});
