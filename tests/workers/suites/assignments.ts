// Issue 30 §3 and §5 (ADR 039): a teacher's assignments, the class's lesson lock on the server, the
// gradebook, its CSV and the report cards. Teachers, classes and members are made directly in D1.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { ubDayOf } from "~/core/classes/assignments";
import { createDb } from "~/db/client.server";
import { classAssignments, classMembers, classes, testResults, userLessons } from "~/db/schema";
import { auditRowsFor, postForm } from "../support/admin";
import { createTestUser } from "../support/auth";
import { postJson } from "../support/http";
import { lessonAt, seedCurriculum, typingLog } from "../support/lessons";
import { pdfText } from "../support/pdf-text";

beforeAll(seedCurriculum);

const db = () => createDb(env.DB);
const tomorrow = () => ubDayOf(Date.now() + 86_400_000);
const get = (path: string, cookie: string) => SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

async function makeClass(overrides: Partial<typeof classes.$inferInsert> = {}) {
  const teacher = await createTestUser({ role: "teacher", name: "Багш Сараа" });
  const row = await db()
    .insert(classes)
    .values({
      teacherId: teacher.user.id,
      name: "5А",
      grade: 5,
      school: "1-р сургууль",
      curriculum: "mn",
      joinCode: crypto.randomUUID().slice(0, 8).toUpperCase(),
      ...overrides,
    })
    .returning()
    .get();
  return { teacher, cls: row, base: `/teacher/classes/${row.id}` };
}

async function addStudent(classId: number, name: string, extra: Partial<typeof classMembers.$inferInsert> = {}) {
  const student = await createTestUser({ name });
  await db()
    .insert(classMembers)
    .values({ classId, userId: student.user.id, via: "code", joinedAt: Date.now() - 1000, ...extra });
  return student;
}

const assignmentsOf = (classId: number) => db().select().from(classAssignments).where(eq(classAssignments.classId, classId));

describe("giving assignments", () => {
  it("creates each kind with one audit row, and refuses bad input with its message and nothing written", async () => {
    const { teacher, cls, base } = await makeClass();
    const path = `${base}/assignments`;
    const bad = await postForm(path, { intent: "lessons", kind: "lessons", from: "5", to: "3", target: "stars", stars: "2", due: tomorrow() }, teacher.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Сүүлийн хичээл эхний хичээлээс өмнө байж болохгүй.");
    const badTest = await postForm(path, { intent: "test", kind: "test", wpm: "25", accuracy: "101", due: "2020-01-01" }, teacher.cookie);
    expect(badTest.status).toBe(400);
    const badTestText = await badTest.text();
    expect(badTestText).toContain("Нарийвчлалыг 50–100% хооронд оруулна уу.");
    expect(badTestText).toContain("Өнгөрсөн өдрийг сонгох боломжгүй.");
    const badKeys = await postForm(path, { intent: "keys", kind: "keys", keys: "f j", accuracy: "95", due: tomorrow() }, teacher.cookie);
    expect(badKeys.status).toBe(400);
    expect(await badKeys.text()).toContain("Зөвхөн ангийн гарын товчлууруудыг сонгоно уу.");
    expect(await assignmentsOf(cls.id)).toHaveLength(0);
    expect(await auditRowsFor("class", cls.id)).toHaveLength(0);

    const kinds: Record<string, string>[] = [
      { intent: "lessons", kind: "lessons", from: "1", to: "3", target: "stars", stars: "2", due: tomorrow() },
      { intent: "test", kind: "test", wpm: "25", accuracy: "95", due: tomorrow() },
      { intent: "keys", kind: "keys", keys: "ө, ү", accuracy: "90", due: tomorrow() },
    ];
    for (const fields of kinds) {
      expect((await postForm(path, fields, teacher.cookie)).status, fields.kind).toBe(200);
    }
    const rows = await assignmentsOf(cls.id);
    expect(rows.map((r) => [r.kind, r.lessonFrom, r.lessonTo, r.targetStars, r.targetWpm, r.targetAccuracy, r.keys])).toEqual([
      ["lessons", 1, 3, 2, null, null, null],
      ["test", null, null, null, 25, 95, null],
      ["keys", null, null, null, null, 90, "өү"],
    ]);
    const audit = await auditRowsFor("class", cls.id);
    expect(audit.map((r) => r.action)).toEqual(["class.assignment.create", "class.assignment.create", "class.assignment.create"]);
    expect(JSON.parse(audit[0].after!)).toMatchObject({ id: rows[0].id, kind: "lessons" });

    // Remove: soft, audited once; a second removal finds nothing.
    expect((await postForm(path, { intent: "remove", id: String(rows[1].id) }, teacher.cookie)).status).toBe(200);
    expect((await postForm(path, { intent: "remove", id: String(rows[1].id) }, teacher.cookie)).status).toBe(404);
    expect((await assignmentsOf(cls.id)).find((r) => r.id === rows[1].id)?.removedAt).toBeGreaterThan(0);
    expect((await auditRowsFor("class", cls.id)).filter((r) => r.action === "class.assignment.remove")).toHaveLength(1);
  });

  it("answers another teacher with 404 on every route, and changes nothing", async () => {
    const { cls, base } = await makeClass();
    const other = await createTestUser({ role: "teacher" });
    for (const path of ["/assignments", "/gradebook", "/gradebook.csv", "/report-card.pdf"])
      expect((await get(`${base}${path}`, other.cookie)).status, path).toBe(404);
    const post = await postForm(`${base}/assignments`, { intent: "test", kind: "test", wpm: "25", accuracy: "95", due: tomorrow() }, other.cookie);
    expect(post.status).toBe(404);
    expect(await assignmentsOf(cls.id)).toHaveLength(0);
  });
});

describe("progress and the lock", () => {
  it("counts the student's results and refuses a lesson beyond the assignment on the server", async () => {
    const { teacher, cls, base } = await makeClass({ lockBeyondAssignments: true });
    const student = await addStudent(cls.id, "Болд");
    await postForm(
      `${base}/assignments`,
      { intent: "lessons", kind: "lessons", from: "1", to: "3", target: "stars", stars: "1", due: tomorrow() },
      teacher.cookie,
    );
    const before = await (await get(`${base}/assignments`, teacher.cookie)).text();
    expect(before).toContain("0 / 1 сурагч");

    // The student's /lesson shows the assignment first with 0/3.
    const lessonPage = await (await get("/lesson", student.cookie)).text();
    expect(lessonPage.indexOf('data-testid="open-assignments"')).toBeGreaterThan(-1);
    expect(lessonPage.indexOf('data-testid="open-assignments"')).toBeLessThan(lessonPage.indexOf('data-testid="lesson-summary"'));
    expect(lessonPage).toContain("0/3 хичээл");

    // Lessons 1..3 done: the assignment is done, and lesson 4 (beyond it) stays closed though the student reached it.
    await db()
      .insert(userLessons)
      .values(
        [1, 2, 3].map((level) => ({
          userId: student.user.id,
          lessonId: lessonAt(level).id,
          bestScore: 50,
          bestWpm: 20,
          bestAccuracy: 95,
          attempts: 1,
          updatedAt: Date.now(),
        })),
      );
    expect(await (await get(`${base}/assignments`, teacher.cookie)).text()).toContain("1 / 1 сурагч");
    const fourth = lessonAt(4);
    const refused = await postJson("/api/lesson/get-lesson", { id: fourth.id }, { Authorization: student.bearer });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      result: false,
      message: "Багш тань энэ хичээлийг хараахан нээгээгүй байна. Өгсөн даалгаврын хичээлүүдээ хийнэ үү.",
    });
    const saved = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: fourth.id, attemptId: crypto.randomUUID(), keystrokes: typingLog(fourth.text, 250) },
      { Authorization: student.bearer },
    );
    expect(saved.status).toBe(403);
    const screen = await get(`/${fourth.type === "start" ? "lesson-step" : fourth.type === "hold" ? "holded" : fourth.type}/${fourth.id}`, student.cookie);
    expect(screen.status).toBe(302);
    expect(screen.headers.get("Location")).toContain("gate=class");
    const list = await (
      await postJson("/api/lesson/get-lesson-list", {}, { Authorization: student.bearer })
    ).json<{ lesson: { lvl: number; access: string }[] }>();
    expect(list.lesson.find((l) => l.lvl === 4)?.access).toBe("class");
    expect(list.lesson.find((l) => l.lvl === 3)?.access).toBe("open");

    // Without the lock the same lesson opens.
    await db().update(classes).set({ lockBeyondAssignments: false }).where(eq(classes.id, cls.id));
    expect((await postJson("/api/lesson/get-lesson", { id: fourth.id }, { Authorization: student.bearer })).status).toBe(200);
  });
});

describe("the gradebook", () => {
  it("leaves out a student who left; the CSV has the BOM, Cyrillic and neutralised cells; the report cards parse", async () => {
    const { teacher, cls, base } = await makeClass();
    const stays = await addStudent(cls.id, "Өнөрмаа Үүрцайх");
    await addStudent(cls.id, "=HYPERLINK(1)");
    const left = await addStudent(cls.id, "Явсан Сурагч", { leftAt: Date.now() });
    await postForm(`${base}/assignments`, { intent: "test", kind: "test", wpm: "20", accuracy: "90", due: tomorrow() }, teacher.cookie);
    await db()
      .insert(testResults)
      .values({
        id: crypto.randomUUID(),
        userId: stays.user.id,
        language: "mn",
        level: "begin",
        wpm: 30,
        cpm: 150,
        accuracy: 96,
        characters: 150,
        errors: 2,
        durationMs: 60_000,
        createdAt: Date.now() + 1000,
      });

    const page = await (await get(`${base}/gradebook`, teacher.cookie)).text();
    expect(page).toContain("Өнөрмаа Үүрцайх");
    expect(page).not.toContain("Явсан Сурагч");

    const csvRes = await get(`${base}/gradebook.csv`, teacher.cookie);
    expect(csvRes.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csvRes.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes.slice(3));
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("№,Сурагч,Сурагчийн дугаар,60 секундийн тест 20/90%,Дундаж (%),Дүн,Шилдэг WPM,Дундаж WPM,Нарийвчлал (%)");
    expect(csv).toContain(`"'=HYPERLINK(1)"`);
    expect(csv).toContain("Өнөрмаа Үүрцайх,,100,100,A,30,30,96");
    expect(csv).not.toContain("Явсан");

    const classPdf = await get(`${base}/report-card.pdf`, teacher.cookie);
    expect(classPdf.headers.get("Content-Type")).toBe("application/pdf");
    const classBytes = new Uint8Array(await classPdf.arrayBuffer());
    expect((await PDFDocument.load(classBytes)).getPageCount()).toBe(1);
    const classText = await pdfText(classBytes);
    expect(classText).toContain("Өнөрмаа Үүрцайх");
    expect(classText).not.toContain("Явсан Сурагч");

    const own = new Uint8Array(await (await get(`${base}/report-card.pdf?student=${stays.user.id}`, teacher.cookie)).arrayBuffer());
    expect((await PDFDocument.load(own)).getPageCount()).toBe(1);
    expect(await pdfText(own)).toContain("Сурагч: Өнөрмаа Үүрцайх");
    expect((await get(`${base}/report-card.pdf?student=${left.user.id}`, teacher.cookie)).status).toBe(404);
  });

  it("saves a valid grading scale with an audit row and refuses an overlapping one", async () => {
    const { teacher, cls, base } = await makeClass();
    const bad = await postForm(
      `${base}/gradebook`,
      { "bands[0].label": "A", "bands[0].min": "50", "bands[1].label": "B", "bands[1].min": "60", "bands[2].label": "F", "bands[2].min": "0" },
      teacher.cookie,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Доод хувь дээрээс доош буурч, давхцахгүй байх ёстой.");
    const ok = await postForm(
      `${base}/gradebook`,
      { "bands[0].label": "Онц", "bands[0].min": "85", "bands[1].label": "Бусад", "bands[1].min": "0", "bands[2].label": "", "bands[2].min": "" },
      teacher.cookie,
    );
    expect(ok.status).toBe(200);
    const row = await db()
      .select()
      .from(classes)
      .where(and(eq(classes.id, cls.id)))
      .get();
    expect(JSON.parse(row!.gradingScale!)).toEqual([
      { label: "Онц", min: 85 },
      { label: "Бусад", min: 0 },
    ]);
    expect((await auditRowsFor("class", cls.id)).map((r) => r.action)).toEqual(["class.grading"]);
  });
});
