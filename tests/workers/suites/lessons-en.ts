// The English curriculum over HTTP (issue 19): the seed's JSON calls with { curriculum: "en" }, its own
// locks, free lessons, guest level and login gate, and progress kept apart from the Mongolian one.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EN_CURRICULUM } from "~/core/lessons/curricula";
import { lessonPoints } from "~/core/lessons/scoring";
import { createDb } from "~/db/client.server";
import { keyStats, userLessons, users } from "~/db/schema";
import { completedLessonCount } from "~/models/certificates/certificates.server";
import { createTestUser } from "../support/auth";
import { postJson } from "../support/http";
import { ENGLISH, SCRIPT, englishLessonAt, finishLessonsUpTo, seedCurriculum, typingLog } from "../support/lessons";

const DAY = 86_400_000;
const EN = EN_CURRICULUM;
const attempt = () => crypto.randomUUID();
const pointsOf = async (userId: number) => (await createDb(env.DB).select({ points: users.points }).from(users).where(eq(users.id, userId)).get())?.points;

/** Marks English lessons 1..level finished. */
async function finishEnglishUpTo(userId: number, level: number, score = 150) {
  const values = ENGLISH.lessons
    .filter((l) => l.level <= level)
    .map((l) => ({ userId, lessonId: l.id, bestScore: score, bestWpm: 30, bestAccuracy: 95, attempts: 1, updatedAt: Date.now() }));
  for (let i = 0; i < values.length; i += 12)
    await createDb(env.DB)
      .insert(userLessons)
      .values(values.slice(i, i + 12))
      .onConflictDoNothing();
}

interface ListBody {
  result: boolean;
  curriculum: string;
  lesson: { id: number; lvl: number; access: string }[];
  lessonGroup: { id: number; groupName: string }[];
  userlesson: { lessonId: number; score: number }[];
  stars: Record<string, number>;
  progress: number;
  totalStars: number;
  totalPoints: number;
  currentLevel: number;
}
const list = async (body: unknown, bearer?: string) =>
  await (await postJson("/api/lesson/get-lesson-list", body, bearer ? { Authorization: bearer } : {})).json<ListBody>();

beforeAll(seedCurriculum);

describe("get-lesson-list with a curriculum", () => {
  it("lists the English groups and lessons; no curriculum (or mn) still lists the Mongolian ones", async () => {
    const en = await list({ curriculum: "en" });
    expect(en.curriculum).toBe("en");
    expect(en.lesson).toHaveLength(EN.totalLessons);
    expect(en.lessonGroup).toHaveLength(12);
    expect(en.lesson[0]).toMatchObject({ id: 1001, lvl: 1, access: "open" });
    expect(en.lessonGroup[0].groupName).toMatch(/^Home row/);
    for (const body of [{}, { curriculum: "mn" }]) {
      const mn = await list(body);
      expect(mn.lesson).toHaveLength(278);
      expect(mn.lesson[0]).toMatchObject({ id: 1, lvl: 1 });
    }
  });

  it("refuses an unknown curriculum with a message in the learner's language", async () => {
    const res = await postJson("/api/lesson/get-lesson-list", { curriculum: "fr" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ result: false, message: "Хичээлийн хөтөлбөр буруу байна: mn эсвэл en байх ёстой." });
    const english = await postJson("/api/lesson/get-lesson-list", { curriculum: "de" }, { "Accept-Language": "en", Cookie: "lang=en" });
    expect(await english.json()).toMatchObject({ message: "The curriculum is not valid: send mn or en." });
  });

  it("keeps progress, stars and points of each curriculum apart", async () => {
    const { user, bearer } = await createTestUser();
    await finishEnglishUpTo(user.id, 3, 81); // three stars each
    await finishLessonsUpTo(user.id, 1, 200);
    const en = await list({ curriculum: "en" }, bearer);
    expect(en).toMatchObject({ currentLevel: 3, totalStars: 9, totalPoints: 3 * lessonPoints(81, true), progress: Math.floor((3 * 100) / EN.totalLessons) });
    expect(en.userlesson.map((u) => u.lessonId)).toEqual([1001, 1002, 1003]);
    expect(en.lesson.find((l) => l.lvl === 4)?.access).toBe("open");
    expect(en.lesson.find((l) => l.lvl === 5)?.access).toBe("locked");
    const mn = await list({}, bearer);
    expect(mn).toMatchObject({ currentLevel: 1, totalPoints: 200 });
    expect(mn.lesson.find((l) => l.lvl === 3)?.access).toBe("locked");
    // The certificate counts the Mongolian lessons only.
    expect(await completedLessonCount(createDb(env.DB), user.id)).toBe(1);
  });
});

describe("get-lesson and the English gates", () => {
  it("gives a guest the English lessons up to the guest level plus one, then asks for a login, and always at the gate lesson", async () => {
    const get = async (id: number) => (await postJson("/api/lesson/get-lesson", { id })).json();
    expect(await get(1001)).toMatchObject({ result: true, data: { id: 1001, lvl: 1, type: "start", curriculum: "en" } });
    expect(await get(1000 + EN.guestLevel + 1)).toMatchObject({ result: true });
    expect(await get(1000 + EN.guestLevel + 2)).toEqual({ result: "notLogged" });
    expect(await get(EN.loginGateLessonId)).toEqual({ result: "notLogged" });
    // The Mongolian figures are untouched: Mongolian lesson 31 is still open to a guest.
    expect(await get(31)).toMatchObject({ result: true, data: { id: 31 } });
  });

  it("needs a subscription beyond the English free lessons", async () => {
    const free = englishLessonAt(EN.freeLessons);
    const paidLesson = englishLessonAt(EN.freeLessons + 1);
    const expired = await createTestUser({ endAt: Date.now() - DAY });
    await finishEnglishUpTo(expired.user.id, EN.freeLessons);
    expect((await postJson("/api/lesson/get-lesson", { id: free.id }, { Authorization: expired.bearer })).status).toBe(200);
    const gate = await postJson("/api/lesson/get-lesson", { id: paidLesson.id }, { Authorization: expired.bearer });
    expect(gate.status).toBe(402);
    const post = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: paidLesson.id, attemptId: attempt(), keystrokes: typingLog(paidLesson.text, 300) },
      { Authorization: expired.bearer },
    );
    expect(post.status).toBe(402);
    const paid = await createTestUser({ endAt: Date.now() + 30 * DAY });
    await finishEnglishUpTo(paid.user.id, EN.freeLessons);
    expect((await postJson("/api/lesson/get-lesson", { id: paidLesson.id }, { Authorization: paid.bearer })).status).toBe(200);
  });

  it("does not let Mongolian progress open English lessons", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 10);
    const locked = await postJson("/api/lesson/get-lesson", { id: 1003 }, { Authorization: bearer });
    expect(locked.status).toBe(403);
  });
});

describe("update-user-lesson and get-result-lessons for English", () => {
  it("pays the English start lesson its 200 points and five stars, then replays a typed lesson from its keys", async () => {
    const { user, bearer } = await createTestUser();
    const start = await postJson("/api/lesson/update-user-lesson", { lessonId: 1001, attemptId: attempt(), keystrokes: [] }, { Authorization: bearer });
    expect(await start.json()).toMatchObject({ result: true, level: 1, score: 200, stars: 5, point: 200 });

    const intro = englishLessonAt(2);
    expect(intro.type).toBe("intro");
    const typed = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: intro.id, attemptId: attempt(), keystrokes: typingLog(intro.text, 300), score: 9999 },
      { Authorization: bearer },
    );
    const body = await typed.json<{ result: boolean; level: number; score: number; stars: number; point: number; passed: boolean }>();
    expect(body).toMatchObject({ result: true, level: 2, passed: true, accuracy: 100 });
    expect(body.score).toBeGreaterThan(0);
    expect(body.score).toBeLessThanOrEqual(200);
    expect(body.stars).toBeGreaterThanOrEqual(1);
    expect(body.point).toBe(lessonPoints(body.score, true));
    expect(await pointsOf(user.id)).toBe(200 + body.point);

    const result = await postJson("/api/lesson/get-result-lessons", { prev: 2, curriculum: "en" }, { Authorization: bearer });
    expect(await result.json()).toMatchObject({
      result: true,
      prev: { id: 1002, type: "intro" },
      next: { id: 1003, type: englishLessonAt(3).type },
      score: body.score,
      point: body.point,
      count: { count: 2 },
    });
    // Without a curriculum, prev 2 is the Mongolian level 2, which this learner has not played.
    const mn = await postJson("/api/lesson/get-result-lessons", { prev: 2 }, { Authorization: bearer });
    expect(await mn.json()).toMatchObject({ result: true, prev: { id: 2 }, score: 0, count: { count: 0 } });
  });

  it("tells a guest the English level it would have reached, storing nothing", async () => {
    const lesson = englishLessonAt(2);
    const res = await postJson("/api/lesson/update-user-lesson", { lessonId: lesson.id, attemptId: attempt(), keystrokes: typingLog(lesson.text, 300) });
    expect(await res.json()).toEqual({ result: true, guest: true, point: 0, level: 2 });
  });
});

describe("the traditional-script curriculum (issue 32)", () => {
  it("replays a script lesson from its keys and keeps its progress and key figures apart from Cyrillic", async () => {
    const { user, bearer } = await createTestUser();
    const start = await postJson("/api/lesson/update-user-lesson", { lessonId: 2001, attemptId: attempt(), keystrokes: [] }, { Authorization: bearer });
    expect(await start.json()).toMatchObject({ result: true, level: 1, score: 200 });

    const intro = SCRIPT.lessons.find((l) => l.level === 2);
    if (!intro) throw new Error("no script lesson 2");
    // A Cyrillic key in the log is the wrong layout: the browser never posts one, the server refuses it.
    const cyrillic = typingLog(`ф${intro.text}`, 300);
    const refused = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: intro.id, attemptId: attempt(), keystrokes: cyrillic },
      { Authorization: bearer },
    );
    expect(await refused.json()).toMatchObject({ result: false });
    const typed = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: intro.id, attemptId: attempt(), keystrokes: typingLog(intro.text, 300) },
      { Authorization: bearer },
    );
    expect(await typed.json()).toMatchObject({ result: true, level: 2, passed: true, accuracy: 100 });

    const scriptList = await list({ curriculum: "mn-Mong" }, bearer);
    expect(scriptList).toMatchObject({ curriculum: "mn-Mong", currentLevel: 2, progress: 2 }); // 2 of 68 lessons, rounded down
    expect(scriptList.lesson).toHaveLength(68);
    const cyrillicList = await list({}, bearer);
    expect(cyrillicList).toMatchObject({ curriculum: "mn", currentLevel: 0, progress: 0 });
    // The script's keys have their own rows (on the Standard layout's keys), never the Cyrillic ones.
    const rows = await createDb(env.DB).select().from(keyStats).where(eq(keyStats.userId, user.id)).all();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.layout))).toEqual(new Set(["mn-Mong"]));
  });
});
