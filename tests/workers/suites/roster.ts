// Issue 30 §2 (ADR 038): the roster import (one message per bad row, nothing half-made, the 60 limit,
// the consent row), class accounts' login by name (and its limits), erasure, another teacher's 404,
// the top lists that never show a class account, and what others see of one (rooms, prize races,
// friends, certificate checks).
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placeholderEmail } from "~/core/accounts/placeholder-email";
import { createDb } from "~/db/client.server";
import { ulaanbaatarMonth } from "~/core/shared/calendar";
import { certificates, classConsents, classMembers, classes, emailOutbox, monthlyRecords, sessions, users } from "~/db/schema";
import { certificatePdfKey } from "~/models/certificates/certificate-files.server";
import { prizeEligibilityOf, type PrizeRaceRow } from "~/models/races/prize-races.server";
import { publicUserOf } from "~/models/races/rooms.server";
import { topAllTime, topThisMonth } from "~/models/typing/top-lists.server";
import { createTestUser } from "../support/auth";
import { auditRowsFor } from "../support/admin";
import { postJson, randomIp } from "../support/http";
import { pdfText } from "../support/pdf-text";

const db = () => createDb(env.DB);
const ipHeader = (ip: string) => ({ "CF-Connecting-IP": ip });

async function teacherWithClass() {
  const teacher = await createTestUser({ role: "teacher" });
  const row = await db()
    .insert(classes)
    .values({
      teacherId: teacher.user.id,
      name: "5а анги",
      grade: 5,
      school: "1-р сургууль",
      curriculum: "mn",
      joinCode: crypto.randomUUID().slice(0, 8).toUpperCase(),
    })
    .returning()
    .get();
  return { teacher, classId: row.id };
}

function postRoster(classId: number, fields: Record<string, string | Blob>, cookie: string, path = "roster") {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return SELF.fetch(`http://localhost/teacher/classes/${classId}/${path}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Accept: "text/html" },
    redirect: "manual",
  });
}

const members = (classId: number) =>
  db()
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), isNull(classMembers.leftAt)))
    .all();

async function importNames(classId: number, cookie: string, names: string[]) {
  const res = await postRoster(classId, { intent: "import", list: names.join("\n"), consent: "on" }, cookie);
  expect(res.status).toBe(200);
  const html = await res.text();
  const credentials = [...html.matchAll(/<code>([a-z0-9]+)<\/code><\/td><td[^>]*><code>([a-z-0-9]+)<\/code>/g)].map((m) => ({
    username: m[1],
    password: m[2],
  }));
  expect(credentials).toHaveLength(names.length);
  return { html, credentials };
}

describe("the roster import", () => {
  it("answers a file with bad rows with one message per row, and makes nothing", async () => {
    const { teacher, classId } = await teacherWithClass();
    const csv = new Blob(["Нэр;Дугаар\nБат;1\n;2\nБат;1\nДорж;3;4\n"], { type: "text/csv" });
    const res = await postRoster(classId, { intent: "import", file: csv, consent: "on" }, teacher.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html.match(/<li>\d+-р мөр: /g)).toHaveLength(3);
    expect(html).toContain("3-р мөр: нэр хоосон байна.");
    expect(html).toContain("4-р мөр: 2-р мөртэй давхардаж байна.");
    expect(await members(classId)).toHaveLength(0);
    expect(await db().select().from(classConsents).where(eq(classConsents.classId, classId)).all()).toHaveLength(0);

    const cp1251 = new Blob([new Uint8Array([0xc1, 0xe0, 0xf2, 0x0a])]);
    const encoding = await (await postRoster(classId, { intent: "import", file: cp1251, consent: "on" }, teacher.cookie)).text();
    expect(encoding).toContain("UTF-8 кодчилолтой биш");
    const noConsent = await postRoster(classId, { intent: "import", list: "Бат" }, teacher.cookie);
    expect(noConsent.status).toBe(400);
  });

  it("records the consent with the member rows, makes class accounts and prints their cards", async () => {
    const { teacher, classId } = await teacherWithClass();
    const { credentials } = await importNames(classId, teacher.cookie, ["Батын Болд", "Доржийн Сарнай"]);
    const rows = await members(classId);
    const [consent] = await db().select().from(classConsents).where(eq(classConsents.classId, classId)).all();
    expect(consent).toMatchObject({ teacherId: teacher.user.id, students: 2, wording: expect.stringContaining("roster-consent-v1") });
    expect(rows.map((r) => [r.via, r.consentId])).toEqual([
      ["roster", consent.id],
      ["roster", consent.id],
    ]);
    const made = await db().select().from(users).where(eq(users.id, rows[0].userId)).get();
    expect(made).toMatchObject({ classAccount: true, email: placeholderEmail(made!.username!) });
    expect(credentials.map((c) => c.username).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^bold\d{3}$/), expect.stringMatching(/^sarnai\d{3}$/)]),
    );
    expect(await auditRowsFor("class", classId)).toHaveLength(1);

    const cards = JSON.stringify(rows.map((r) => ({ userId: r.userId, password: "abcd-2345" })));
    const pdf = await postRoster(classId, { cards }, teacher.cookie, "roster/cards");
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = await pdfText(await pdf.arrayBuffer());
    for (const c of credentials) expect(text).toContain(c.username);
  });

  it("refuses the 61st student", async () => {
    const { teacher, classId } = await teacherWithClass();
    await importNames(
      classId,
      teacher.cookie,
      Array.from({ length: 60 }, (_, i) => `Сурагч ${i + 1}-р`),
    );
    const res = await postRoster(classId, { intent: "import", list: "Шинэ Сурагч", consent: "on" }, teacher.cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("1-р мөр: ангид 60-аас олон сурагч байж болохгүй.");
    expect(await members(classId)).toHaveLength(60);
  }, 60_000);

  it("answers another teacher's roster, cards and actions with 404", async () => {
    const { classId } = await teacherWithClass();
    const other = await createTestUser({ role: "teacher" });
    const page = await SELF.fetch(`http://localhost/teacher/classes/${classId}/roster`, { headers: { Cookie: other.cookie } });
    expect(page.status).toBe(404);
    expect((await postRoster(classId, { intent: "import", list: "Бат", consent: "on" }, other.cookie)).status).toBe(404);
    expect((await postRoster(classId, { cards: "[]" }, other.cookie, "roster/cards")).status).toBe(404);
  });
});

describe("a class account", () => {
  it("logs in with its login name; a wrong password is refused and counts for the account", async () => {
    const { teacher, classId } = await teacherWithClass();
    const { credentials } = await importNames(classId, teacher.cookie, ["Ганбаатарын Тэмүүлэн"]);
    const [{ username, password }] = credentials;
    const ok = await postJson("/api/user/login", { email: username, password }, ipHeader(randomIp()));
    expect(ok.status).toBe(200);
    const page = await SELF.fetch("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": randomIp() },
      body: new URLSearchParams({ email: username.toUpperCase(), password }).toString(),
      redirect: "manual",
    });
    expect(page.headers.get("Set-Cookie")).toContain("=");

    const attacker = randomIp();
    for (let i = 0; i < 5; i++)
      expect((await postJson("/api/user/login", { email: username, password: `wrong-${i}-pass` }, ipHeader(attacker))).status).toBe(401);
    // The limit is the account's, whichever name it is asked by.
    expect((await postJson("/api/user/login", { email: placeholderEmail(username), password }, ipHeader(attacker))).status).toBe(429);

    // A reset asked for by the login name answers as always, and mails nothing.
    const before = await db()
      .select({ n: sql<number>`count(*)` })
      .from(emailOutbox)
      .get();
    expect((await postJson("/api/user/forgot-password", { email: username }, ipHeader(randomIp()))).status).toBe(200);
    expect(
      await db()
        .select({ n: sql<number>`count(*)` })
        .from(emailOutbox)
        .get(),
    ).toEqual(before);
  });

  it("is erased by its teacher: personal data gone, sessions ended, results kept, one audit row", async () => {
    const { teacher, classId } = await teacherWithClass();
    const { credentials } = await importNames(classId, teacher.cookie, ["Сүхийн Номин"]);
    const login = await postJson("/api/user/login", { email: credentials[0].username, password: credentials[0].password }, ipHeader(randomIp()));
    expect(login.status).toBe(200);
    const [member] = await members(classId);
    const token = crypto.randomUUID().replaceAll("-", "").slice(0, 22);
    await db().insert(certificates).values({ userId: member.userId, token, wpm: 40, startAt: Date.now(), endAt: Date.now() });
    await env.IMAGES.put(certificatePdfKey(token), new Uint8Array([1, 2, 3]));
    const res = await postRoster(classId, { intent: "erase", userId: String(member.userId) }, teacher.cookie);
    expect(res.status).toBe(200);
    const erased = await db().select().from(users).where(eq(users.id, member.userId)).get();
    expect(erased).toMatchObject({ name: `Устгагдсан сурагч ${member.userId}`, username: null, phone: null, image: null, passwordHash: null, active: false });
    expect(erased!.email).toMatch(/@erased\.invalid$/);
    const open = await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, member.userId), isNull(sessions.revokedAt)))
      .all();
    expect(open).toHaveLength(0);
    expect(await members(classId)).toHaveLength(0);
    // The stored certificate PDF printed the child's name.
    expect(await env.IMAGES.get(certificatePdfKey(token))).toBeNull();
    const audit = await auditRowsFor("user", member.userId);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([["class.student.erase", teacher.user.id]]);
    expect(JSON.stringify(audit)).not.toContain("Номин");
  });

  it("never appears on the top lists", async () => {
    const { teacher, classId } = await teacherWithClass();
    await importNames(classId, teacher.cookie, ["Хурдан Бичээч"]);
    const [member] = await members(classId);
    await db().update(users).set({ recordWpm: 999 }).where(eq(users.id, member.userId));
    await db()
      .insert(monthlyRecords)
      .values({ userId: member.userId, month: ulaanbaatarMonth(Date.now()), bestWpm: 999, achievedAt: Date.now() });
    const visible = await createTestUser({ recordWpm: 998 });
    const all = await topAllTime(db());
    expect(all.map((e) => e.id)).toContain(visible.user.id);
    expect(all.map((e) => e.id)).not.toContain(member.userId);
    expect((await topThisMonth(db())).map((e) => e.id)).not.toContain(member.userId);
  });
});

describe("outside its class, a class account", () => {
  const classAccount = (name = "Батын Болд") =>
    createTestUser({ name, classAccount: true, username: `bold${Math.floor(Math.random() * 1e9)}`, image: "avatars/a.png" });

  it("races in rooms and shows in the lobby only as 'Болд Б.', without its picture", async () => {
    const { user } = await classAccount();
    // publicUserOf is what the socket upgrade hands the lobby and the room (workers/socket-routes.ts) and what invitations carry.
    expect(publicUserOf(user)).toMatchObject({ name: "Болд Б.", image: null });
    const learner = await createTestUser({ name: "Батын Болд", image: "avatars/a.png" });
    expect(publicUserOf(learner.user).name).toBe("Батын Болд");
  });

  it("cannot enter a prize race", async () => {
    const { user } = await classAccount();
    const race = { id: 1, minPoint: 0, maxPoint: 1_000_000, limitWpm: 1_000 } as PrizeRaceRow;
    expect(await prizeEligibilityOf(db(), user.id, race, Date.now())).toEqual({ ok: false, reason: "classAccount" });
  });

  it("asks and is asked for friendship by classmates only", async () => {
    const { teacher, classId } = await teacherWithClass();
    const student = await classAccount();
    const classmate = await createTestUser();
    const outsider = await createTestUser();
    await db()
      .insert(classMembers)
      .values([student.user.id, classmate.user.id].map((userId) => ({ classId, userId, via: "roster" as const, joinedAt: Date.now() })));
    const ask = (cookie: string, userId: number) => postJson("/api/user/add-friend", { userId }, { Cookie: cookie });
    // To someone outside the class, the class account is an unknown id; it may not ask them either.
    expect((await ask(outsider.cookie, student.user.id)).status).toBe(404);
    const refused = await ask(student.cookie, outsider.user.id);
    expect(refused.status).toBe(403);
    expect((await refused.json<{ message: string }>()).message).toContain("ангийнхантайгаа");
    expect((await ask(student.cookie, classmate.user.id)).status).toBe(200);
    expect((await ask(teacher.cookie, student.user.id)).status).toBe(404);
  });

  it("shows a certificate check only 'Болд Б.'; its owner sees the full name", async () => {
    const student = await classAccount();
    const token = crypto.randomUUID().replaceAll("-", "").slice(0, 22);
    await db().insert(certificates).values({ userId: student.user.id, token, wpm: 40, startAt: Date.now(), endAt: Date.now() });
    const check = async (headers: Record<string, string>) => {
      const res = await postJson("/api/user/check-user-certi", { token }, { ...ipHeader(randomIp()), ...headers });
      expect(res.status).toBe(200);
      return (await res.json<{ info: { name: string; email: string | null; image: string | null }[] }>()).info[0];
    };
    expect(await check({})).toMatchObject({ name: "Болд Б.", email: null, image: null });
    expect((await check({ Cookie: student.cookie })).name).toBe("Батын Болд");
  });
});

describe("a class account's own screens", () => {
  it("never show its placeholder address", async () => {
    const username = `nomin${Math.floor(Math.random() * 1e9)}`;
    const student = await createTestUser({ name: "Сүхийн Номин", classAccount: true, username, email: placeholderEmail(username) });
    for (const path of ["/profile", "/update-profile"]) {
      const html = await (await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: student.cookie } })).text();
      expect(html).toContain("Цахим шуудангүй — ангийн бүртгэл");
      expect(html).not.toContain(".invalid");
    }
    const info = await postJson("/api/user/get-user-info", {}, { Cookie: student.cookie });
    expect((await info.json<{ data: { info: { email: string } } }>()).data.info.email).toBe("");
  });
});

describe("a class account adds an e-mail of its own", () => {
  const addEmail = (cookie: string, fields: Record<string, string>) =>
    SELF.fetch("http://localhost/update-profile", {
      method: "POST",
      body: new URLSearchParams({ intent: "email", ...fields }),
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": randomIp() },
    });

  it("asks for its password, mails a link to the new address, and the address counts only once the link is opened", async () => {
    const username = `saraa${Math.floor(Math.random() * 1e9)}`;
    const student = await createTestUser({ name: "Болдын Сараа", classAccount: true, username, email: placeholderEmail(username) });
    const address = `saraa-${crypto.randomUUID()}@example.mn`;
    const outbox = () => createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.to, address)).all();

    const wrong = await addEmail(student.cookie, { email: address, password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Нууц үг буруу байна.");
    const taken = await createTestUser();
    const clash = await addEmail(student.cookie, { email: taken.user.email, password: student.password });
    expect(clash.status).toBe(409);
    expect(await clash.text()).toContain("Энэ цахим шуудангаар бүртгэл үүссэн байна.");
    expect(await outbox()).toHaveLength(0);

    const asked = await addEmail(student.cookie, { email: address, password: student.password });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(`${address} хаяг руу холбоос илгээлээ.`);
    const [mail] = await outbox();
    expect(mail.subject).toContain("шинэ цахим шуудангаа");
    // Until the link is opened, the account still logs in by its name only.
    const byAddress = () => postJson("/api/user/login", { email: address, password: student.password }, { "CF-Connecting-IP": randomIp() });
    expect((await byAddress()).status).toBe(401);

    const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/)![0];
    expect((await SELF.fetch(link, { redirect: "manual" })).headers.get("Location")).toBe("/login?sms=1");
    expect((await SELF.fetch(link, { redirect: "manual" })).headers.get("Location")).toBe("/login?verifyFailed=1");
    expect((await byAddress()).status).toBe(200);
    expect((await postJson("/api/user/login", { email: username, password: student.password }, { "CF-Connecting-IP": randomIp() })).status).toBe(200);
    // Its own screens now show the address; it stays a class account (privacy rules, ADR 038), and the
    // form is gone.
    const html = await (await SELF.fetch("http://localhost/update-profile", { headers: { Cookie: student.cookie } })).text();
    expect(html).toContain(address);
    expect(html).not.toContain('data-testid="add-email"');
    const row = await createDb(env.DB).select({ classAccount: users.classAccount }).from(users).where(eq(users.id, student.user.id)).get();
    expect(row?.classAccount).toBe(true);
    expect((await addEmail(student.cookie, { email: `again-${address}`, password: student.password })).status).toBe(409);
  });

  it("loses the race to someone who registers the address first", async () => {
    const username = `tuya${Math.floor(Math.random() * 1e9)}`;
    const student = await createTestUser({ name: "Түвшний Туяа", classAccount: true, username, email: placeholderEmail(username) });
    const address = `tuya-${crypto.randomUUID()}@example.mn`;
    expect((await addEmail(student.cookie, { email: address, password: student.password })).status).toBe(200);
    await createTestUser({ email: address });
    const mail = await createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.to, address)).get();
    const link = mail!.text.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/)![0];
    expect((await SELF.fetch(link, { redirect: "manual" })).headers.get("Location")).toBe("/login?verifyFailed=1");
    const row = await createDb(env.DB).select({ email: users.email }).from(users).where(eq(users.id, student.user.id)).get();
    expect(row?.email).toBe(placeholderEmail(username));
  });
});
