// Issue 30 (teachers, classes and joining): a learner asks to teach and an admin decides (role, audit
// row, the reason shown); only a teacher reaches /teacher and only their own classes; a learner joins by
// code, the 61st is refused, a rotated code stops working, and a learner who leaves stops counting.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLASS_MEMBER_LIMIT } from "~/core/classes/membership";
import { createDb } from "~/db/client.server";
import { classMembers, classes, teacherRequests, users } from "~/db/schema";
import { createTestUser } from "../support/auth";
import { auditRowsFor, postForm } from "../support/admin";
import { randomIp } from "../support/http";

const db = () => createDb(env.DB);
const get = (path: string, cookie: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie, Accept: "text/html", "CF-Connecting-IP": randomIp(), ...headers }, redirect: "manual" });
const roleOf = async (id: number) => (await db().select({ role: users.role }).from(users).where(eq(users.id, id)).get())?.role;
const memberRow = (classId: number, userId: number) =>
  db()
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .get();

const REQUEST = { school: "Сонгинохайрхан 5-р сургууль", town: "Улаанбаатар", phone: "99001122" };

async function pendingRequestOf(userId: number) {
  const row = await db()
    .select()
    .from(teacherRequests)
    .where(and(eq(teacherRequests.userId, userId), eq(teacherRequests.status, "pending")))
    .get();
  return row!;
}

/** A teacher with one class made through the /teacher form. */
async function teacherWithClass(name = "7б анги") {
  const teacher = await createTestUser({ role: "teacher", name: `Багш ${crypto.randomUUID().slice(0, 6)}` });
  const created = await postForm("/teacher?index", { name, grade: "7", school: "Сургууль", curriculum: "mn" }, teacher.cookie);
  expect(created.status).toBe(200);
  const row = await db().select().from(classes).where(eq(classes.teacherId, teacher.user.id)).get();
  return { teacher, found: row! };
}

describe("asking to become a teacher", () => {
  it("an approval makes the learner a teacher and writes one audit row", async () => {
    const admin = await createTestUser({ role: "admin" });
    const learner = await createTestUser();
    const bad = await postForm("/profile/teacher-request", { ...REQUEST, phone: "12" }, learner.cookie);
    expect(bad.status).toBe(400);
    const asked = await postForm("/profile/teacher-request", REQUEST, learner.cookie);
    expect(asked.status).toBe(302);
    expect(await (await get("/profile", learner.cookie)).text()).toContain('data-state="pending"');
    expect((await postForm("/profile/teacher-request", REQUEST, learner.cookie)).status).toBe(409);

    const request = await pendingRequestOf(learner.user.id);
    const approved = await postForm("/admin/teachers", { intent: "approve", requestId: String(request.id) }, admin.cookie);
    expect(approved.status).toBe(200);
    expect(await roleOf(learner.user.id)).toBe("teacher");
    const rows = await auditRowsFor("user", learner.user.id);
    expect(rows.map((r) => r.action)).toEqual(["teacher.approve"]);
    expect(rows[0]).toMatchObject({ actorId: admin.user.id });
    // Deciding again changes nothing.
    expect((await postForm("/admin/teachers", { intent: "refuse", requestId: String(request.id), reason: "Давхар" }, admin.cookie)).status).toBe(409);
    expect(await auditRowsFor("user", learner.user.id)).toHaveLength(1);
    expect(await (await get("/teacher", learner.cookie)).text()).toContain(REQUEST.school);
    // The console lists the new teacher with the approved school and no classes yet.
    const row = (await (await get("/admin/teachers", admin.cookie)).text()).match(
      new RegExp(`<tr data-testid="teacher-row">(?:(?!</tr>).)*${learner.user.email}(?:(?!</tr>).)*</tr>`),
    )?.[0];
    expect(row).toContain(REQUEST.school);
    expect(row).toMatch(/>0<\/td><\/tr>$/);
    // Made an admin, the teacher's role toggle leads back to teacher, not to learner.
    expect((await postForm(`/admin/learners/${learner.user.id}`, { intent: "role", role: "admin" }, admin.cookie)).status).toBe(200);
    expect(await (await get(`/admin/learners/${learner.user.id}`, admin.cookie)).text()).toContain('name="role" value="teacher"');
  });

  it("a refusal needs a reason, which the learner reads, and the learner may ask again", async () => {
    const admin = await createTestUser({ role: "admin" });
    const learner = await createTestUser();
    await postForm("/profile/teacher-request", REQUEST, learner.cookie);
    const request = await pendingRequestOf(learner.user.id);
    const noReason = await postForm("/admin/teachers", { intent: "refuse", requestId: String(request.id), reason: "" }, admin.cookie);
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Татгалзсан шалтгаанаа бичнэ үү.");
    const reason = "Сургуулийн нэрийг бүтнээр нь бичнэ үү";
    expect((await postForm("/admin/teachers", { intent: "refuse", requestId: String(request.id), reason }, admin.cookie)).status).toBe(200);
    expect(await roleOf(learner.user.id)).toBe("user");
    expect((await auditRowsFor("user", learner.user.id)).map((r) => r.action)).toEqual(["teacher.refuse"]);
    const profile = await (await get("/profile", learner.cookie)).text();
    expect(profile).toContain('data-state="refused"');
    expect(profile).toContain(reason);
    expect((await postForm("/profile/teacher-request", REQUEST, learner.cookie)).status).toBe(302);
  });
});

describe("the teacher's area", () => {
  it("answers a learner 403 on /teacher, page and form alike", async () => {
    const learner = await createTestUser();
    expect((await get("/teacher", learner.cookie)).status).toBe(403);
    expect((await postForm("/teacher?index", { name: "x", grade: "7", school: "Сургууль", curriculum: "mn" }, learner.cookie)).status).toBe(403);
  });

  it("answers another teacher's class exactly like a missing one (404), and changes nothing", async () => {
    const { found } = await teacherWithClass();
    const other = await createTestUser({ role: "teacher" });
    for (const path of [`/teacher/classes/${found.id}`, `/teacher/classes/${found.id}/settings`, `/teacher/classes/${found.id}/join-card`])
      expect((await get(path, other.cookie)).status, path).toBe(404);
    const data = await get(
      `/teacher/classes/${found.id}/settings.data?_routes=${encodeURIComponent("routes/teacher.classes.$classId.settings")}`,
      other.cookie,
    );
    expect(data.status).toBe(404);
    const attempts: Record<string, string>[] = [{ intent: "rotate" }, { intent: "details", name: "Хулгай", grade: "5", school: "Өөр" }, { intent: "archive" }];
    for (const fields of attempts) expect((await postForm(`/teacher/classes/${found.id}/settings`, fields, other.cookie)).status).toBe(404);
    expect(await db().select().from(classes).where(eq(classes.id, found.id)).get()).toEqual(found);
  });
});

describe("joining a class", () => {
  it("shows the class and its teacher, never the teacher's e-mail, and joins by code", async () => {
    const { teacher, found } = await teacherWithClass();
    const learner = await createTestUser();
    // Typed loosely, the code goes to its written form.
    const loose = await get(`/join/${found.joinCode.slice(0, 4).toLowerCase()}-${found.joinCode.slice(4)}`, learner.cookie);
    expect(loose.status).toBe(302);
    expect(loose.headers.get("Location")).toBe(`/join/${found.joinCode}`);
    const page = await get(`/join/${found.joinCode}`, learner.cookie);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(found.name);
    expect(html).toContain(teacher.user.name);
    expect(html).not.toContain(teacher.user.email);
    expect(html).toContain('href="/privacy"');
    const joined = await postForm(`/join/${found.joinCode}`, { intent: "join" }, learner.cookie);
    expect(joined.status).toBe(200);
    expect(await joined.text()).toContain(`Та «${found.name}» ангид элслээ.`);
    expect(await memberRow(found.id, learner.user.id)).toMatchObject({ via: "code", leftAt: null });
    // A guest logs in first and comes back.
    const guest = await SELF.fetch(`http://localhost/join/${found.joinCode}`, { redirect: "manual" });
    expect(guest.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/join/${found.joinCode}`)}`);
  });

  it(`refuses the ${CLASS_MEMBER_LIMIT + 1}st student with a clear message and changes nothing`, async () => {
    const { found } = await teacherWithClass();
    const tag = crypto.randomUUID().slice(0, 8);
    // The class fills up with learners made in SQL (60 password hashes would cost seconds).
    await db().run(sql`
      INSERT INTO users (name, email)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CLASS_MEMBER_LIMIT})
      SELECT 'Сурагч ' || i, 'full-' || ${tag} || '-' || i || '@example.mn' FROM n`);
    await db().run(sql`
      INSERT INTO class_members (class_id, user_id, via, joined_at)
      SELECT ${found.id}, id, 'code', ${Date.now()} FROM users WHERE email LIKE ${`full-${tag}-%`}`);
    const late = await createTestUser();
    const refused = await postForm(`/join/${found.joinCode}`, { intent: "join" }, late.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`Энэ ангид ${CLASS_MEMBER_LIMIT} сурагч элссэн тул өөр хүн нэмэх боломжгүй.`);
    expect(await memberRow(found.id, late.user.id)).toBeUndefined();
  });

  it("a rotated code stops working at once (404) and the new one works; the rotation is audited", async () => {
    const { teacher, found } = await teacherWithClass();
    const learner = await createTestUser();
    expect((await postForm(`/teacher/classes/${found.id}/settings`, { intent: "rotate" }, teacher.cookie)).status).toBe(200);
    const rotated = (await db().select().from(classes).where(eq(classes.id, found.id)).get())!;
    expect(rotated.joinCode).not.toBe(found.joinCode);
    const old = await get(`/join/${found.joinCode}`, learner.cookie);
    expect(old.status).toBe(404);
    expect(await old.text()).toContain("Ийм кодтой анги алга.");
    expect((await postForm(`/join/${found.joinCode}`, { intent: "join" }, learner.cookie)).status).toBe(404);
    expect((await get(`/join/${rotated.joinCode}`, learner.cookie)).status).toBe(200);
    const audit = await auditRowsFor("class", found.id);
    expect(audit.map((r) => r.action)).toEqual(["class.code"]);
    expect(JSON.parse(audit[0].after!)).toEqual({ joinCode: rotated.joinCode });
  });

  it("leaving sets left_at and the member counts drop; the learner may join again", async () => {
    const { teacher, found } = await teacherWithClass("Тусгай анги");
    const learner = await createTestUser();
    await postForm(`/join/${found.joinCode}`, { intent: "join" }, learner.cookie);
    const count = async () => (await (await get("/teacher", teacher.cookie)).text()).match(/data-testid="class-members"[^>]*>([^<]*)</)?.[1];
    expect(await count()).toBe(`1 / ${CLASS_MEMBER_LIMIT}`);
    expect(await (await get("/profile", learner.cookie)).text()).toContain("Тусгай анги");

    const left = await postForm(`/profile/classes/${found.id}/leave`, {}, learner.cookie);
    expect(left.status).toBe(302);
    expect((await memberRow(found.id, learner.user.id))?.leftAt).toEqual(expect.any(Number));
    expect(await count()).toBe(`0 / ${CLASS_MEMBER_LIMIT}`);
    expect(await (await get("/profile", learner.cookie)).text()).not.toContain("Тусгай анги");
    expect((await postForm(`/profile/classes/${found.id}/leave`, {}, learner.cookie)).status).toBe(404);

    expect((await postForm(`/join/${found.joinCode}`, { intent: "join" }, learner.cookie)).status).toBe(200);
    expect(await memberRow(found.id, learner.user.id)).toMatchObject({ leftAt: null });
    expect(await count()).toBe(`1 / ${CLASS_MEMBER_LIMIT}`);
  });
});
