// Lessons over HTTP: the server recomputes from the keystroke log, pays points once per improvement,
// keeps locks and the 51-lesson gate (402), and answers the seed's JSON calls.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { lessonPath } from "~/core/lessons/lessons";
import { lessonPoints, lessonPointsSql } from "~/core/lessons/scoring";
import { OFFLINE_WARM_HEADER } from "~/core/offline/offline-pages";
import { createDb } from "~/db/client.server";
import { pointGrants, userLessons, users } from "~/db/schema";
import { createTestUser } from "../support/auth";
import { postJson } from "../support/http";
import { finishLessonsUpTo, lessonAt, seedCurriculum, typingLog } from "../support/lessons";

const DAY = 86_400_000;
const attempt = () => crypto.randomUUID();
const pointsOf = async (userId: number) => (await createDb(env.DB).select({ points: users.points }).from(users).where(eq(users.id, userId)).get())?.points;

beforeAll(seedCurriculum);

describe("update-user-lesson", () => {
  it("recomputes the score from the keystroke log and ignores the posted one", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 1);
    const lesson = lessonAt(2); // intro: base 100 + accuracy bonus
    const text = lesson.text;
    const wrong = Math.ceil(text.length / 9); // about 90 % accuracy
    const accuracy = Math.floor((text.length * 100) / (text.length + wrong));
    const res = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: lesson.id, attemptId: attempt(), keystrokes: typingLog(text, 300, wrong), wpm: 999, accuracy: 100, score: 200, level: 2 },
      { Authorization: bearer },
    );
    expect(res.status).toBe(200);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ result: true, accuracy, score: 100 + (accuracy - 80) * 5, passed: true });
    // An intro lesson scores 100–200; it pays that score mapped onto 50–200 (SPEC §1).
    expect(body.point).toBe(50 + Math.floor(((body.score as number) * 150) / 200));
    expect(await pointsOf(user.id)).toBe(body.point);
  });

  it("computes a lesson's worth in D1 exactly as lessonPoints does, for every score", async () => {
    const scores = Array.from({ length: 201 }, (_, score) => score);
    const rows = await env.DB.prepare(
      `WITH RECURSIVE s(best_score) AS (SELECT 0 UNION ALL SELECT best_score + 1 FROM s WHERE best_score < 200) SELECT best_score, ${lessonPointsSql("best_score")} AS worth FROM s`,
    ).all<{ best_score: number; worth: number }>();
    expect(rows.results.map((r) => r.worth)).toEqual(scores.map((score) => lessonPoints(score, true)));
  });

  it("grants points once: a retried post and a worse replay pay nothing, a better replay pays the difference", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 1);
    const lesson = lessonAt(2);
    const post = (attemptId: string, wrong: number) =>
      postJson("/api/lesson/update-user-lesson", { lessonId: lesson.id, attemptId, keystrokes: typingLog(lesson.text, 300, wrong) }, { Authorization: bearer });

    const first = attempt();
    const a = await (await post(first, 7)).json<{ point: number; score: number }>();
    expect(a.point).toBe(lessonPoints(a.score, true));
    const again = await (await post(first, 7)).json<{ point: number }>();
    expect(again.point).toBe(a.point); // the same attempt reports the same grant …
    expect(await pointsOf(user.id)).toBe(a.point); // … and pays it once
    const equal = await (await post(attempt(), 7)).json<{ point: number; score: number }>();
    expect(equal.score).toBe(a.score);
    expect(equal.point).toBe(0); // an equal replay is no improvement

    const worse = await (await post(attempt(), 14)).json<{ point: number; score: number }>();
    expect(worse.score).toBeLessThan(a.score);
    expect(worse.point).toBe(0);
    const better = await (await post(attempt(), 0)).json<{ point: number; score: number }>();
    expect(better.score).toBe(200);
    expect(better.point).toBe(200 - a.point); // the improvement of the lesson's worth
    expect(await pointsOf(user.id)).toBe(200);

    const db = createDb(env.DB);
    const row = await db.select().from(userLessons).where(eq(userLessons.userId, user.id)).all();
    expect(row.find((r) => r.lessonId === lesson.id)).toMatchObject({ bestScore: 200, attempts: 4 });
    const grants = await db.select().from(pointGrants).where(eq(pointGrants.userId, user.id)).all();
    expect(grants.reduce((sum, g) => sum + g.points, 0)).toBe(200);
  });

  it("never pays more than the best score when two attempts arrive at once", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 2);
    const lesson = lessonAt(3);
    const post = (wrong: number) =>
      postJson(
        "/api/lesson/update-user-lesson",
        { lessonId: lesson.id, attemptId: attempt(), keystrokes: typingLog(lesson.text, 300, wrong) },
        { Authorization: bearer },
      );
    const results = await Promise.all([post(8), post(0), post(4)].map(async (r) => (await r).json<{ point: number; score: number }>()));
    expect(Math.max(...results.map((r) => r.score))).toBe(200);
    expect(results.reduce((sum, r) => sum + r.point, 0)).toBe(200);
    expect(await pointsOf(user.id)).toBe(200);
  });

  it("records an attempt id once when an offline queue and a second tab send it at the same time (ADR 044)", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 2);
    const lesson = lessonAt(3);
    const body = { lessonId: lesson.id, attemptId: attempt(), keystrokes: typingLog(lesson.text, 300, 0) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => postJson("/api/lesson/update-user-lesson", body, { Authorization: bearer })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await pointsOf(user.id)).toBe(200);
    const row = await createDb(env.DB).select().from(userLessons).where(eq(userLessons.userId, user.id)).all();
    expect(row.find((r) => r.lessonId === lesson.id)).toMatchObject({ bestScore: 200, attempts: 1 });
  });

  it("pays the advice lesson its fixed 200 with no keys typed", async () => {
    const { user, bearer } = await createTestUser();
    const res = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: 1, attemptId: attempt(), keystrokes: [], wpm: 30, accuracy: 100, score: 200 },
      { Authorization: bearer },
    );
    expect(await res.json()).toMatchObject({ result: true, score: 200, wpm: 30, accuracy: 100, stars: 5, point: 200 });
    expect(await pointsOf(user.id)).toBe(200);
  });

  it("stores a failed attempt without finishing the lesson or paying", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 3);
    const lesson = lessonAt(4);
    expect(lesson.type).toBe("boxed");
    const slow = typingLog(lesson.text, 20_000); // one key every 20 seconds
    const body = await (
      await postJson("/api/lesson/update-user-lesson", { lessonId: lesson.id, attemptId: attempt(), keystrokes: slow }, { Authorization: bearer })
    ).json<Record<string, unknown>>();
    expect(body).toMatchObject({ result: true, passed: false, failReason: "slow", score: 0, point: 0 });
    const rows = await createDb(env.DB).select().from(userLessons).where(eq(userLessons.userId, user.id)).all();
    expect(rows.some((r) => r.lessonId === lesson.id)).toBe(false);
  });

  it("refuses logs that are incomplete or too fast to be typed", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 1);
    const lesson = lessonAt(2);
    const tooFast = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: lesson.id, attemptId: attempt(), keystrokes: typingLog(lesson.text, 5) },
      { Authorization: bearer },
    );
    expect(tooFast.status).toBe(400);
    expect(await tooFast.json()).toMatchObject({ result: false, problem: "implausible" });
    const partial = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: lesson.id, attemptId: attempt(), keystrokes: typingLog(lesson.text, 300).slice(0, 5) },
      { Authorization: bearer },
    );
    expect(partial.status).toBe(400);
    const garbage = await postJson("/api/lesson/update-user-lesson", { lessonId: lesson.id, attemptId: "x", keystrokes: "abc" }, { Authorization: bearer });
    expect(garbage.status).toBe(400);
    expect(await pointsOf(user.id)).toBe(0);
  });

  it("accepts a guest's result without storing it", async () => {
    const lesson = lessonAt(2);
    const res = await postJson("/api/lesson/update-user-lesson", { lessonId: lesson.id, attemptId: attempt(), keystrokes: typingLog(lesson.text, 300) });
    expect(await res.json()).toEqual({ result: true, guest: true, point: 0, level: 2 });
  });
});

describe("locks and the 51-lesson gate", () => {
  it("locks lessons beyond the current level plus one, for reading and for posting", async () => {
    const { user, bearer } = await createTestUser({ endAt: Date.now() + 30 * DAY });
    await finishLessonsUpTo(user.id, 3);
    const open = await postJson("/api/lesson/get-lesson", { id: 4 }, { Authorization: bearer });
    expect(await open.json()).toMatchObject({ result: true, data: { id: 4, lvl: 4, type: lessonAt(4).type }, group: { wpm: 20 } });
    const locked = await postJson("/api/lesson/get-lesson", { id: 5 }, { Authorization: bearer });
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({ result: false, message: "Өмнөх хичээлээ дуусгана уу" });
    const post = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: 5, attemptId: attempt(), keystrokes: typingLog(lessonAt(5).text, 300) },
      { Authorization: bearer },
    );
    expect(post.status).toBe(403);
  });

  it("answers 402 beyond lesson 51 without an active subscription", async () => {
    const expired = await createTestUser({ endAt: Date.now() - DAY });
    await finishLessonsUpTo(expired.user.id, 51);
    const gate = await postJson("/api/lesson/get-lesson", { id: 52 }, { Authorization: expired.bearer });
    expect(gate.status).toBe(402);
    expect((await gate.json<{ message: string }>()).message).toContain("51 хичээл");
    const post = await postJson(
      "/api/lesson/update-user-lesson",
      { lessonId: 52, attemptId: attempt(), keystrokes: typingLog(lessonAt(52).text, 300) },
      { Authorization: expired.bearer },
    );
    expect(post.status).toBe(402);
    const free = await postJson("/api/lesson/get-lesson", { id: 51 }, { Authorization: expired.bearer });
    expect(free.status).toBe(200);

    const paid = await createTestUser({ endAt: Date.now() + 30 * DAY });
    await finishLessonsUpTo(paid.user.id, 51);
    expect((await postJson("/api/lesson/get-lesson", { id: 52 }, { Authorization: paid.bearer })).status).toBe(200);
  });

  it("renders a lesson locked only by progress for the service worker's warming visit, up to five ahead, and nothing else", async () => {
    const { user, cookie } = await createTestUser({ endAt: Date.now() - DAY });
    await finishLessonsUpTo(user.id, 47);
    const open = (level: number, headers: Record<string, string> = {}) =>
      SELF.fetch(`http://localhost${lessonPath({ ...lessonAt(level), id: level })}`, { headers: { Cookie: cookie, ...headers }, redirect: "manual" });
    const warm = { [OFFLINE_WARM_HEADER]: "1" };
    // A person's visit to a locked lesson goes to the list, as before.
    expect((await open(50)).status).toBe(302);
    // The warming visit keeps 49..53 (the five after the open 48) when only progress locks them: 52 and 53
    // are behind payment for this learner, and 54 is six ahead.
    for (const level of [49, 51]) expect((await open(level, warm)).status).toBe(200);
    for (const level of [52, 54]) {
      const res = await open(level, warm);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toContain("gate=");
    }
  });

  it("treats a guest as level 30 and always asks for a login at lesson 76", async () => {
    expect(await (await postJson("/api/lesson/get-lesson", { id: 31 })).json()).toMatchObject({ result: true });
    expect(await (await postJson("/api/lesson/get-lesson", { id: 32 })).json()).toEqual({ result: "notLogged" });
    expect(await (await postJson("/api/lesson/get-lesson", { id: 76 })).json()).toEqual({ result: "notLogged" });
  });
});

describe("lists and results", () => {
  it("lists groups, lessons, stars and progress for a user", async () => {
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 2, 81); // 81 points: three stars each
    const body = await (
      await postJson("/api/lesson/get-lesson-list", {}, { Authorization: bearer })
    ).json<{
      lesson: { id: number; access: string; type: string; url: string }[];
      lessonGroup: unknown[];
      userlesson: unknown[];
      stars: Record<string, number>;
      progress: number;
      totalStars: number;
      totalPoints: number;
      currentLevel: number;
    }>();
    expect(body.lesson).toHaveLength(278);
    expect(body.lessonGroup).toHaveLength(12);
    expect(body.userlesson).toHaveLength(2);
    expect(body).toMatchObject({ totalStars: 6, totalPoints: 2 * lessonPoints(81, true), currentLevel: 2, progress: 0 });
    expect(body.stars["1"]).toBe(3);
    expect(body.lesson.find((l) => l.id === 3)?.access).toBe("open");
    // Every lesson points at a picture: a hold lesson its own, the others their group's.
    expect(body.lesson.find((l) => l.id === 13)).toMatchObject({ type: "hold", url: "/images/lessons/lesson-13.svg" });
    expect(body.lesson.find((l) => l.id === 2)?.url).toBe("/images/lessons/group-1.svg");
    expect(body.lesson.find((l) => l.id === 4)?.access).toBe("locked");
  });

  it("serves each lesson's picture: the held key and its finger, or the group's new letters", async () => {
    const held = await SELF.fetch("http://localhost/images/lessons/lesson-13.svg");
    expect(held.status).toBe(200);
    expect(held.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await held.text();
    // Level 13 holds ө: the key under the left index finger (KeyF on the Mongolian board).
    expect(svg).toContain("<title>Барьж бичих: ө. «ө» товчийг дараад барина уу</title>");
    expect(svg).toMatch(/lesson-pic__key--held"><rect[^>]*\/><text[^>]*>Ө</);
    expect(svg).toContain("kb-f-leftIndex lesson-pic__tip--held");
    const english = await (await SELF.fetch("http://localhost/images/lessons/lesson-1158.svg", { headers: { Cookie: "lang=en" } })).text();
    expect(english).toContain("<title>Hold the Shift key. Press and hold the Shift key</title>");
    // Group 2 adds а and х (its name says so too).
    const group = await (await SELF.fetch("http://localhost/images/lessons/group-2.svg")).text();
    expect(group.match(/lesson-pic__key--marked"><rect[^>]*\/><text[^>]*>(.)</g)?.map((m) => m.at(-2))).toEqual(["А", "Х"]);
    for (const missing of ["lesson-2.svg", "lesson-99999.svg", "group-77.svg", "x.svg"]) {
      expect((await SELF.fetch(`http://localhost/images/lessons/${missing}`)).status, missing).toBe(404);
    }
  });

  it("reports the latest result and the lessons around it", async () => {
    const { bearer } = await createTestUser();
    await postJson("/api/lesson/update-user-lesson", { lessonId: 1, attemptId: attempt(), keystrokes: [] }, { Authorization: bearer });
    const res = await postJson("/api/lesson/get-result-lessons", { prev: 1, next: 2 }, { Authorization: bearer });
    expect(await res.json()).toEqual({
      result: true,
      prev: { id: 1, type: "start" },
      next: { id: 2, type: "intro" },
      score: 200,
      wpm: 30,
      accuracy: 100,
      stars: 5,
      point: 200,
      count: { count: 1 },
    });
    expect((await postJson("/api/lesson/get-result-lessons", { prev: 1 })).status).toBe(401);
  });
});
