import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ulaanbaatarMonth } from "~/core/shared/calendar";
import { applyKey, createEngine, splitWords, type Keystroke } from "~/core/typing/typing-engine";
import { createDb } from "~/db/client.server";
import { randomText } from "~/models/typing/texts.server";
import { banners, monthlyRecords, pointGrants, testResults, texts, users } from "~/db/schema";
import { createTestUser } from "../support/auth";
import { postJson } from "../support/http";

const db = () => createDb(env.DB);

/** One random number per stored text of the level and language: together they reach every candidate. */
async function everyDraw(level: "begin" | "middle" | "advanced", language: "mn" | "en") {
  const n = (await db()
    .select({ n: count() })
    .from(texts)
    .where(and(eq(texts.level, level), eq(texts.language, language)))
    .get())!.n;
  return Array.from({ length: n }, (_, i) => (i + 0.5) / n);
}

/** A test text this test owns (bodies are unique). */
async function insertText(level: "begin" | "middle" | "advanced" | "certificate" = "begin", language: "mn" | "en" = "mn") {
  const tag = crypto.randomUUID().slice(0, 8);
  const words = language === "mn" ? ["сайн", "байна", "уу", "нар", "сар", "гэр", "ном"] : ["good", "day", "sun", "tree", "book", "home"];
  const body = [...Array.from({ length: 60 }, (_, i) => words[i % words.length]), `x${tag}`].join(" ");
  return db().insert(texts).values({ level, language, body }).returning().get();
}

/** Gaps as a multiple of the mean, as uneven as a person's: a fixed beat above 130 WPM is refused (ADR 012). */
const GAP_FACTORS = [0.6, 1.4, 0.8, 1.2, 1.0, 0.7, 1.3, 0.9, 1.1, 1.0];

/** Types the first `words` words correctly, one key every `msPerKey` on average, as the browser engine logs them. */
function typedLog(text: string, words: number, msPerKey: number): Keystroke[] {
  let state = createEngine(text);
  let time = 0;
  let i = 0;
  for (const ch of splitWords(text).slice(0, words).join(" ") + " ") {
    state = applyKey(state, { key: ch, time });
    time += Math.round(msPerKey * GAP_FACTORS[i++ % GAP_FACTORS.length]);
  }
  return [...state.log];
}

function upgrade(bearer: string | null, body: unknown) {
  return postJson("/api/text/upgrade-wpm", body, bearer ? { Authorization: bearer } : {});
}

async function userRow(id: number) {
  return db().select().from(users).where(eq(users.id, id)).get();
}

afterEach(() => vi.useRealTimers());

describe("POST /api/text/{begintext,middletext,advancedtext}", () => {
  it("gives a text of the level and language", async () => {
    await insertText("middle", "mn");
    await insertText("middle", "en");
    const res = await postJson("/api/text/middletext", { lang: "Мон" });
    expect(res.status).toBe(200);
    const body = await res.json<{ result: boolean; data: { id: number; level: string; language: string; text: string } }>();
    expect(body.result).toBe(true);
    expect(body.data).toMatchObject({ level: "middle", language: "mn" });
    // The text is a stored one of that level and language, whole.
    expect(await db().select().from(texts).where(eq(texts.id, body.data.id)).get()).toMatchObject({ level: "middle", language: "mn", body: body.data.text });
    const en = await (await postJson("/api/text/middletext", { lang: "Eng" })).json<{ data: { language: string } }>();
    expect(en.data.language).toBe("en");
  });

  it("avoids the text named in `exclude` when there is another, whatever the draw", async () => {
    const a = await insertText("advanced", "en");
    await insertText("advanced", "en");
    const res = await postJson("/api/text/advancedtext", { lang: "Eng", exclude: a.id });
    expect((await res.json<{ data: { id: number } }>()).data.id).not.toBe(a.id);
    // Every draw the random number can make, not a few lucky ones.
    for (const r of await everyDraw("advanced", "en"))
      expect((await randomText(db(), "advanced", "en", { exclude: a.id, random: () => r }))?.id).not.toBe(a.id);
  });

  it("a learner's 30 consecutive tests never meet a text twice: the draw avoids the texts of their last 30", async () => {
    // More texts than the memory, so the rule never has to fall back; the draw's memory is the
    // learner's latest texts, newest first (what the test results of the level and language record).
    for (let i = 0; i < 35; i++) await insertText("middle", "en");
    const seen: number[] = [];
    for (let test = 0; test < 30; test++) {
      // The draw that would land on the most recent text if it could: the highest random number.
      for (const random of [() => 0, () => 0.999_999, Math.random]) {
        const text = await randomText(db(), "middle", "en", { seen, random });
        expect(seen).not.toContain(text!.id);
      }
      const text = await randomText(db(), "middle", "en", { seen });
      seen.unshift(text!.id);
    }
    expect(new Set(seen).size).toBe(30);
    // The 31st draw may bring back only the texts not among these 30.
    const fresh = (await everyDraw("middle", "en")).map(async (r) => (await randomText(db(), "middle", "en", { seen, random: () => r }))!.id);
    for (const id of await Promise.all(fresh)) expect(seen).not.toContain(id);
  });

  it("when every text is among the last 30, gives the one seen longest ago; a guest may get any", async () => {
    const [a, b] = [await insertText("middle", "mn"), await insertText("middle", "mn")];
    const all = (
      await db()
        .select({ id: texts.id })
        .from(texts)
        .where(and(eq(texts.level, "middle"), eq(texts.language, "mn")))
        .all()
    ).map((t) => t.id);
    // Newest first: b, the others, b again, then a, which was seen longest ago.
    const seen = [b.id, ...all.filter((id) => id !== a.id && id !== b.id), b.id, a.id];
    for (const r of await everyDraw("middle", "mn")) expect((await randomText(db(), "middle", "mn", { seen, random: () => r }))?.id).toBe(a.id);
    const guest = new Set<number>();
    for (const r of await everyDraw("middle", "mn")) guest.add((await randomText(db(), "middle", "mn", { random: () => r }))!.id);
    expect(guest).toEqual(new Set(all));
  });

  it("POST /api/text/{level}text gives a logged-in learner none of their last 30 tests' texts; a guest any", async () => {
    const own = [];
    for (let i = 0; i < 33; i++) own.push(await insertText("advanced", "mn"));
    const { user, bearer } = await createTestUser();
    // 31 tests, oldest first: the first text is the 31st latest, so it may come back.
    const base = Date.now() - 31 * 60_000;
    const rows = own.slice(0, 31).map((text, i) => ({
      id: crypto.randomUUID(),
      userId: user.id,
      language: "mn" as const,
      level: "advanced" as const,
      wpm: 30,
      cpm: 150,
      accuracy: 95,
      characters: 150,
      errors: 1,
      durationMs: 60_000,
      textId: text.id,
      createdAt: base + i * 60_000,
    }));
    for (const row of rows) await db().insert(testResults).values(row);
    const lastThirty = new Set(own.slice(1, 31).map((t) => t.id));
    const ownIds = new Set(own.map((t) => t.id));
    for (let draw = 0; draw < 12; draw++) {
      const body = await (await postJson("/api/text/advancedtext", { lang: "Мон" }, { Authorization: bearer })).json<{ data: { id: number } }>();
      expect(lastThirty.has(body.data.id), `draw ${draw} gave text ${body.data.id}`).toBe(false);
    }
    // A guest has no memory: over enough draws one of those texts comes up.
    let guestMet = false;
    for (let draw = 0; draw < 60 && !guestMet; draw++) {
      const body = await (await postJson("/api/text/advancedtext", { lang: "Мон" })).json<{ data: { id: number } }>();
      guestMet = lastThirty.has(body.data.id) || !ownIds.has(body.data.id);
    }
    expect(guestMet).toBe(true);
  });

  it("refuses an unknown language with the Mongolian message and an unknown kind with 404", async () => {
    const res = await postJson("/api/text/begintext", { lang: "Deu" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ result: false, message: "Хэлний сонголт буруу" });
    expect((await postJson("/api/text/certificatetext", { lang: "Мон" })).status).toBe(404);
  });

  it("never hands out a certificate text, whatever the draw", async () => {
    await insertText("certificate", "mn");
    await insertText("begin", "mn");
    const body = await (await postJson("/api/text/begintext", { lang: "Мон" })).json<{ data: { level: string } }>();
    expect(body.data.level).toBe("begin");
    for (const r of await everyDraw("begin", "mn")) expect((await randomText(db(), "begin", "mn", { random: () => r }))?.level).toBe("begin");
  });
});

describe("POST /api/text/upgrade-wpm", () => {
  it("needs a logged-in user", async () => {
    const text = await insertText();
    const res = await upgrade(null, { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes: typedLog(text.body, 3, 200) });
    expect(res.status).toBe(401);
  });

  it("recomputes the result, grants 1 point once and returns the new stats", async () => {
    const { user, bearer } = await createTestUser();
    const text = await insertText();
    // 20 words typed correctly: (sum of word lengths + 20 spaces) characters in the 60 s.
    const log = typedLog(text.body, 20, 150);
    const characters = splitWords(text.body)
      .slice(0, 20)
      .reduce((n, w) => n + w.length + 1, 0);
    const wpm = Math.round(characters / 5);
    const testId = crypto.randomUUID();
    // The client's own figures (SPEC's point, wpm, percent) are ignored.
    const res = await upgrade(bearer, { testId, textId: text.id, durationMs: 60_000, keystrokes: log, point: 500, wpm: 249, percent: 100 });
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats).toEqual({
      result: true,
      avg_wpm: wpm,
      avg_p: 100,
      avg_percent: 100,
      record: wpm,
      point: 1,
      tests_count: 1,
      rank: { image: "/images/rank/beginner.svg", name: "Эхлэгч", name_en: "Beginner" },
      wpm,
      cpm: characters,
      accuracy: 100,
      counted: true,
    });
    const saved = await db().select().from(testResults).where(eq(testResults.id, testId)).get();
    // The text typed is kept for the draw's memory (issue 35 §6).
    expect(saved).toMatchObject({ userId: user.id, level: "begin", language: "mn", wpm, characters, errors: 0, durationMs: 60_000, textId: text.id });

    // A retried post changes nothing and answers with the same figures.
    const again = await (await upgrade(bearer, { testId, textId: text.id, durationMs: 60_000, keystrokes: log })).json<Record<string, unknown>>();
    expect(again).toMatchObject({ point: 1, tests_count: 1, wpm, counted: false });
    const grants = await db()
      .select()
      .from(pointGrants)
      .where(and(eq(pointGrants.userId, user.id), eq(pointGrants.source, "test")))
      .all();
    expect(grants).toHaveLength(1);
    expect((await userRow(user.id))?.points).toBe(1);
  });

  it("accepts a client result id once when an offline queue and a second tab send it at the same time (ADR 044)", async () => {
    const { user, bearer } = await createTestUser();
    const text = await insertText();
    const testId = crypto.randomUUID();
    const body = { testId, textId: text.id, durationMs: 60_000, keystrokes: typedLog(text.body, 12, 150) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => upgrade(bearer, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const counted = await Promise.all(answers.map(async (a) => (await a.json<{ counted: boolean }>()).counted));
    expect(counted.filter(Boolean)).toHaveLength(1);
    const [stored] = await db().select({ n: count() }).from(testResults).where(eq(testResults.userId, user.id));
    expect(stored.n).toBe(1);
    expect(await userRow(user.id)).toMatchObject({ points: 1, testsCount: 1 });
  });

  it("keeps running averages, the record and the monthly best", async () => {
    // The clock (shared with the Worker in this isolate) stands still, so a month change during the
    // requests cannot make the expected month differ from the stored one.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    const thisMonth = ulaanbaatarMonth(Date.now());
    const { user, bearer } = await createTestUser();
    const text = await insertText();
    const post = (words: number) =>
      upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes: typedLog(text.body, words, 100) });
    const first = await (await post(30)).json<{ wpm: number }>();
    const second = await (await post(10)).json<{ wpm: number; avg_wpm: number; record: number; point: number; tests_count: number }>();
    expect(second).toMatchObject({ record: first.wpm, point: 2, tests_count: 2, avg_wpm: Math.round((first.wpm + second.wpm) / 2) });
    const month = await db().select().from(monthlyRecords).where(eq(monthlyRecords.userId, user.id)).all();
    expect(month).toEqual([expect.objectContaining({ month: thisMonth, bestWpm: first.wpm })]);
  });

  it("counts words with errors in the accuracy", async () => {
    const { bearer } = await createTestUser();
    const text = await insertText("begin", "en");
    const words = splitWords(text.body);
    let state = createEngine(text.body);
    let time = 0;
    // Three correct words, one with a typo.
    for (const ch of `${words[0]} ${words[1]} ${words[2]} ${words[3]}q `) state = applyKey(state, { key: ch, time: (time += 120) - 120 });
    const stats = await (
      await upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes: state.log })
    ).json<{ accuracy: number; avg_percent: number }>();
    expect(stats.accuracy).toBe(75);
    expect(stats.avg_percent).toBe(75);
  });

  it("moves the user up a rank when the point crosses the threshold", async () => {
    const { bearer } = await createTestUser({ points: 7_999 });
    const text = await insertText();
    const stats = await (
      await upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes: typedLog(text.body, 5, 200) })
    ).json<{ point: number; rank: unknown }>();
    expect(stats.point).toBe(8_000);
    expect(stats.rank).toEqual({ image: "/images/rank/average.svg", name: "Дунд", name_en: "Average" });
  });

  describe("refuses forged or impossible results with 400 and changes nothing", () => {
    const cases: [string, (text: string) => Record<string, unknown>, string][] = [
      ["a 30-second test", (t) => ({ durationMs: 30_000, keystrokes: typedLog(t, 5, 200) }), "duration"],
      [
        "over 250 WPM (the whole text at 25 keys a second)",
        (t) => {
          const keystrokes = typedLog(t, 1_000, 40);
          return { durationMs: keystrokes.at(-1)!.t, keystrokes };
        },
        "wpm",
      ],
      [
        "more keys than the time allows",
        () => ({
          durationMs: 60_000,
          keystrokes: Array.from({ length: 1_900 }, (_, i) => ({ key: i % 2 ? "Backspace" : "с", expected: "", t: Math.floor(i * 30) })),
        }),
        "too-many-keys",
      ],
      ["a log that does not start at 0", (t) => ({ durationMs: 60_000, keystrokes: typedLog(t, 3, 200).map((k) => ({ ...k, t: k.t + 500 })) }), "malformed"],
      ["an empty log", () => ({ durationMs: 60_000, keystrokes: [] }), "empty"],
      ["a bad test id", (t) => ({ testId: "123", durationMs: 60_000, keystrokes: typedLog(t, 3, 200) }), "malformed"],
    ];
    it.each(cases)("%s", async (_name, make, reason) => {
      const { user, bearer } = await createTestUser();
      const text = await insertText();
      const res = await upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, ...make(text.body) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, reason, message: "Уучлаарай, энэ үр дүнг хүлээн авах боломжгүй." });
      expect(await userRow(user.id)).toMatchObject({ points: 0, testsCount: 0, recordWpm: 0 });
      expect(await db().select().from(testResults).where(eq(testResults.userId, user.id)).all()).toEqual([]);
    });

    it("an unknown or certificate text", async () => {
      const { bearer } = await createTestUser();
      const certificate = await insertText("certificate");
      for (const textId of [99_999_999, certificate.id]) {
        const res = await upgrade(bearer, { testId: crypto.randomUUID(), textId, durationMs: 60_000, keystrokes: typedLog(certificate.body, 3, 200) });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ reason: "text" });
      }
    });
  });

  it("refuses another user's test id with 409 and grants nothing", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const text = await insertText();
    const testId = crypto.randomUUID();
    const body = { testId, textId: text.id, durationMs: 60_000, keystrokes: typedLog(text.body, 5, 200) };
    expect((await upgrade(a.bearer, body)).status).toBe(200);
    const res = await upgrade(b.bearer, body);
    expect(res.status).toBe(409);
    expect(await userRow(b.user.id)).toMatchObject({ points: 0, testsCount: 0 });
    expect(await db().select().from(monthlyRecords).where(eq(monthlyRecords.userId, b.user.id)).all()).toEqual([]);
  });
});

describe("top lists", () => {
  type Entry = { id: number; name: string; image: string; date: number; wpm: number };
  const list = async (path: string) => (await (await SELF.fetch(`http://localhost${path}`)).json<{ result: boolean; data: Entry[] }>()).data;

  it("show a user's record all-time and this month after a test, highest first", async () => {
    const { user, bearer } = await createTestUser({ name: "Шилдэг Бичээч" });
    const text = await insertText();
    // The whole text at 20 keys a second (240 WPM), finished early: the fastest result in this file.
    const keystrokes = typedLog(text.body, 1_000, 50);
    const res = await upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, durationMs: keystrokes.at(-1)!.t, keystrokes });
    const { wpm } = await res.json<{ wpm: number }>();
    expect(wpm).toBeGreaterThan(200);
    for (const path of ["/api/user/top-all-time", "/api/user/top-this-month"]) {
      const entries = await list(path);
      expect(entries[0]).toMatchObject({ id: user.id, name: "Шилдэг Бичээч", image: "/images/avatar-default.svg", wpm });
      expect(entries[0].date).toBeGreaterThan(Date.now() - 60_000);
      const wpms = entries.map((e) => e.wpm);
      expect(wpms).toEqual([...wpms].sort((x, y) => y - x));
    }
  });

  it("honour the limit (10 on the beginner screen, 9 elsewhere) and leave out users without results", async () => {
    for (let i = 0; i < 11; i++) await createTestUser({ recordWpm: 5 + i });
    await createTestUser({ recordWpm: 0, name: "Тест хийгээгүй" });
    expect(await list("/api/user/top-all-time?limit=9")).toHaveLength(9);
    const ten = await list("/api/user/top-all-time");
    expect(ten).toHaveLength(10);
    expect(ten.some((e) => e.wpm === 0)).toBe(false);
  });

  it("this month only counts this month's records (Asia/Ulaanbaatar)", async () => {
    const { user } = await createTestUser();
    await db()
      .insert(monthlyRecords)
      .values({ userId: user.id, month: "2001-01", bestWpm: 249, achievedAt: Date.UTC(2001, 0, 5) });
    const entries = await list("/api/user/top-this-month");
    expect(entries.some((e) => e.id === user.id)).toBe(false);
  });

  it("read indexes, not the whole table", async () => {
    const plan = async (query: string) => JSON.stringify((await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`).all()).results);
    expect(await plan("SELECT id FROM users WHERE record_wpm > 0 ORDER BY record_wpm DESC, id DESC LIMIT 10")).toContain("users_record_wpm_idx");
    expect(await plan("SELECT user_id FROM monthly_records WHERE month = '2026-01' ORDER BY best_wpm DESC LIMIT 10")).toContain(
      "monthly_records_month_wpm_idx",
    );
  });
});

describe("GET /api/admin/get-banner", () => {
  it("lists the active banners in order", async () => {
    const tag = crypto.randomUUID();
    await db()
      .insert(banners)
      .values([
        { image: `/b/${tag}-2.svg`, alt: "Хоёр", position: 902 },
        { image: `/b/${tag}-1.svg`, alt: "Нэг", position: 901 },
        { image: `/b/${tag}-off.svg`, alt: "Идэвхгүй", position: 900, active: false },
      ]);
    const body = await (await SELF.fetch("http://localhost/api/admin/get-banner")).json<{ result: boolean; banners: { image: string }[] }>();
    const mine = body.banners.filter((b) => b.image.includes(tag)).map((b) => b.image);
    expect(mine).toEqual([`/b/${tag}-1.svg`, `/b/${tag}-2.svg`]);
  });
});
