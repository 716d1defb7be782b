// Issue 18 §3: the content screens' mutations. Each writes exactly one audit row (and none when it is
// refused), a learner gets 403, and the change shows where learners look: /ranking-rooms' list, the
// banner call, the typing texts, the coupon redemption.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ubDayAndTime } from "~/core/admin/date-range";
import { createDb } from "~/db/client.server";
import { auditLog, banners, coupons, prizeRaces, texts } from "~/db/schema";
import { randomText } from "~/models/typing/texts.server";
import { adminContentEn as en } from "~/i18n/en/admin-content";
import { adminContentMn as mn } from "~/i18n/mn/admin-content";
import { createTestUser } from "../support/auth";

const DAY = 24 * 60 * 60 * 1000;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

function post(path: string, cookie: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return SELF.fetch(`http://localhost${path}`, { method: "POST", body, headers: { Cookie: cookie, Accept: "text/html" }, redirect: "manual" });
}

async function auditRows(actorId: number) {
  return createDb(env.DB).select().from(auditLog).where(eq(auditLog.actorId, actorId)).all();
}

function raceFields(name: string, startAt: number, endAt: number, texts: string): Record<string, string> {
  const s = ubDayAndTime(startAt);
  const e = ubDayAndTime(endAt);
  return {
    name,
    language: "mn",
    startDay: s.day,
    startTime: s.time,
    endDay: e.day,
    endTime: e.time,
    minPoint: "0",
    maxPoint: "100000",
    limitWpm: "200",
    texts,
    intent: "save",
  };
}

async function publicRaces() {
  const res = await SELF.fetch("http://localhost/api/text/get-all-ranking-text", { method: "POST" });
  return (await res.json<{ data: { raceId: number; name: string; image: string | null }[] }>()).data;
}

describe("prize races", () => {
  it("create (with an image in R2), edit before the start, cancel: one audit row each", async () => {
    const admin = await createTestUser({ role: "admin" });
    const start = Date.now() + 2 * DAY;
    // Digits only: a UUID's a–f would be Latin look-alikes in a Mongolian text.
    const name = `Туршилтын уралдаан ${Math.floor(Math.random() * 1e9)}`;
    const created = await post("/admin/prize-races/new", admin.cookie, {
      ...raceFields(name, start, start + 5 * DAY, `Өглөө эрт босоод ${name} хичээлдээ явлаа.\n\nХар морь ${name} хурдан давхина.`),
      image: new File([PNG], "race.png", { type: "image/png" }),
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/prize-races?saved=created");
    const listed = (await publicRaces()).find((r) => r.name === name);
    expect(listed).toBeDefined();
    expect(listed!.image).toMatch(/^\/images\/uploads\/prize\/[A-Za-z0-9_-]+\.png$/);
    const served = await SELF.fetch(`http://localhost${listed!.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    let rows = await auditRows(admin.user.id);
    expect(rows.map((r) => [r.action, r.targetType, r.targetId])).toEqual([["prize.create", "prize_race", String(listed!.raceId)]]);

    const edited = await post(`/admin/prize-races/${listed!.raceId}`, admin.cookie, raceFields(`${name} 2`, start, start + 6 * DAY, `Шинэ текст ${name}.`));
    expect(edited.status).toBe(302);
    rows = await auditRows(admin.user.id);
    expect(rows.map((r) => r.action)).toEqual(["prize.create", "prize.update"]);
    expect(JSON.parse(rows[1].after!)).toMatchObject({ name: `${name} 2`, texts: 1 });
    const race = await createDb(env.DB).select().from(prizeRaces).where(eq(prizeRaces.id, listed!.raceId)).get();
    expect(race?.image).toBe(listed!.image);

    const cancelled = await post("/admin/prize-races", admin.cookie, { intent: "cancel", id: String(listed!.raceId) });
    expect(cancelled.status).toBe(200);
    expect((await publicRaces()).some((r) => r.raceId === listed!.raceId)).toBe(false);
    const again = await post("/admin/prize-races", admin.cookie, { intent: "cancel", id: String(listed!.raceId) });
    expect(again.status).toBe(409);
    expect((await auditRows(admin.user.id)).map((r) => r.action)).toEqual(["prize.create", "prize.update", "prize.cancel"]);
  });

  it("refuses a past start, Latin look-alikes and a started race, writing no audit row", async () => {
    const admin = await createTestUser({ role: "admin" });
    const past = await post("/admin/prize-races/new", admin.cookie, raceFields("Өнгөрсөн", Date.now() - DAY, Date.now() + DAY, "Сайн байна уу."));
    expect(past.status).toBe(400);
    const lookalike = await post("/admin/prize-races/new", admin.cookie, raceFields("Латин", Date.now() + DAY, Date.now() + 2 * DAY, "Сайн xүн"));
    expect(lookalike.status).toBe(400);
    const [running] = await createDb(env.DB)
      .insert(prizeRaces)
      .values({ name: "Явагдаж буй", maxPoint: 10, limitWpm: 100, startAt: Date.now() - DAY, endAt: Date.now() + DAY })
      .returning();
    const edit = await post(`/admin/prize-races/${running.id}`, admin.cookie, raceFields("Засвар", Date.now() + DAY, Date.now() + 2 * DAY, "Сайн байна уу."));
    expect(edit.status).toBe(409);
    expect((await post("/admin/prize-races", admin.cookie, { intent: "cancel", id: String(running.id) })).status).toBe(409);
    expect(await auditRows(admin.user.id)).toEqual([]);
  });
});

describe("texts", () => {
  it("add, edit, retire: one audit row each; a retired text is no longer handed out", async () => {
    const admin = await createTestUser({ role: "admin" });
    const body = `Шинэ текст ${Math.floor(Math.random() * 1e9)}`;
    const bad = await post("/admin/texts", admin.cookie, { intent: "add", level: "advanced", language: "mn", body: "Сайн xүн" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Монгол текстэд латин үсэг орсон байна.");
    expect((await post("/admin/texts", admin.cookie, { intent: "add", level: "advanced", language: "mn", body })).status).toBe(200);
    const db = createDb(env.DB);
    const row = await db.select().from(texts).where(eq(texts.body, body)).get();
    expect(row).toMatchObject({ level: "advanced", language: "mn", retiredAt: null });
    expect((await post("/admin/texts", admin.cookie, { intent: "add", level: "begin", language: "mn", body })).status).toBe(409);
    expect(
      (await post("/admin/texts", admin.cookie, { intent: "update", id: String(row!.id), level: "advanced", language: "mn", body: `${body} засав` })).status,
    ).toBe(200);
    expect((await post("/admin/texts", admin.cookie, { intent: "retire", id: String(row!.id) })).status).toBe(200);
    expect((await post("/admin/texts", admin.cookie, { intent: "retire", id: String(row!.id) })).status).toBe(409);
    expect((await auditRows(admin.user.id)).map((r) => [r.action, r.targetId])).toEqual([
      ["text.create", String(row!.id)],
      ["text.update", String(row!.id)],
      ["text.retire", String(row!.id)],
    ]);
    for (let i = 0; i < 20; i++) expect((await randomText(db, "advanced", "mn"))?.id).not.toBe(row!.id);
  });

  it("a traditional-script text takes vetted words only, no Cyrillic or Latin, refused in the admin's language", async () => {
    const admin = await createTestUser({ role: "admin" });
    const add = (body: string, lang = "mn") =>
      post("/admin/texts", `${admin.cookie}; lang=${lang}`, { intent: "add", level: "middle", language: "mn-Mong", body });
    const unknown = await add("ᠠᠮᠪᠠ ᠠᠮᠪ");
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(mn["content.error.scriptWords"]);
    const cyrillic = await add("ᠠᠮᠪᠠ амба", "en");
    expect(cyrillic.status).toBe(400);
    expect(await cyrillic.text()).toContain(en["content.error.scriptLetters"].replaceAll("'", "&#x27;"));
    expect(await auditRows(admin.user.id)).toEqual([]);
    const body =
      Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? "ᠠᠮᠪᠠ" : i % 3 === 1 ? "ᠡᠪ" : "ᠭᠡᠷ\u180eᠢᠶᠠᠷ")).join(" ") +
      ` ${"ᠤᠤ ".repeat(1 + Math.floor(Math.random() * 50))}`;
    expect((await add(body)).status).toBe(200);
    const db = createDb(env.DB);
    const row = await db.select().from(texts).where(eq(texts.body, body.trim())).get();
    expect(row).toMatchObject({ level: "middle", language: "mn-Mong" });
    expect((await auditRows(admin.user.id)).map((r) => r.action)).toEqual(["text.create"]);
    // Learners taking the script's test can be given it.
    expect((await randomText(db, "middle", "mn-Mong", { random: () => 0.999 }))?.language).toBe("mn-Mong");
  });
});

describe("coupons", () => {
  it("a batch of 3 is one audit row; the list and the CSV show who used one", async () => {
    const admin = await createTestUser({ role: "admin" });
    const made = await post("/admin/coupons", admin.cookie, { months: "2", count: "3" });
    expect(made.status).toBe(200);
    const [row] = await auditRows(admin.user.id);
    expect(row.action).toBe("coupon.batch");
    const codes = (JSON.parse(row.after!) as { codes: string[] }).codes;
    expect(codes).toHaveLength(3);
    const db = createDb(env.DB);
    for (const code of codes) expect((await db.select().from(coupons).where(eq(coupons.code, code)).get())?.months).toBe(2);
    const learner = await createTestUser({ name: "Купон Хэрэглэгч" });
    const redeemed = await SELF.fetch("http://localhost/api/purchase/confirm-coupon", {
      method: "POST",
      headers: { Authorization: learner.bearer, "Content-Type": "application/json" },
      body: JSON.stringify({ coupon: codes[0] }),
    });
    expect(redeemed.status).toBe(200);
    const csv = await (await SELF.fetch("http://localhost/admin/coupons/csv?status=used", { headers: { Cookie: admin.cookie } })).text();
    const line = csv.split("\r\n").find((l) => l.startsWith(`${codes[0].slice(0, 4)}-`));
    expect(line).toContain(`,used,`);
    expect(line).toContain(learner.user.email);
    expect(csv).not.toContain(codes[1].slice(4, 8) + "-" + codes[1].slice(8));
    expect((await post("/admin/coupons", admin.cookie, { months: "0", count: "3" })).status).toBe(400);
    expect(await auditRows(admin.user.id)).toHaveLength(1);
  });
});

describe("banners", () => {
  it("upload, move, hide: one audit row each; /api/admin/get-banner serves the active ones in order", async () => {
    const admin = await createTestUser({ role: "admin" });
    const alt = `Баннер ${crypto.randomUUID().slice(0, 6)}`;
    await createDb(env.DB).insert(banners).values({ image: "/images/banners/one.svg", alt: "Өмнөх баннер", position: 0 });
    const added = await post("/admin/banners", admin.cookie, { intent: "add", alt, link: "/payment", image: new File([PNG], "b.png", { type: "image/png" }) });
    expect(added.status).toBe(200);
    const db = createDb(env.DB);
    const banner = await db.select().from(banners).where(eq(banners.alt, alt)).get();
    expect(banner?.image).toMatch(/^\/images\/uploads\/banners\//);
    const served = async () =>
      (await (await SELF.fetch("http://localhost/api/admin/get-banner")).json<{ banners: { id: number }[] }>()).banners.map((b) => b.id);
    expect((await served()).at(-1)).toBe(banner!.id);
    expect((await post("/admin/banners", admin.cookie, { intent: "up", id: String(banner!.id) })).status).toBe(200);
    const order = await served();
    expect(order.indexOf(banner!.id)).toBe(order.length - 2);
    expect((await post("/admin/banners", admin.cookie, { intent: "deactivate", id: String(banner!.id) })).status).toBe(200);
    expect(await served()).not.toContain(banner!.id);
    const notImage = await post("/admin/banners", admin.cookie, { intent: "add", alt, image: new File(["<svg/>"], "x.svg", { type: "image/svg+xml" }) });
    expect(notImage.status).toBe(415);
    expect((await auditRows(admin.user.id)).map((r) => r.action)).toEqual(["banner.create", "banner.move", "banner.deactivate"]);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, admin.user.id), eq(auditLog.targetType, "banner")))
        .all(),
    ).toHaveLength(3);
  });
});

describe("a learner", () => {
  it.each([
    ["/admin/prize-races/new", { name: "x" }],
    ["/admin/prize-races", { intent: "cancel", id: "1" }],
    ["/admin/texts", { intent: "add", level: "begin", language: "en", body: "Hello" }],
    ["/admin/coupons", { months: "1", count: "3" }],
    ["/admin/banners", { intent: "deactivate", id: "1" }],
  ])("gets 403 from %s and writes nothing", async (path, fields) => {
    const learner = await createTestUser();
    const res = await post(path, learner.cookie, fields);
    expect(res.status).toBe(403);
    expect(await auditRows(learner.user.id)).toEqual([]);
  });
});
