// Certificates (issue 16) against the real Worker, D1 and R2: eligibility, the exam, get-certi,
// check-user-certi, the public page, the PDF and one certificate per learner.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { CheckCertiResponseSchema, ExamResponseSchema, GetCertiResponseSchema } from "~/core/certificates/certificate-api";
import { attemptKey } from "~/core/typing/plausibility";
import { createEngine, splitWords, type Keystroke } from "~/core/typing/typing-engine";
import { createDb } from "~/db/client.server";
import { certificates, certificateExams, notifications, texts } from "~/db/schema";
import { openExam, type ExamSitting } from "~/models/certificates/certificate-exam.server";
import { certificatePdfKey } from "~/models/certificates/certificate-files.server";
import { listCertificates, revokeCertificate } from "~/models/certificates/certificates.server";
import { createTestUser } from "../support/auth";
import { postJson, randomIp } from "../support/http";
import { gapFactor } from "../support/human-typing";
import { finishLessonsUpTo, seedCurriculum } from "../support/lessons";
import { pdfText } from "../support/pdf-text";
import { lobbySocket } from "../support/sockets";

const db = () => createDb(env.DB);
const PAID = () => Date.now() + 30 * 86_400_000;
const NOT_ELIGIBLE = "Танд сертификат авах эрх үүсээгүй байна. Та хичээлээ бүрэн дуусгана уу.";
const NOT_FOUND = "Уучлаарай гэрчилгээний мэдээлэл одсонгүй";

beforeAll(async () => {
  await seedCurriculum();
  const bodies = [
    "Монгол орон бол өвөрмөц байгаль, баялаг түүх, соёлтой орон юм. Өргөн тал нутагт малчид дөрвөн улирлын турш нүүдэллэн амьдардаг.",
    "Үүрээр босож, өглөөний цайгаа уугаад ажилдаа явлаа. Өнөөдөр бид шинэ хичээлээ эхэлж, хурдан бичих дадлагаа үргэлжлүүлнэ.",
  ];
  await db()
    .insert(texts)
    .values(bodies.map((body) => ({ level: "certificate" as const, language: "mn" as const, body })))
    .onConflictDoNothing();
});

/** A learner with a paid plan (unless told otherwise) and `lessons` finished lessons. */
async function learner(lessons: number, overrides: Parameters<typeof createTestUser>[0] = {}) {
  const u = await createTestUser({ endAt: PAID(), name: "Өнөрмаа Үүрцайх", phone: "99112233", ...overrides });
  if (lessons > 0) await finishLessonsUpTo(u.user.id, lessons);
  return u;
}

/**
 * The whole text typed right, as the browser logs it, about `msPerKey` apart with a person's unevenness:
 * every call is a new, genuine attempt (ADR 032 refuses a copy of an accepted log).
 */
function typedLog(text: string, msPerKey: number, wrongWords = 0): Keystroke[] {
  let state = createEngine(text);
  let time = 0;
  splitWords(text).forEach((word, w) => {
    const typed = w < wrongWords ? "ж" + word.slice(1) : word;
    for (const ch of w === 0 ? typed : " " + typed) {
      state = attemptKey(state, { key: ch, time });
      time += Math.round(msPerKey * gapFactor());
    }
  });
  if (state.status !== "finished") state = attemptKey(state, { key: " ", time });
  return [...state.log];
}

/** The learner's open sitting (a new one if none is open); fails the test when none may open. */
async function sittingOf(userId: number, now?: number): Promise<ExamSitting> {
  const exam = await openExam(db(), userId, now);
  if (!exam || !("examId" in exam)) throw new Error(`no sitting: ${JSON.stringify(exam)}`);
  return exam;
}

async function sitExam(bearer: string, userId: number, msPerKey: number, wrongWords = 0) {
  const exam = await sittingOf(userId);
  const keystrokes = typedLog(exam.text, msPerKey, wrongWords);
  const res = await postJson(
    "/api/user/certificate-exam",
    { examId: exam.examId, durationMs: keystrokes[keystrokes.length - 1].t, keystrokes },
    { Authorization: bearer },
  );
  return { res, exam, keystrokes, body: ExamResponseSchema.parse(await res.json()) };
}

const getCerti = (bearer: string, headers: Record<string, string> = {}) => postJson("/api/user/get-certi", {}, { Authorization: bearer, ...headers });

describe("POST /api/user/get-certi: eligibility on the server", () => {
  it("266 finished lessons and a paid plan: success with no certificate yet; 265: refused with the exact message", async () => {
    const ready = await learner(266);
    const ok = await getCerti(ready.bearer);
    expect(ok.status).toBe(200);
    expect(GetCertiResponseSchema.parse(await ok.json())).toEqual({ result: "success", info: [] });

    const short = await learner(265);
    const refused = await getCerti(short.bearer);
    expect(refused.status).toBe(403);
    expect(GetCertiResponseSchema.parse(await refused.json())).toEqual({ result: "failed", reason: "lessons", message: NOT_ELIGIBLE });
    const english = await getCerti(short.bearer, { Cookie: "lang=en" });
    expect(GetCertiResponseSchema.parse(await english.json())).toMatchObject({
      message: "You are not eligible for the certificate yet. Please finish your lessons.",
    });
  });

  it("an expired or never-paid plan is a 402 'failed' even with every lesson done; a guest is a 401", async () => {
    for (const endAt of [Date.now() - 1000, null]) {
      const unpaid = await learner(278, { endAt });
      const res = await getCerti(unpaid.bearer);
      expect(res.status).toBe(402);
      expect(await res.json()).toMatchObject({ result: "failed" });
    }
    expect((await postJson("/api/user/get-certi", {})).status).toBe(401);
  });
});

describe("the exam", () => {
  it("a pass issues the certificate: get-certi lists wpm, name, start and end", async () => {
    const u = await learner(266);
    const { res, body } = await sitExam(u.bearer, u.user.id, 150);
    expect(res.status).toBe(200);
    if (body.result !== "success") throw new Error(body.message);
    expect(body.figures.wpm).toBeGreaterThanOrEqual(60);
    expect(body.figures.accuracy).toBe(100);
    const info = GetCertiResponseSchema.parse(await (await getCerti(u.bearer)).json());
    if (info.result !== "success") throw new Error("expected success");
    expect(info.info).toHaveLength(1);
    expect(info.info[0]).toMatchObject({ name: "Өнөрмаа Үүрцайх", wpm: body.figures.wpm, token: body.certificate.token });
    expect(info.info[0].end).toBeGreaterThanOrEqual(info.info[0].start);
    expect(info.info[0].url).toMatch(/\/check-certificate\?token=[A-Za-z0-9_-]{22}$/);
  });

  it("too slow or too many wrong words fails with the reason and the figures; the sitting closes and a new one may be taken", async () => {
    const u = await learner(266);
    const slow = await sitExam(u.bearer, u.user.id, 500);
    expect(slow.res.status).toBe(200);
    expect(slow.body).toMatchObject({ result: "failed", reason: "slow", message: "Таны бичих хурд шаардлагаас бага байна (дор хаяж 35 WPM)." });
    expect(slow.body.result === "failed" && slow.body.figures!.wpm).toBeLessThan(35);
    // The same sitting cannot be posted again.
    const again = await postJson(
      "/api/user/certificate-exam",
      { examId: slow.exam.examId, durationMs: slow.keystrokes.at(-1)!.t, keystrokes: slow.keystrokes },
      { Authorization: u.bearer },
    );
    expect(again.status).toBe(409);
    const sloppy = await sitExam(u.bearer, u.user.id, 150, 4);
    expect(sloppy.exam.examId).not.toBe(slow.exam.examId);
    expect(sloppy.body).toMatchObject({ result: "failed", reason: "inaccurate" });
    // Neither kept its log, and no certificate exists.
    const rows = await db().select().from(certificateExams).where(eq(certificateExams.userId, u.user.id));
    expect(rows.map((r) => [r.passed, r.log])).toEqual([
      [false, null],
      [false, null],
    ]);
    expect(await db().select().from(certificates).where(eq(certificates.userId, u.user.id))).toHaveLength(0);
  });

  it("a machine's log (every key 80 ms apart, evenly: 150 WPM) is refused by the shared plausibility rule with 400", async () => {
    const u = await learner(266);
    const exam = await sittingOf(u.user.id);
    let state = createEngine(exam.text);
    [...splitWords(exam.text).join(" ")].forEach((ch, i) => (state = attemptKey(state, { key: ch, time: i * 80 })));
    const res = await postJson(
      "/api/user/certificate-exam",
      { examId: exam.examId, durationMs: state.log.at(-1)!.t, keystrokes: state.log },
      { Authorization: u.bearer },
    );
    expect(res.status).toBe(400);
    expect(ExamResponseSchema.parse(await res.json())).toMatchObject({ result: "failed", reason: "too-even" });
  });

  it("one certificate per learner however often the exam is passed, even twice at once", async () => {
    const u = await learner(266);
    const first = await sitExam(u.bearer, u.user.id, 150);
    if (first.body.result !== "success") throw new Error("expected a pass");
    // The page would not offer another sitting, but the call is open: pass twice more, two at once.
    const a = await sittingOf(u.user.id);
    const logA = typedLog(a.text, 140);
    const [r1, r2] = await Promise.all([
      postJson("/api/user/certificate-exam", { examId: a.examId, durationMs: logA.at(-1)!.t, keystrokes: logA }, { Authorization: u.bearer }),
      postJson("/api/user/certificate-exam", { examId: a.examId, durationMs: logA.at(-1)!.t, keystrokes: logA }, { Authorization: u.bearer }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const later = await sitExam(u.bearer, u.user.id, 130);
    if (later.body.result !== "success") throw new Error("expected a pass");
    expect(later.body.certificate.token).toBe(first.body.certificate.token);
    const rows = await db().select().from(certificates).where(eq(certificates.userId, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].examId).toBe(first.exam.examId);
  });

  it("an unpaid learner's post is a 402 and a learner short of lessons a 403", async () => {
    const unpaid = await learner(266, { endAt: null });
    const exam = await sittingOf(unpaid.user.id);
    const log = typedLog(exam.text, 150);
    expect(
      (await postJson("/api/user/certificate-exam", { examId: exam.examId, durationMs: log.at(-1)!.t, keystrokes: log }, { Authorization: unpaid.bearer }))
        .status,
    ).toBe(402);
    const short = await learner(200);
    const exam2 = await sittingOf(short.user.id);
    const res = await postJson(
      "/api/user/certificate-exam",
      { examId: exam2.examId, durationMs: log.at(-1)!.t, keystrokes: typedLog(exam2.text, 150) },
      { Authorization: short.bearer },
    );
    expect(res.status).toBe(403);
  });
});

async function certified() {
  const u = await learner(266, { email: `onormaa-${crypto.randomUUID().slice(0, 8)}@gmail.com` });
  const { body } = await sitExam(u.bearer, u.user.id, 150);
  if (body.result !== "success") throw new Error("expected a pass");
  return { ...u, token: body.certificate.token, wpm: body.figures.wpm };
}

describe("the 'certificate issued' notification (issue 17 §3)", () => {
  it("passing the exam twice makes one certificate and one notification, pushed live once", async () => {
    const u = await learner(266);
    const lobby = await lobbySocket(u.cookie);
    const first = await sitExam(u.bearer, u.user.id, 150);
    expect(first.body.result).toBe("success");
    const pushed = await lobby.waitFor("notify");
    expect(pushed.notification).toMatchObject({ type: "certificate", title: "Гэрчилгээ олгогдлоо", message: "Таны гэрчилгээ бэлэн боллоо.", seen: 0 });
    const row = (await db().select().from(certificates).where(eq(certificates.userId, u.user.id)).get())!;
    expect(pushed.notification.ckey).toBe(`certificate:${row.id}`);

    const second = await sitExam(u.bearer, u.user.id, 140);
    expect(second.body.result).toBe("success");
    expect((await db().select().from(certificates).where(eq(certificates.userId, u.user.id)).all()).map((c) => c.id)).toEqual([row.id]);
    expect(await lobby.receivesNo("notify")).toBe(true);
    const stored = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.user.id), eq(notifications.type, "certificate")));
    expect(stored).toHaveLength(1);
    lobby.close();
  });
});

describe("POST /api/user/check-user-certi and /check-certificate", () => {
  it("a stranger sees the certificate with e-mail and phone masked; the owner sees them whole; the token may be the bearer", async () => {
    const c = await certified();
    const ip = { "CF-Connecting-IP": randomIp() };
    const stranger = CheckCertiResponseSchema.parse(await (await postJson("/api/user/check-user-certi", { token: c.token }, ip)).json());
    if (stranger.result !== "success") throw new Error("expected success");
    expect(stranger.info[0]).toMatchObject({ name: "Өнөрмаа Үүрцайх", wpm: c.wpm, phone: "******33", revokedAt: null });
    expect(stranger.info[0].email).toBe("o***@gmail.com");
    const asBearer = CheckCertiResponseSchema.parse(
      await (await postJson("/api/user/check-user-certi", {}, { Authorization: `Bearer ${c.token}`, ...ip })).json(),
    );
    expect(asBearer).toMatchObject({ result: "success", info: [{ phone: "******33" }] });
    const owner = CheckCertiResponseSchema.parse(await (await postJson("/api/user/check-user-certi", { token: c.token }, { Cookie: c.cookie, ...ip })).json());
    expect(owner).toMatchObject({ result: "success", info: [{ phone: "99112233", email: c.user.email }] });

    const page = await SELF.fetch(`http://localhost/check-certificate?token=${c.token}`, { headers: ip });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Өнөрмаа Үүрцайх");
    expect(html).toContain("******33");
    expect(html).not.toContain("99112233");
    expect(html).not.toContain(c.user.email);
  });

  it("an unknown, tampered or malformed token: 404 'Амжилтгүй' / 'Уучлаарай гэрчилгээний мэдээлэл одсонгүй'", async () => {
    const c = await certified();
    const tampered = (c.token[0] === "A" ? "B" : "A") + c.token.slice(1);
    for (const token of [tampered, "x".repeat(22), "short", "' OR 1=1 --"]) {
      const ip = { "CF-Connecting-IP": randomIp() };
      const res = await postJson("/api/user/check-user-certi", { token }, ip);
      expect(res.status).toBe(404);
      expect(CheckCertiResponseSchema.parse(await res.json())).toEqual({ result: "failed", title: "Амжилтгүй", message: NOT_FOUND });
      const page = await SELF.fetch(`http://localhost/check-certificate?token=${encodeURIComponent(token)}`, { headers: ip });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(NOT_FOUND);
    }
  });

  it("guessing is braked: past 20 unknown tokens from one address the answer is 429 with Retry-After, even for a real token", async () => {
    const c = await certified();
    const ip = { "CF-Connecting-IP": randomIp() };
    for (let i = 0; i < 20; i++) expect((await postJson("/api/user/check-user-certi", { token: `guess${String(i).padStart(17, "0")}` }, ip)).status).toBe(404);
    const limited = await postJson("/api/user/check-user-certi", { token: c.token }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await postJson("/api/user/check-user-certi", { token: c.token }, { "CF-Connecting-IP": randomIp() })).status).toBe(200);
  });

  it("a revoked certificate says so, on the call and on the page; listCertificates reports it", async () => {
    const c = await certified();
    const row = (await db().select().from(certificates).where(eq(certificates.token, c.token)).get())!;
    const admin = await createTestUser({ role: "admin" });
    expect(await revokeCertificate(db(), admin.user, row.id)).toBe("revoked");
    expect(await revokeCertificate(db(), admin.user, row.id)).toBe("already");
    expect(await revokeCertificate(db(), admin.user, 2_000_000_000)).toBe("missing");
    const ip = { "CF-Connecting-IP": randomIp() };
    const body = CheckCertiResponseSchema.parse(await (await postJson("/api/user/check-user-certi", { token: c.token }, ip)).json());
    expect(body.result === "success" && body.info[0].revokedAt).toBeGreaterThan(0);
    const html = await (await SELF.fetch(`http://localhost/check-certificate?token=${c.token}`, { headers: ip })).text();
    expect(html).toContain("Энэ гэрчилгээг цуцалсан байна.");
    const listed = await listCertificates(db(), { status: "revoked" });
    expect(listed.rows.find((l) => l.id === row.id)).toMatchObject({ name: "Өнөрмаа Үүрцайх", revokedAt: expect.any(Number) });
    expect((await listCertificates(db(), { status: "valid" })).rows.some((l) => l.id === row.id)).toBe(false);
  });
});

describe("GET /certificate/pdf", () => {
  it("the PDF parses, is A4 landscape, carries the name in Cyrillic and the address, and is made once into R2", async () => {
    const c = await certified();
    const res = await SELF.fetch("http://localhost/certificate/pdf", { headers: { Cookie: c.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(200_000);
    const pages = (await PDFDocument.load(bytes)).getPages();
    expect(pages.map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([[842, 595]]);
    const text = await pdfText(bytes);
    expect(text).toContain("Өнөрмаа Үүрцайх");
    expect(text).toContain(`${c.wpm} WPM`);
    expect(text).toContain(`/check-certificate?token=${c.token}`);
    expect(text).toContain("ГЭРЧИЛГЭЭ");
    const stored = await env.IMAGES.get(certificatePdfKey(c.token));
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
    const again = new Uint8Array(await (await SELF.fetch("http://localhost/certificate/pdf", { headers: { Cookie: c.cookie } })).arrayBuffer());
    expect(again).toEqual(bytes);
  });

  it("is 404 for a learner without a certificate and sends a guest to /login", async () => {
    const u = await learner(266);
    expect((await SELF.fetch("http://localhost/certificate/pdf", { headers: { Cookie: u.cookie } })).status).toBe(404);
    const guest = await SELF.fetch("http://localhost/certificate/pdf", { redirect: "manual" });
    expect(guest.status).toBe(302);
  });
});
