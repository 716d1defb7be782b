// Issue 18: the admin's learner changes. Each writes exactly one audit row in its own batch; a ban
// ends every session, refresh token and socket at once and keeps the learner out of the lists.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLOSE_SESSION_ENDED } from "~/core/races/close-codes";
import { DAY_MS } from "~/core/billing/subscription";
import { createDb } from "~/db/client.server";
import { prizeRaceResults, prizeRaces, users } from "~/db/schema";
import { prizeBoardRowOf, prizeRaceList } from "~/models/races/prize-races.server";
import { closePrizeRace, prizeBoardRows } from "~/models/races/prize-standings.server";
import { recordAuditIf } from "~/models/admin/audit.server";
import { topAllTime } from "~/models/typing/top-lists.server";
import { createRacer, createTestUser } from "../support/auth";
import { auditRowsFor, postForm } from "../support/admin";
import { postJson, randomIp } from "../support/http";
import { ensureShortTexts, lobbySocket, roomSocket } from "../support/sockets";
import { openRoom } from "~/models/races/rooms.server";

beforeAll(ensureShortTexts);

const userRow = (id: number) => createDb(env.DB).query.users.findFirst({ where: eq(users.id, id) });
const page = async (path: string, cookie: string) => (await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" })).text();

describe("finding learners", () => {
  it("finds a learner by id, by e-mail and by name", async () => {
    const admin = await createTestUser({ role: "admin" });
    const tag = crypto.randomUUID().slice(0, 8);
    const { user } = await createTestUser({ name: `Болд ${tag}`, email: `bold-${tag}@example.mn` });
    for (const q of [String(user.id), `bold-${tag}`, `Болд ${tag}`]) {
      const html = await page(`/admin/learners?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(html, q).toContain(`bold-${tag}@example.mn`);
    }
    expect(await page(`/admin/learners?q=nobody-${tag}`, admin.cookie)).toContain("Суралцагч олдсонгүй.");
  });

  it("shows the learner's plan end", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser({ endAt: Date.UTC(2031, 0, 15, 4) });
    expect(await page(`/admin/learners/${user.id}`, admin.cookie)).toContain("2031.01.15 хүртэл");
  });
});

describe("changing a plan", () => {
  it("extends from now, shortens a running plan, and writes one audit row per change", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser({ endAt: null });
    const before = Date.now();
    expect((await postForm(`/admin/learners/${user.id}`, { intent: "plan", days: "30" }, admin.cookie)).status).toBe(200);
    const extended = (await userRow(user.id))!.endAt!;
    expect(extended).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(extended).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(await auditRowsFor("user", user.id)).toHaveLength(1);

    expect((await postForm(`/admin/learners/${user.id}`, { intent: "plan", days: "-10" }, admin.cookie)).status).toBe(200);
    expect((await userRow(user.id))!.endAt).toBe(extended - 10 * DAY_MS);
    const rows = await auditRowsFor("user", user.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.action)).toEqual(["user.plan", "user.plan"]);
    expect(JSON.parse(rows[1].before!)).toEqual({ endAt: extended });
    expect(JSON.parse(rows[1].after!)).toEqual({ endAt: extended - 10 * DAY_MS, days: -10 });
    expect(rows[1]).toMatchObject({ actorId: admin.user.id, actorEmail: admin.user.email });
  });

  it("refuses bad days and shortening a plan that is not running, writing nothing", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser({ endAt: null });
    const bad = await postForm(`/admin/learners/${user.id}`, { intent: "plan", days: "abc" }, admin.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Хоногийн тоог оруулна уу.");
    const none = await postForm(`/admin/learners/${user.id}`, { intent: "plan", days: "-5" }, admin.cookie);
    expect(none.status).toBe(409);
    expect(await none.text()).toContain("Идэвхтэй эрхгүй тул богиносгох зүйлгүй.");
    expect((await userRow(user.id))!.endAt).toBeNull();
    expect(await auditRowsFor("user", user.id)).toHaveLength(0);
  });

  it("writes the conditional audit row only when the change it follows changed a row", async () => {
    const db = createDb(env.DB);
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser({ endAt: 5 });
    const entry = { actor: admin.user, action: "user.plan" as const, targetType: "user" as const, targetId: user.id, after: { endAt: 6 } };
    // A stale guard (end_at is 5, not 4) changes nothing, so no row; the right guard changes one, so one row.
    await db.batch([
      db
        .update(users)
        .set({ endAt: 6 })
        .where(sql`id = ${user.id} AND end_at = 4`),
      recordAuditIf(db, entry, sql`changes() = 1`),
    ]);
    expect(await auditRowsFor("user", user.id)).toHaveLength(0);
    await db.batch([
      db
        .update(users)
        .set({ endAt: 6 })
        .where(sql`id = ${user.id} AND end_at = 5`),
      recordAuditIf(db, entry, sql`changes() = 1`),
    ]);
    expect(await auditRowsFor("user", user.id)).toHaveLength(1);
  });
});

describe("roles", () => {
  it("makes and unmakes an admin with one audit row each, and an admin cannot unmake themself", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser();
    expect((await postForm(`/admin/learners/${user.id}`, { intent: "role", role: "admin" }, admin.cookie)).status).toBe(200);
    expect((await userRow(user.id))!.role).toBe("admin");
    expect((await postForm(`/admin/learners/${user.id}`, { intent: "role", role: "user" }, admin.cookie)).status).toBe(200);
    expect((await userRow(user.id))!.role).toBe("user");
    expect((await auditRowsFor("user", user.id)).map((r) => r.action)).toEqual(["user.role", "user.role"]);

    const self = await postForm(`/admin/learners/${admin.user.id}`, { intent: "role", role: "user" }, admin.cookie);
    expect(self.status).toBe(409);
    expect((await userRow(admin.user.id))!.role).toBe("admin");
    expect(await auditRowsFor("user", admin.user.id)).toHaveLength(0);
  });
});

describe("a ban", () => {
  it("ends every session, refresh token and socket at once, refuses login, and writes one audit row", async () => {
    const admin = await createTestUser({ role: "admin" });
    const learner = await createRacer({ recordWpm: 999 }); // rooms need a plan (ADR 016)
    const ip = randomIp();
    const login = await postJson("/api/user/login", { email: learner.user.email, password: learner.password }, { "CF-Connecting-IP": ip });
    const { token, refresh_token } = await login.json<{ token: string; refresh_token: string }>();
    const lobby = await lobbySocket(learner.cookie);
    const { roomId } = await openRoom(env, learner.user, "en");
    const room = await roomSocket(roomId, learner.cookie);
    await room.waitFor("roomState");
    const top = async () => (await topAllTime(createDb(env.DB))).some((r) => r.id === learner.user.id);
    expect(await top()).toBe(true);

    const res = await postForm(`/admin/learners/${learner.user.id}`, { intent: "ban" }, admin.cookie);
    expect(res.status).toBe(200);

    expect(await lobby.closed).toMatchObject({ code: CLOSE_SESSION_ENDED });
    expect(await room.closed).toMatchObject({ code: CLOSE_SESSION_ENDED });
    const pageAfter = await SELF.fetch("http://localhost/profile", { headers: { Cookie: learner.cookie }, redirect: "manual" });
    expect(pageAfter.status).toBe(302);
    expect(pageAfter.headers.get("Location")).toMatch(/^\/login/);
    expect((await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Authorization: learner.bearer } })).status).toBe(400);
    expect((await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(400);
    expect((await SELF.fetch(`http://localhost/api/user/auth-with-refresh-token?refresh_token=${refresh_token}`)).status).toBe(401);
    const again = await postJson("/api/user/login", { email: learner.user.email, password: learner.password }, { "CF-Connecting-IP": randomIp() });
    expect(again.status).not.toBe(200);
    expect(await top()).toBe(false);
    const live = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL")
      .bind(learner.user.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
    const rows = await auditRowsFor("user", learner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "user.ban", before: '{"active":true}', after: '{"active":false}' });

    // Banning again changes nothing and writes nothing; lifting the ban writes one row and login works.
    expect((await postForm(`/admin/learners/${learner.user.id}`, { intent: "ban" }, admin.cookie)).status).toBe(409);
    expect((await postForm(`/admin/learners/${learner.user.id}`, { intent: "unban" }, admin.cookie)).status).toBe(200);
    expect((await auditRowsFor("user", learner.user.id)).map((r) => r.action)).toEqual(["user.ban", "user.unban"]);
    const back = await postJson("/api/user/login", { email: learner.user.email, password: learner.password }, { "CF-Connecting-IP": randomIp() });
    expect(back.status).toBe(200);
  });

  it("takes the learner off the prize race boards and lists and out of the final places", async () => {
    const db = createDb(env.DB);
    const admin = await createTestUser({ role: "admin" });
    const banned = await createTestUser({ name: `Хаагдах ${crypto.randomUUID().slice(0, 6)}` });
    const other = await createTestUser();
    const now = Date.now();
    const [race] = await db
      .insert(prizeRaces)
      .values({ name: "Туршилт", maxPoint: 1000, limitWpm: 200, startAt: now - DAY_MS, endAt: now - 1000 })
      .returning();
    await db.insert(prizeRaceResults).values([
      { raceId: race.id, userId: banned.user.id, bestWpm: 90, bestAt: now - 5000, updatedAt: now },
      { raceId: race.id, userId: other.user.id, bestWpm: 40, bestAt: now - 4000, updatedAt: now },
    ]);
    expect((await prizeBoardRows(db, race.id))[0].id).toBe(banned.user.id);

    expect((await postForm(`/admin/learners/${banned.user.id}`, { intent: "ban" }, admin.cookie)).status).toBe(200);
    expect((await prizeBoardRows(db, race.id)).map((r) => r.id)).toEqual([other.user.id]);
    expect((await prizeBoardRowOf(db, race.id, other.user.id))?.place).toBe(1);
    const listed = (await prizeRaceList(db, now)).find((r) => r.name === "Туршилт" && r.users === 1);
    expect(listed).toBeDefined();
    await closePrizeRace(db, race.id, now);
    const places = await db.select().from(prizeRaceResults).where(eq(prizeRaceResults.raceId, race.id));
    expect(Object.fromEntries(places.map((p) => [p.userId, p.place]))).toEqual({ [banned.user.id]: null, [other.user.id]: 1 });
  });

  it("an admin cannot ban themself", async () => {
    const admin = await createTestUser({ role: "admin" });
    const res = await postForm(`/admin/learners/${admin.user.id}`, { intent: "ban" }, admin.cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Өөрийгөө хааж, эрхээ хасаж болохгүй.");
    expect((await userRow(admin.user.id))!.active).toBe(true);
  });
});
