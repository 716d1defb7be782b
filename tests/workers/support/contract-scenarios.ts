// One valid request per contract (issue 20 §1), for the contract walk in tests/workers/suites/contracts.ts:
// each sets up what its call needs (a learner, a room, a race, a bill …) and names the status a
// correct server answers. A body that breaks the request schema is given where the call takes fields.
import { env } from "cloudflare:workers";
import { attemptKey } from "~/core/typing/plausibility";
import { applyKey, createEngine, splitWords, type Keystroke } from "~/core/typing/typing-engine";
import { createDb } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { HeldPrizeResponseSchema } from "~/core/races/prize-challenge-api";
import { prizeChallenges, prizeRaces, prizeRaceTexts, texts } from "~/db/schema";
import { createCoupons } from "~/models/billing/coupons.server";
import { createRacer, createTestUser } from "./auth";
import { postJson, randomIp } from "./http";
import { finishLessonsUpTo, lessonAt, seedCurriculum, typingLog } from "./lessons";

export interface Scenario {
  /** The JSON body (a POST), the query (a GET), or a FormData (an upload). */
  input?: Record<string, unknown> | FormData;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** The status a correct server answers this request with. */
  status: number;
}

export interface ScenarioSpec {
  valid: () => Promise<Scenario>;
  /** A body the request schema refuses, and the status that earns. */
  invalid?: { input: Record<string, unknown>; status: number };
}

const db = () => createDb(env.DB);
const PAID = () => Date.now() + 30 * 86_400_000;
const GAPS = [0.6, 1.4, 0.8, 1.2, 1.0, 0.7, 1.3, 0.9, 1.1, 1.0];
const auth = (bearer: string) => ({ Authorization: bearer });
const newPassword = () => `Contract-pass-${crypto.randomUUID().slice(0, 8)}`;

async function insertText(level: "begin" | "prize", body: string) {
  return db().insert(texts).values({ level, language: "mn", body }).returning().get();
}

/** The whole text (or its first `words` words) typed right, keys `msPerKey` apart with a person's unevenness. */
function typedLog(text: string, msPerKey: number, words?: number, key = attemptKey): Keystroke[] {
  let state = createEngine(text);
  let time = 0;
  let i = 0;
  const typed = words === undefined ? splitWords(text).join(" ") : splitWords(text).slice(0, words).join(" ") + " ";
  for (const ch of typed) {
    state = key(state, { key: ch, time });
    time += Math.round(msPerKey * GAPS[i++ % GAPS.length]);
  }
  return [...state.log];
}

async function openRoomOf(bearer: string): Promise<string> {
  const res = await postJson("/api/room/create-room", { language: "mn" }, auth(bearer));
  const body: unknown = await res.json();
  if (!body || typeof body !== "object" || !("roomId" in body) || typeof body.roomId !== "string") throw new Error("create-room gave no roomId");
  return body.roomId;
}

async function prizeRace() {
  const now = Date.now();
  const race = await db()
    .insert(prizeRaces)
    .values({ name: "Гэрээний уралдаан", minPoint: 0, maxPoint: 1000, limitWpm: 100, startAt: now - 3_600_000, endAt: now + 3_600_000 })
    .returning()
    .get();
  const text = await insertText("prize", `Сайн байна уу. Бид өнөөдөр хурдан бичиж сурна. Нар гэрэлтэй байна ${crypto.randomUUID().slice(0, 6)}`);
  await db().insert(prizeRaceTexts).values({ raceId: race.id, textId: text.id });
  return { race, text };
}

async function loggedIn() {
  const u = await createTestUser();
  const res = await postJson("/api/user/login", { email: u.user.email, password: u.password }, { "CF-Connecting-IP": randomIp() });
  const body: unknown = await res.json();
  if (!body || typeof body !== "object" || !("refresh_token" in body) || typeof body.refresh_token !== "string") throw new Error("login gave no refresh token");
  return body.refresh_token;
}

function png(): FormData {
  const bytes = new Uint8Array(2_000);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.set("photo", new File([bytes], "me.png", { type: "image/png" }));
  return form;
}

export const SCENARIOS: Record<string, ScenarioSpec> = {
  "user.register": {
    valid: async () => ({
      input: { name: "Гэрээт Хэрэглэгч", email: `contract-${crypto.randomUUID()}@example.mn`, password: newPassword() },
      headers: { "CF-Connecting-IP": randomIp() },
      status: 200,
    }),
    invalid: { input: { name: "", email: "not-an-address" }, status: 400 },
  },
  "user.login": {
    valid: async () => {
      const u = await createTestUser();
      return { input: { email: u.user.email, password: u.password }, headers: { "CF-Connecting-IP": randomIp() }, status: 200 };
    },
    invalid: { input: { email: 5 }, status: 400 },
  },
  // This deployment has no Facebook app configured, so a well-formed request is answered 404.
  "user.facebook-login": {
    valid: async () => ({ input: { accessToken: "a".repeat(40), user: { id: "1234" } }, status: 404 }),
  },
  "user.forgot-password": {
    valid: async () => ({ input: { email: `nobody-${crypto.randomUUID()}@example.mn` }, headers: { "CF-Connecting-IP": randomIp() }, status: 200 }),
    invalid: { input: { email: "no" }, status: 400 },
  },
  "user.change-password": {
    valid: async () => {
      const u = await createTestUser();
      return { input: { oldPassword: u.password, password: newPassword() }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { oldPassword: 1 }, status: 400 },
  },
  "user.get-user-info": { valid: async () => ({ input: {}, headers: auth((await createTestUser()).bearer), status: 200 }) },
  "user.auth-with-refresh-token": { valid: async () => ({ input: { refresh_token: await loggedIn() }, status: 200 }) },
  "user.update-profile": { valid: async () => ({ input: png(), headers: auth((await createTestUser()).bearer), status: 200 }) },
  "user.update-profile-info": {
    valid: async () => ({ input: { phone: "99112233" }, headers: auth((await createTestUser()).bearer), status: 200 }),
    invalid: { input: { phone: "not a phone" }, status: 400 },
  },
  "lesson.get-lesson": {
    valid: async () => {
      await seedCurriculum();
      return { input: { id: lessonAt(2).id }, status: 200 };
    },
    invalid: { input: { id: "x" }, status: 400 },
  },
  "lesson.get-lesson-list": {
    valid: async () => {
      await seedCurriculum();
      return { input: {}, status: 200 };
    },
  },
  "lesson.update-user-lesson": {
    valid: async () => {
      await seedCurriculum();
      const u = await createTestUser();
      await finishLessonsUpTo(u.user.id, 1);
      const lesson = lessonAt(2);
      return { input: { lessonId: lesson.id, attemptId: crypto.randomUUID(), keystrokes: typingLog(lesson.text, 300) }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { lessonId: 2 }, status: 400 },
  },
  "lesson.get-result-lessons": {
    valid: async () => {
      await seedCurriculum();
      const u = await createTestUser();
      await finishLessonsUpTo(u.user.id, 2);
      return { input: { prev: 2 }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { prev: "first" }, status: 400 },
  },
  "text.text-type": {
    valid: async () => {
      await insertText("begin", `сайн байна уу нар сар гэр ном ${crypto.randomUUID().slice(0, 6)}`);
      return { input: { lang: "Мон" }, params: { textType: "begintext" }, status: 200 };
    },
    invalid: { input: { lang: "Français" }, status: 400 },
  },
  "text.upgrade-wpm": {
    valid: async () => {
      const u = await createTestUser();
      const words = ["сайн", "байна", "уу", "нар", "сар", "гэр", "ном"];
      const text = await insertText("begin", [...Array.from({ length: 60 }, (_, i) => words[i % words.length]), crypto.randomUUID().slice(0, 6)].join(" "));
      const keystrokes = typedLog(text.body, 150, 20, applyKey);
      return { input: { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { testId: "not-a-uuid" }, status: 400 },
  },
  "user.top-all-time": { valid: async () => ({ input: { limit: "10" }, status: 200 }) },
  "user.top-this-month": { valid: async () => ({ input: { limit: "9" }, status: 200 }) },
  "room.check-room": {
    valid: async () => {
      const u = await createRacer();
      return { input: { roomId: await openRoomOf(u.bearer) }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { roomId: "not a room!" }, status: 400 },
  },
  "room.get-players": {
    valid: async () => {
      const u = await createRacer();
      return { input: { roomId: await openRoomOf(u.bearer) }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { roomId: "" }, status: 400 },
  },
  "room.get-room": {
    valid: async () => {
      const u = await createRacer();
      await openRoomOf(u.bearer);
      return { input: {}, headers: auth(u.bearer), status: 200 };
    },
  },
  "room.create-room": {
    valid: async () => ({ input: { language: "en" }, headers: auth((await createRacer()).bearer), status: 200 }),
    invalid: { input: { language: "fr" }, status: 400 },
  },
  "room.get-all-room": { valid: async () => ({ input: {}, status: 200 }) },
  "room.get-players-room": { valid: async () => ({ input: {}, headers: auth((await createTestUser()).bearer), status: 200 }) },
  "text.selected-text": {
    valid: async () => {
      const u = await createRacer();
      return { input: { roomId: await openRoomOf(u.bearer) }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { roomId: 42 }, status: 400 },
  },
  "user.last-races": { valid: async () => ({ input: {}, headers: auth((await createTestUser()).bearer), status: 200 }) },
  "text.get-all-ranking-text": {
    valid: async () => {
      await prizeRace();
      return { input: {}, status: 200 };
    },
  },
  "text.active-ranking-text": {
    valid: async () => {
      const { race } = await prizeRace();
      const u = await createTestUser({ endAt: PAID(), points: 200 });
      return { input: { raceId: race.id }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { raceId: "first" }, status: 400 },
  },
  "user.get-all-players-gift-race": {
    valid: async () => ({ input: { raceId: (await prizeRace()).race.id }, status: 200 }),
    invalid: { input: { raceId: -1 }, status: 400 },
  },
  "user.upgrade-gift-race-wpm": {
    valid: async () => {
      const { race, text } = await prizeRace();
      const u = await createTestUser({ endAt: PAID(), points: 200, recordWpm: 50 });
      const keystrokes = typedLog(text.body, 200);
      return { input: { raceId: race.id, textId: text.id, durationMs: keystrokes[keystrokes.length - 1].t, keystrokes }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { raceId: 1, textId: 1 }, status: 400 },
  },
  "user.prize-challenge": {
    // A held result (120 WPM against a proven 50) and its challenge typed right at about 100 WPM (ADR 033).
    valid: async () => {
      const { race, text } = await prizeRace();
      const u = await createTestUser({ endAt: PAID(), points: 200, recordWpm: 50 });
      const attempt = typedLog(text.body, 100);
      const held = await postJson(
        "/api/user/upgrade-gift-race-wpm",
        { raceId: race.id, textId: text.id, durationMs: attempt[attempt.length - 1].t, keystrokes: attempt },
        auth(u.bearer),
      );
      const { data } = HeldPrizeResponseSchema.parse(await held.json());
      const challenge = (await db().select().from(prizeChallenges).where(eq(prizeChallenges.id, data.challengeId)).get())!;
      let t = 0;
      const keystrokes = [...challenge.challengeText].map((key, i) => ({ key, expected: "", t: (t += i === 0 ? 0 : Math.round(115 * GAPS[i % GAPS.length])) }));
      return { input: { challengeId: data.challengeId, durationMs: t, keystrokes }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { challengeId: "x" }, status: 400 },
  },
  "user.key-stats": {
    valid: async () => ({ input: { layout: "mn" }, headers: auth((await createTestUser()).bearer), status: 200 }),
    invalid: { input: { layout: "de" }, status: 400 },
  },
  "user.practice-round": {
    valid: async () => {
      const text = "and the hand";
      return {
        input: { roundId: crypto.randomUUID(), layout: "en", text, keystrokes: typedLog(text, 200) },
        headers: auth((await createTestUser()).bearer),
        status: 200,
      };
    },
    invalid: { input: { roundId: "round", layout: "en", text: "and", keystrokes: [] }, status: 400 },
  },
  "user.merge-key-stats": {
    valid: async () => ({
      input: {
        mergeId: crypto.randomUUID(),
        layout: "en",
        keys: [{ code: "KeyA", hits: 4, misses: 1, timing: { n: 0, mean: 0, m2: 0 }, confusions: { s: 1 } }],
      },
      headers: auth((await createTestUser()).bearer),
      status: 200,
    }),
    invalid: { input: { mergeId: "merge", layout: "en", keys: [] }, status: 400 },
  },
  "user.class-live": { valid: async () => ({ input: {}, headers: auth((await createTestUser()).bearer), status: 200 }) },
  "user.get-friends": { valid: async () => ({ input: {}, headers: auth((await createTestUser()).bearer), status: 200 }) },
  "user.add-friend": {
    valid: async () => {
      const [a, b] = [await createTestUser(), await createTestUser()];
      return { input: { userId: b.user.id }, headers: auth(a.bearer), status: 200 };
    },
    invalid: { input: { userId: "someone" }, status: 400 },
  },
  "user.answer-friend": {
    valid: async () => {
      const [a, b] = [await createTestUser(), await createTestUser()];
      await postJson("/api/user/add-friend", { userId: a.user.id }, auth(b.bearer));
      return { input: { userId: b.user.id, accept: true }, headers: auth(a.bearer), status: 200 };
    },
    invalid: { input: { userId: 1, accept: "perhaps" }, status: 400 },
  },
  "user.remove-friend": {
    valid: async () => {
      const [a, b] = [await createTestUser(), await createTestUser()];
      return { input: { userId: b.user.id }, headers: auth(a.bearer), status: 200 };
    },
    invalid: { input: {}, status: 400 },
  },
  "user.get-notify": { valid: async () => ({ input: {}, headers: auth((await createTestUser()).bearer), status: 200 }) },
  "user.remove-notify": {
    valid: async () => ({ input: { raceId: 1 }, headers: auth((await createTestUser()).bearer), status: 200 }),
    invalid: { input: { raceId: 1, id: 2 }, status: 400 },
  },
  "user.seen-notify": { valid: async () => ({ input: {}, headers: auth((await createTestUser()).bearer), status: 200 }) },
  // A learner who is not a friend cannot be invited: the call's own refusal (409).
  "room.invite-friend": {
    valid: async () => {
      const [a, b] = [await createRacer(), await createTestUser()];
      return { input: { userId: b.user.id }, headers: auth(a.bearer), status: 409 };
    },
    invalid: { input: { userId: 0 }, status: 400 },
  },
  "user.get-certi": {
    valid: async () => {
      await seedCurriculum();
      const u = await createTestUser({ endAt: PAID() });
      await finishLessonsUpTo(u.user.id, 266);
      return { input: {}, headers: auth(u.bearer), status: 200 };
    },
  },
  // An unknown certificate token: 404 with the spec's words.
  "user.check-user-certi": {
    valid: async () => ({ input: { token: `unknown-${crypto.randomUUID()}` }, headers: { "CF-Connecting-IP": randomIp() }, status: 404 }),
  },
  // A paid learner without the 266 lessons is refused the exam (403).
  "user.certificate-exam": {
    valid: async () => ({
      input: { examId: 1, durationMs: 1_000, keystrokes: [] },
      headers: auth((await createTestUser({ endAt: PAID() })).bearer),
      status: 403,
    }),
    invalid: { input: { examId: "one" }, status: 400 },
  },
  "purchase.use-coupon": {
    valid: async () => {
      const [code] = await createCoupons(env.DB, 1, 1);
      return { input: { coupon: code }, headers: auth((await createTestUser()).bearer), status: 200 };
    },
    invalid: { input: { coupon: 12 }, status: 400 },
  },
  "purchase.confirm-coupon": {
    valid: async () => {
      const [code] = await createCoupons(env.DB, 2, 1);
      return { input: { coupon: code, month: 2 }, headers: auth((await createTestUser()).bearer), status: 200 };
    },
    invalid: { input: {}, status: 400 },
  },
  "purchase.qpay-create-bill": {
    valid: async () => ({ input: { level: "plan1" }, headers: auth((await createTestUser()).bearer), status: 200 }),
    invalid: { input: { level: { plan: 1 } }, status: 400 },
  },
  "purchase.check-qpay-bill": {
    valid: async () => {
      const u = await createTestUser();
      const res = await postJson("/api/purchase/qpay-create-bill", { level: "plan1" }, auth(u.bearer));
      const body: unknown = await res.json();
      if (!body || typeof body !== "object" || !("invoice_id" in body) || typeof body.invoice_id !== "string") throw new Error("no bill");
      return { input: { invoiceId: body.invoice_id }, headers: auth(u.bearer), status: 200 };
    },
    invalid: { input: { invoiceId: "" }, status: 400 },
  },
  // QPay calls back with our token; an unknown one is answered NOT_FOUND.
  "purchase.qpay-callback": { valid: async () => ({ input: { token: crypto.randomUUID() }, status: 404 }) },
  "admin.get-banner": { valid: async () => ({ input: {}, status: 200 }) },
  "offline.pages": {
    valid: async () => {
      await seedCurriculum();
      return { input: {}, headers: auth((await createTestUser()).bearer), status: 200 };
    },
  },
};
