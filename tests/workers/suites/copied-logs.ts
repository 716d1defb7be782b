// A log belongs to its learner and its sitting (issue 29 §2; ADR 032): a certificate exam or a prize
// attempt whose keystroke log copies an accepted one (anyone's, the learner's own too) is refused with
// 409; a genuine second attempt counts; exam sittings are bounded to 3 a day; strangers get the public
// replay rounded to 100 ms, and a log rebuilt from it is refused too.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ExamResponseSchema } from "~/core/certificates/certificate-api";
import { PrizeErrorSchema, UpgradePrizeResponseSchema } from "~/core/races/prize-api";
import { PUBLIC_REPLAY_STEP_MS } from "~/core/typing/log-fingerprint";
import { attemptKey } from "~/core/typing/plausibility";
import { createEngine, splitWords, type Keystroke } from "~/core/typing/typing-engine";
import { createDb } from "~/db/client.server";
import { acceptedLogs, certificateExams, certificates, prizeRaceResults, prizeRaces, prizeRaceTexts, texts, users } from "~/db/schema";
import { openExam, type ExamSitting } from "~/models/certificates/certificate-exam.server";
import { certificateCheckPage } from "~/models/certificates/certificate-check-page.server";
import { createTestUser } from "../support/auth";
import { postJson, randomIp } from "../support/http";
import { gapFactor } from "../support/human-typing";
import { finishLessonsUpTo, seedCurriculum } from "../support/lessons";

const db = () => createDb(env.DB);
const HOUR = 3_600_000;
const PAID = () => Date.now() + 30 * 86_400_000;
const COPIED_EXAM = "Энэ бичилт өмнө хүлээн авсан бичилттэй давхцаж байна. Шалгалтын текстийг өөрөө бичнэ үү.";
const COPIED_PRIZE = "Энэ бичилт өмнө бүртгэгдсэн бичилттэй давхцаж байна: оролдлого бүрийг өөрөө шинээр бичнэ үү.";

beforeAll(async () => {
  await seedCurriculum();
  await db()
    .insert(texts)
    .values({
      level: "certificate",
      language: "mn",
      body: "Хурдан бичих чадвар бол өнөөдрийн ажил мэргэжилд хэрэгтэй ур чадвар юм. Өдөр бүр дадлага хийвэл хурд аяндаа нэмэгдэнэ.",
    })
    .onConflictDoNothing();
});

/** The whole text typed right about `msPerKey` apart, every gap drawn anew: a genuine attempt. */
function typedLog(text: string, msPerKey: number): Keystroke[] {
  let state = createEngine(text);
  let time = 0;
  for (const ch of splitWords(text).join(" ")) {
    state = attemptKey(state, { key: ch, time });
    time += Math.round(msPerKey * gapFactor());
  }
  expect(state.status).toBe("finished");
  return [...state.log];
}
/** The same keys with new times (kept in order: a key may not come before the one ahead of it). */
function retimed(log: readonly Keystroke[], time: (t: number, i: number) => number): Keystroke[] {
  let latest = 0;
  return log.map((k, i) => ({ ...k, t: i === 0 ? 0 : (latest = Math.max(latest, time(k.t, i))) }));
}
const jitter15 = (log: readonly Keystroke[]) => retimed(log, (t) => t + Math.round((Math.random() * 2 - 1) * 15));
const oneKeyMoved = (log: readonly Keystroke[]) => retimed(log, (t, i) => (i === Math.floor(log.length / 2) ? t + 1 : t));
const durationOf = (log: readonly Keystroke[]) => log[log.length - 1].t;

// ── the certificate exam ───────────────────────────────────────────────────────────────────────
async function learner() {
  const u = await createTestUser({ endAt: PAID(), name: "Өнөрмаа Үүрцайх" });
  await finishLessonsUpTo(u.user.id, 266);
  return u;
}

/** An open sitting of `userId` on the text `textId` (the draw is random; the test is about the log). */
async function sittingOn(userId: number, textId: number): Promise<ExamSitting> {
  const exam = await openExam(db(), userId);
  if (!exam || !("examId" in exam)) throw new Error("no sitting");
  await db().update(certificateExams).set({ textId }).where(eq(certificateExams.id, exam.examId));
  return exam;
}

const postExam = (bearer: string, examId: number, keystrokes: Keystroke[], headers: Record<string, string> = {}) =>
  postJson("/api/user/certificate-exam", { examId, durationMs: durationOf(keystrokes), keystrokes }, { Authorization: bearer, ...headers });

/** A learner who passed the exam: their token, log and text. */
async function passedExam() {
  const owner = await learner();
  const exam = await openExam(db(), owner.user.id);
  if (!exam || !("examId" in exam)) throw new Error("no sitting");
  const log = typedLog(exam.text, 150);
  const res = await postExam(owner.bearer, exam.examId, log);
  const body = ExamResponseSchema.parse(await res.json());
  if (body.result !== "success") throw new Error(body.message);
  const row = (await db().select().from(certificateExams).where(eq(certificateExams.id, exam.examId)).get())!;
  return { owner, log, textId: row.textId, text: exam.text, token: body.certificate.token };
}

describe("the certificate exam refuses a borrowed log", () => {
  it("another learner's passing log, as published or with one key moved by 1 ms: 409 with the reason; their own genuine attempt passes", async () => {
    const a = await passedExam();
    const b = await learner();

    const borrowed = await sittingOn(b.user.id, a.textId);
    const res = await postExam(b.bearer, borrowed.examId, a.log);
    expect(res.status).toBe(409);
    expect(ExamResponseSchema.parse(await res.json())).toEqual({ result: "failed", reason: "copied", message: COPIED_EXAM, figures: expect.any(Object) });

    const shifted = await sittingOn(b.user.id, a.textId);
    const english = await postExam(b.bearer, shifted.examId, oneKeyMoved(a.log), { Cookie: "lang=en" });
    expect(english.status).toBe(409);
    expect(await english.json()).toMatchObject({ reason: "copied", message: "This record matches one already accepted. Please type the exam text yourself." });
    // The refused sittings are closed, not passed, and keep no log; no certificate was made.
    const rows = await db().select().from(certificateExams).where(eq(certificateExams.userId, b.user.id));
    expect(rows.map((r) => [r.passed, r.reason, r.log])).toEqual([
      [false, "copied", null],
      [false, "copied", null],
    ]);
    expect(await db().select().from(certificates).where(eq(certificates.userId, b.user.id))).toHaveLength(0);

    // The same text typed by B themself passes.
    const own = await sittingOn(b.user.id, a.textId);
    const passed = await postExam(b.bearer, own.examId, typedLog(a.text, 150));
    expect(passed.status).toBe(200);
    expect(ExamResponseSchema.parse(await passed.json())).toMatchObject({ result: "success" });
    expect(
      await db()
        .select()
        .from(acceptedLogs)
        .where(and(eq(acceptedLogs.kind, "certificate"), eq(acceptedLogs.textId, a.textId))),
    ).not.toHaveLength(0);
  });

  it("strangers get the replay rounded to 100 ms, the owner the exact log; a log rebuilt from the rounded one is refused", async () => {
    const a = await passedExam();
    const request = () => new Request(`http://localhost/check-certificate?token=${a.token}`, { headers: { "CF-Connecting-IP": randomIp() } });
    const stranger = await certificateCheckPage(env, request(), a.token, null);
    if (stranger.state !== "found" || !stranger.replay) throw new Error("expected the replay");
    expect(stranger.replay.rounded).toBe(true);
    expect(stranger.replay.log.slice(0, -1).every((k) => k.t % PUBLIC_REPLAY_STEP_MS === 0)).toBe(true);
    expect(stranger.replay.log.map((k) => k.key)).toEqual(a.log.map((k) => k.key));
    // Still the same speed: every key within half a step of its real time, and the same duration.
    expect(stranger.replay.log.every((k, i) => Math.abs(k.t - a.log[i].t) <= PUBLIC_REPLAY_STEP_MS / 2)).toBe(true);
    expect(durationOf(stranger.replay.log)).toBe(durationOf(a.log));
    const owner = await certificateCheckPage(env, request(), a.token, a.owner.user.id);
    if (owner.state !== "found" || !owner.replay) throw new Error("expected the replay");
    expect(owner.replay).toMatchObject({ rounded: false, log: a.log });

    // The page shows the stranger the note, and the data route carries no exact time.
    const html = await (await SELF.fetch(`http://localhost/check-certificate?token=${a.token}`, { headers: { "CF-Connecting-IP": randomIp() } })).text();
    expect(html).toContain("Нийтэд харуулах бичлэгийн хугацааг 0.1 секунд хүртэл тоймлосон.");

    const c = await learner();
    const sitting = await sittingOn(c.user.id, a.textId);
    const rebuilt = jitter15(stranger.replay.log);
    const res = await postExam(c.bearer, sitting.examId, rebuilt);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ reason: "copied", message: COPIED_EXAM });
  });
});

describe("exam sittings: three a day", () => {
  it("the 4th sitting in 24 hours does not open; the page says when the next one does; a day later it opens", async () => {
    const u = await learner();
    const start = Date.now();
    for (let i = 0; i < 3; i++) {
      const exam = await openExam(db(), u.user.id, start + i * HOUR);
      if (!exam || !("examId" in exam)) throw new Error(`sitting ${i + 1} should open`);
      // A failed attempt (too slow) closes the sitting; the next call would draw a new text.
      const res = await postExam(u.bearer, exam.examId, typedLog(exam.text, 500));
      expect(await res.json()).toMatchObject({ result: "failed", reason: "slow" });
    }
    const fourth = await openExam(db(), u.user.id, start + 3 * HOUR);
    expect(fourth).toEqual({ nextAt: start + 24 * HOUR });
    const page = await SELF.fetch("http://localhost/certificate", { headers: { Cookie: u.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Өнөөдрийн оролдлого дууслаа");
    expect(html).toMatch(/Шалгалтыг 24 цагт 3 удаа өгч болно\. Дараагийн шалгалтыг \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}-аас эхлэн өгөх боломжтой\./);
    expect(html).not.toContain('data-testid="certificate-exam"');
    // The oldest of the three leaves the window after 24 hours.
    const later = await openExam(db(), u.user.id, start + 24 * HOUR + 1);
    expect(later && "examId" in later).toBe(true);
  });

  it("an open sitting is handed back however often the page is opened (no new draw, no count)", async () => {
    const u = await learner();
    const first = await openExam(db(), u.user.id);
    for (let i = 0; i < 5; i++) expect(await openExam(db(), u.user.id)).toEqual(first);
    expect(await db().select().from(certificateExams).where(eq(certificateExams.userId, u.user.id))).toHaveLength(1);
  });
});

// ── prize races ───────────────────────────────────────────────────────────────────────────────
async function openRace() {
  const now = Date.now();
  const race = await db()
    .insert(prizeRaces)
    .values({ name: "Хуулбарын уралдаан", minPoint: 0, maxPoint: 1000, limitWpm: 100, startAt: now - HOUR, endAt: now + HOUR })
    .returning()
    .get();
  const body = `Сайн байна уу. Бид өнөөдөр хурдан бичиж сурна. Нар гэрэлтэй байна ${crypto.randomUUID().slice(0, 6)}`;
  const text = await db().insert(texts).values({ level: "prize", language: "mn", body }).returning().get();
  await db().insert(prizeRaceTexts).values({ raceId: race.id, textId: text.id });
  return { race, text };
}
// A proven 90 WPM: their ~80-WPM attempts count at once rather than wait for a challenge (ADR 033).
const racer = () => createTestUser({ endAt: PAID(), points: 200, recordWpm: 90 });
const upgrade = (bearer: string, raceId: number, textId: number, keystrokes: Keystroke[]) =>
  postJson("/api/user/upgrade-gift-race-wpm", { raceId, textId, durationMs: durationOf(keystrokes), keystrokes }, { Authorization: bearer });

describe("a prize attempt must be typed anew", () => {
  it("another learner's log: 409 'copied'; one's own with one key moved by 1 ms or jittered by ±15 ms: 409 'replay'; a genuine second attempt counts", async () => {
    const { race, text } = await openRace();
    const a = await racer();
    const b = await racer();
    const first = typedLog(text.body, 150);
    expect((await upgrade(a.bearer, race.id, text.id, first)).status).toBe(200);

    const borrowed = await upgrade(b.bearer, race.id, text.id, first);
    expect(borrowed.status).toBe(409);
    expect(PrizeErrorSchema.parse(await borrowed.json())).toEqual({ result: false, reason: "copied", message: COPIED_PRIZE });
    expect(await db().select().from(prizeRaceResults).where(eq(prizeRaceResults.userId, b.user.id))).toHaveLength(0);

    // The learner's own attempt again, moved or jittered: a replay, not a new attempt.
    for (const copy of [oneKeyMoved(first), jitter15(first)]) {
      const res = await upgrade(a.bearer, race.id, text.id, copy);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ reason: "replay", message: "Энэ бичилт аль хэдийн бүртгэгдсэн байна." });
    }
    const again = await upgrade(a.bearer, race.id, text.id, typedLog(text.body, 150));
    expect(again.status).toBe(200);
    expect(UpgradePrizeResponseSchema.parse(await again.json()).data.attempts).toBe(2);
    const result = await db()
      .select()
      .from(prizeRaceResults)
      .where(and(eq(prizeRaceResults.raceId, race.id), eq(prizeRaceResults.userId, a.user.id)))
      .get();
    expect(result!.attempts).toBe(2);
  });

  it("a log compared once is still refused from the isolate's decoded copy, and an erased learner's log is no longer compared", async () => {
    const { race, text } = await openRace();
    const [owner, borrower, later] = [await racer(), await racer(), await racer()];
    const log = typedLog(text.body, 150);
    expect((await upgrade(owner.bearer, race.id, text.id, log)).status).toBe(200);
    // The first refusal decodes the stored log; the second finds it decoded already.
    for (const copy of [jitter15(log), jitter15(log)]) expect((await upgrade(borrower.bearer, race.id, text.id, copy)).status).toBe(409);

    await db().delete(users).where(eq(users.id, owner.user.id)); // erasure takes the accepted log with it
    expect(await db().select().from(acceptedLogs).where(eq(acceptedLogs.userId, owner.user.id))).toHaveLength(0);
    expect((await upgrade(later.bearer, race.id, text.id, log)).status).toBe(200);
  });
});
