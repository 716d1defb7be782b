// Issue 30 §4 (ADR 040): the live class view. A member's report reaches the teacher's socket; a
// non-member, another teacher and a student who left are refused; the progress table of 60 students
// is one D1 query with the right figures; a lesson save writes its duration and tells the teacher's
// page; the pages 404 for another teacher's class or a student who is not an active member.
import { runDurableObjectAlarm, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ubWeekStart } from "~/core/classes/class-progress";
import { CLOSE_NOT_IN_CLASS } from "~/core/races/close-codes";
import { createDb } from "~/db/client.server";
import { countingD1 } from "~/dev/class-live.server";
import { classes, classMembers, lessonAttempts, testResults, userLessons, users } from "~/db/schema";
import { classProgress } from "~/models/classes/class-progress.server";
import { tellClassMemberLeft } from "~/models/classes/class-live.server";
import { createTestUser } from "../support/auth";
import { postJson } from "../support/http";
import { finishLessonsUpTo, lessonAt, seedCurriculum, typingLog } from "../support/lessons";
import { openSocket } from "../support/sockets";

beforeAll(seedCurriculum);

const db = () => createDb(env.DB);
const classSocket = (classId: number, cookie: string) => openSocket(`/ws/class/${classId}`, "class", { Cookie: cookie });
const classObject = (classId: number) => env.CLASS_ROOM.get(env.CLASS_ROOM.idFromName(String(classId)));
const page = (path: string, cookie: string) => SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

async function makeClass(teacherId: number, name = "7А анги") {
  return db()
    .insert(classes)
    .values({ teacherId, name, grade: 7, school: "1-р сургууль", curriculum: "mn", joinCode: crypto.randomUUID().slice(0, 8).toUpperCase() })
    .returning()
    .get();
}

async function join(classId: number, userId: number, joinedAt = Date.now() - 86_400_000) {
  await db().insert(classMembers).values({ classId, userId, via: "code", joinedAt });
}

async function setting(studentCount = 1) {
  const teacher = await createTestUser({ role: "teacher", name: "Багш Туяа" });
  const cls = await makeClass(teacher.user.id);
  const students = [];
  for (let i = 0; i < studentCount; i++) {
    const s = await createTestUser({ name: `Сурагч ${i + 1}` });
    await join(cls.id, s.user.id);
    students.push(s);
  }
  return { teacher, cls, students };
}

const report = (wpm: number, seq = 1, activity = "lesson", level: number | null = 12) => ({ type: "classReport", activity, level, wpm, accuracy: 97, seq });

describe("the live socket", () => {
  it("a member's report reaches the class's teacher; reports of others in the window ride in the next frame", async () => {
    const { teacher, cls, students } = await setting(3);
    const watcher = await classSocket(cls.id, teacher.cookie);
    expect(await watcher.waitFor("classLive")).toMatchObject({ classId: cls.id, students: [] });

    const [a, b, c] = await Promise.all(students.map((s) => classSocket(cls.id, s.cookie)));
    a.send(report(31));
    const seen = await watcher.waitFor("classTick", (m) => m.students.some((s) => s.id === students[0].user.id && s.seq === 1));
    expect(seen.students.find((s) => s.id === students[0].user.id)).toMatchObject({ name: "Сурагч 1", activity: "lesson", level: 12, wpm: 31, accuracy: 97 });
    // A second report faster than every 2 s is refused: sent at once, so a slow machine cannot stretch
    // the gap past 2 s (run 47 did, when this was sent after the rest of the test).
    a.send(report(32, 2));
    expect(await a.waitFor("error")).toMatchObject({ code: "rate_limited", for: "classReport" });

    b.send(report(22, 1, "test"));
    c.send(report(18, 1, "race"));
    await Promise.all([b.barrier(), c.barrier()]);
    // Within the 500-ms window they wait for the object's alarm (on a slow machine one may have gone at once).
    await runDurableObjectAlarm(classObject(cls.id));
    const got = new Map<number, string>();
    while (got.size < 2) {
      const tick = await watcher.waitFor("classTick");
      // (Their sockets' arrival may ride along as idle rows without a report.)
      for (const s of tick.students) if (s.seq > 0) got.set(s.id, s.activity);
    }
    expect(got).toEqual(
      new Map([
        [students[1].user.id, "test"],
        [students[2].user.id, "race"],
      ]),
    );
    // A student sees nobody else's figures.
    expect(await a.receivesNo("classTick")).toBe(true);

    // A teacher who opens the page now gets everyone online in the snapshot.
    const late = await classSocket(cls.id, teacher.cookie);
    expect((await late.waitFor("classLive")).students.map((s) => s.name)).toEqual(["Сурагч 1", "Сурагч 2", "Сурагч 3"]);
  });

  it("refuses a learner who is not a member, and another teacher", async () => {
    const { cls } = await setting(0);
    const outsider = await createTestUser();
    const otherTeacher = await createTestUser({ role: "teacher" });
    for (const who of [outsider, otherTeacher]) {
      const ws = await classSocket(cls.id, who.cookie);
      expect(await ws.waitFor("error")).toMatchObject({ code: "forbidden" });
      expect((await ws.closed).code).toBe(CLOSE_NOT_IN_CLASS);
    }
  });

  it("a student who leaves disappears from the teacher's view at once, is closed, and cannot come back", async () => {
    const { teacher, cls, students } = await setting(1);
    const [student] = students;
    const watcher = await classSocket(cls.id, teacher.cookie);
    await watcher.waitFor("classLive");
    const ws = await classSocket(cls.id, student.cookie);
    await watcher.waitFor("classTick", (m) => m.students.some((s) => s.id === student.user.id));

    await db()
      .update(classMembers)
      .set({ leftAt: Date.now() })
      .where(and(eq(classMembers.classId, cls.id), eq(classMembers.userId, student.user.id)));
    await tellClassMemberLeft(env, cls.id, student.user.id);
    expect((await ws.closed).code).toBe(CLOSE_NOT_IN_CLASS);
    await runDurableObjectAlarm(classObject(cls.id));
    expect((await watcher.waitFor("classTick", (m) => m.gone.includes(student.user.id))).students).toEqual([]);
    expect(await classObject(cls.id).online()).toEqual([]);

    const again = await classSocket(cls.id, student.cookie);
    expect(await again.waitFor("error")).toMatchObject({ code: "forbidden" });
    expect((await again.closed).code).toBe(CLOSE_NOT_IN_CLASS);
  });

  it("tells a class member's screens which class to report to, and a learner in no class none", async () => {
    const { cls, students } = await setting(1);
    const outsider = await createTestUser();
    const ask = async (bearer: string) => (await postJson("/api/user/class-live", {}, { Authorization: bearer })).json();
    expect(await ask(students[0].bearer)).toEqual({ result: true, classId: cls.id });
    expect(await ask(outsider.bearer)).toEqual({ result: true, classId: null });
  });
});

describe("the progress table", () => {
  it("reads 60 students in at most 3 D1 queries, with the right figures", async () => {
    const teacher = await createTestUser({ role: "teacher" });
    const cls = await makeClass(teacher.user.id, "8Б анги");
    const now = Date.now();
    const joinedAt = now - 3 * 86_400_000;
    const tag = crypto.randomUUID().slice(0, 8);
    const rows = Array.from({ length: 60 }, (_, i) => ({ name: `Сурагч ${String(i + 1).padStart(2, "0")}`, email: `class-${tag}-${i}@example.mn` }));
    const made = [];
    for (let i = 0; i < rows.length; i += 10)
      made.push(
        ...(await db()
          .insert(users)
          .values(rows.slice(i, i + 10))
          .returning({ id: users.id })),
      );
    for (let i = 0; i < made.length; i += 20) {
      await db()
        .insert(classMembers)
        .values(made.slice(i, i + 20).map((u) => ({ classId: cls.id, userId: u.id, via: "roster" as const, joinedAt })));
    }
    const [first, second] = made;
    const week = ubWeekStart(now);
    // The first student: two lessons passed (scores 150 and 41: 4 + 2 stars), tests before and after joining.
    await db()
      .insert(userLessons)
      .values([
        { userId: first.id, lessonId: lessonAt(2).id, bestScore: 150, bestWpm: 20, bestAccuracy: 95, updatedAt: now },
        { userId: first.id, lessonId: lessonAt(3).id, bestScore: 41, bestWpm: 12, bestAccuracy: 90, updatedAt: now },
      ]);
    const test = (id: string, wpm: number, accuracy: number, at: number, durationMs = 60_000) => ({
      id,
      userId: first.id,
      language: "mn" as const,
      level: "begin" as const,
      wpm,
      cpm: wpm * 5,
      accuracy,
      characters: 100,
      errors: 1,
      durationMs,
      createdAt: at,
    });
    await db()
      .insert(testResults)
      .values([test(`t-${tag}-0`, 90, 50, joinedAt - 1), test(`t-${tag}-1`, 30, 96, Math.max(joinedAt + 1, week - 1)), test(`t-${tag}-2`, 41, 91, now - 5)]);
    await db()
      .insert(lessonAttempts)
      .values({ id: `a-${tag}`, userId: first.id, lessonId: lessonAt(2).id, wpm: 20, accuracy: 95, score: 150, durationMs: 150_000, createdAt: now - 10 });

    const counted = countingD1(env.DB);
    const progress = await classProgress(createDb(counted.d1), cls, now);
    expect(counted.statements()).toBeLessThanOrEqual(3);
    expect(progress).toHaveLength(60);
    const weekMs = (week <= Math.max(joinedAt + 1, week - 1) ? 60_000 : 0) + 60_000 + 150_000;
    expect(progress.find((r) => r.id === first.id)).toEqual({
      id: first.id,
      name: "Сурагч 01",
      studentNumber: null,
      lessonsDone: 2,
      stars: 6,
      bestWpm: 41,
      avgWpm: 36,
      accuracy: 94,
      minutesThisWeek: Math.floor(weekMs / 60_000),
      lastActive: now - 5,
    });
    expect(progress.find((r) => r.id === second.id)).toMatchObject({ lessonsDone: 0, stars: 0, bestWpm: null, minutesThisWeek: 0, lastActive: null });
    // A student who left is not in the table.
    await db()
      .update(classMembers)
      .set({ leftAt: now })
      .where(and(eq(classMembers.classId, cls.id), eq(classMembers.userId, second.id)));
    expect((await classProgress(db(), cls, now)).map((r) => r.id)).not.toContain(second.id);
  });

  it("a member's saved lesson reaches the teacher's page once it is in D1, with no socket of the student open", async () => {
    const { teacher, cls, students } = await setting(1);
    const [student] = students;
    const watcher = await classSocket(cls.id, teacher.cookie);
    await watcher.waitFor("classLive");
    await finishLessonsUpTo(student.user.id, 1);
    const lesson = lessonAt(2);
    const attemptId = crypto.randomUUID();
    const res = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: lesson.id, attemptId, keystrokes: typingLog(lesson.text, 300) },
      { Authorization: student.bearer },
    );
    expect(res.status).toBe(200);
    expect(await watcher.waitFor("classResultSaved")).toEqual({ type: "classResultSaved", classId: cls.id, userId: student.user.id });
    expect(await db().select().from(lessonAttempts).where(eq(lessonAttempts.id, attemptId)).get()).toBeTruthy();
    // A learner in no class tells nobody.
    const outsider = await createTestUser();
    await finishLessonsUpTo(outsider.user.id, 1);
    const other = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: lesson.id, attemptId: crypto.randomUUID(), keystrokes: typingLog(lesson.text, 300) },
      { Authorization: outsider.bearer },
    );
    expect(other.status).toBe(200);
    expect(await watcher.receivesNo("classResultSaved")).toBe(true);
  });

  it("a saved lesson writes how long it was typed", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 1);
    const lesson = lessonAt(2);
    const keystrokes = typingLog(lesson.text, 300);
    const attemptId = crypto.randomUUID();
    const res = await postJson("/api/lesson/update-user-lesson", { lessonId: lesson.id, attemptId, keystrokes }, { Authorization: bearer });
    expect(res.status).toBe(200);
    const row = await db().select().from(lessonAttempts).where(eq(lessonAttempts.id, attemptId)).get();
    expect(row).toMatchObject({ userId: user.id, durationMs: keystrokes[keystrokes.length - 1][1] - keystrokes[0][1] });
    expect(row?.durationMs).toBeGreaterThan(0);
  });
});

describe("the pages", () => {
  it("show the class to its teacher and answer 404 for another teacher's class or a student not in it", async () => {
    const { teacher, cls, students } = await setting(2);
    const other = await createTestUser({ role: "teacher" });
    const outsider = await createTestUser({ name: "Гадны хүн" });

    const live = await page(`/teacher/classes/${cls.id}`, teacher.cookie);
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain("Сурагч 1");
    expect(html).toContain('data-testid="class-heatmap"');
    expect((await page(`/teacher/classes/${cls.id}`, other.cookie)).status).toBe(404);

    const own = await page(`/teacher/classes/${cls.id}/students/${students[0].user.id}`, teacher.cookie);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('data-testid="wpm-chart"');
    expect((await page(`/teacher/classes/${cls.id}/students/${students[0].user.id}`, other.cookie)).status).toBe(404);
    expect((await page(`/teacher/classes/${cls.id}/students/${outsider.user.id}`, teacher.cookie)).status).toBe(404);
    await db()
      .update(classMembers)
      .set({ leftAt: Date.now() })
      .where(and(eq(classMembers.classId, cls.id), eq(classMembers.userId, students[1].user.id)));
    expect((await page(`/teacher/classes/${cls.id}/students/${students[1].user.id}`, teacher.cookie)).status).toBe(404);
  });
});
