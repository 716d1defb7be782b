// The traditional script's 60-second test (issue 32): a script text is drawn for lang mn-Mong, its log
// is replayed by the server with the same engine and plausibility rule, and its figures stay its own:
// the point is granted, but the averages, the record and the monthly record (the top lists) never
// move, and its keys go to the script's own per-key rows.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { codeOf } from "~/core/typing/key-stats";
import { MVS, NNBSP } from "~/core/typing/script-text";
import { applyKey, createEngine, splitWords, type Keystroke } from "~/core/typing/typing-engine";
import { createDb } from "~/db/client.server";
import { keyStats, monthlyRecords, testResults, texts, users } from "~/db/schema";
import { createTestUser } from "../support/auth";
import { gapFactor, seededRandom } from "../support/human-typing";
import { postJson } from "../support/http";

const db = () => createDb(env.DB);
const WORDS = ["ᠭᠡᠷ\u180eᠢᠶᠠᠷ", "ᠠᠮᠪᠠ", "ᠠᠨᠠᠭ\u180eᠠ", "ᠬᠤᠳᠠ\u180eᠶᠢᠨ", "ᠡᠪ", "ᠤᠤ"];

/** Texts made by this file so far: with a random base, it keeps every body different. */
let made = 0;

/** A number written as list words (base WORDS.length): different numbers give different words. */
function numberAsWords(n: number): string {
  const out: string[] = [];
  do {
    out.push(WORDS[n % WORDS.length]);
    n = Math.floor(n / WORDS.length);
  } while (n > 0);
  return out.join(" ");
}

async function insertScriptText(level: "begin" | "middle" = "begin") {
  // Bodies are unique (texts.body is): 60 words in an order of their own, then a number no other call
  // has. (A word order and a run of 1–40 letters gave only 120 bodies: run 25 drew one twice.)
  const shift = Math.floor(Math.random() * 1e6);
  const words = Array.from({ length: 60 }, (_, i) => WORDS[(i * 5 + shift + Math.floor(i / 6)) % WORDS.length]);
  const body = `${words.join(" ")} ${numberAsWords(made++ * 1e6 + shift)}`;
  return db().insert(texts).values({ level, language: "mn-Mong", body }).returning().get();
}

/** The first `words` words as the browser logs them, NNBSP typed for each particle's MVS, at a person's uneven pace. */
function typedLog(text: string, words: number, msPerKey: number, seed: number): Keystroke[] {
  const random = seededRandom(seed);
  let state = createEngine(text);
  let time = 0;
  const keys = splitWords(text)
    .slice(0, words)
    .map((w) => (w.startsWith("ᠭᠡᠷ") || w.startsWith("ᠬᠤᠳᠠ") ? w.replace(MVS, NNBSP) : w))
    .join(" ");
  for (const key of `${keys} `) {
    state = applyKey(state, { key, time });
    time += Math.round(msPerKey * gapFactor(random));
  }
  return [...state.log];
}

const upgrade = (bearer: string, body: unknown) => postJson("/api/text/upgrade-wpm", body, { Authorization: bearer });

describe("the traditional script's 60-second test", () => {
  it("hands out a script text for lang mn-Mong, and the test page shows it", async () => {
    const text = await insertScriptText("middle");
    const res = await postJson("/api/text/middletext", { lang: "mn-Mong" });
    expect(res.status).toBe(200);
    const body = await res.json<{ data: { id: number; language: string; text: string } }>();
    expect(body.data).toMatchObject({ language: "mn-Mong" });
    expect(body.data.text).not.toMatch(/[\p{Script=Cyrillic}\p{Script=Latin}]/u);
    const page = await SELF.fetch("http://localhost/middle?lang=mn-Mong");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="mn-Mong"');
    expect(html).toContain(text.body.split(" ")[0]);
  });

  it("replays the log (look-alikes included), grants the point, and keeps the script's figures apart", async () => {
    const { user, bearer, cookie } = await createTestUser({ avgWpm: 40, avgPercent: 95, recordWpm: 55, testsCount: 3, points: 10 });
    const text = await insertScriptText();
    const keystrokes = typedLog(text.body, 12, 260, 7);
    const res = await upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes });
    expect(res.status).toBe(200);
    const stats = await res.json<{ wpm: number; accuracy: number; avg_wpm: number; record: number; tests_count: number; point: number; counted: boolean }>();
    // Twelve words typed right: the server's replay took NNBSP for the particles' MVS.
    expect(stats.accuracy).toBe(100);
    expect(stats.wpm).toBeGreaterThan(0);
    // The answer carries the learner's own script figures, not the school's.
    expect(stats).toMatchObject({ counted: true, point: 11, avg_wpm: stats.wpm, record: stats.wpm, tests_count: 1 });
    const [row] = await db().select().from(testResults).where(eq(testResults.userId, user.id)).all();
    expect(row).toMatchObject({ language: "mn-Mong", wpm: stats.wpm, accuracy: 100 });
    // The Cyrillic figures did not move; nothing reached the monthly record (the top lists).
    expect(await db().select().from(users).where(eq(users.id, user.id)).get()).toMatchObject({
      avgWpm: 40,
      avgPercent: 95,
      recordWpm: 55,
      testsCount: 3,
      points: 11,
    });
    expect(await db().select().from(monthlyRecords).where(eq(monthlyRecords.userId, user.id)).all()).toEqual([]);
    // The keys went to the script's own rows, on the Standard layout's keys.
    const keys = await db().select().from(keyStats).where(eq(keyStats.userId, user.id)).all();
    expect(new Set(keys.map((k) => k.layout))).toEqual(new Set(["mn-Mong"]));
    expect(keys.find((k) => k.code === codeOf("mn-Mong", "ᠠ"))?.hits).toBeGreaterThan(0);
    // The script's heatmap and its practice page read them.
    const read = await postJson("/api/user/key-stats", { layout: "mn-Mong" }, { Authorization: bearer });
    expect((await read.json<{ layout: string; keys: unknown[] }>()).keys).toHaveLength(keys.length);
    const practice = await SELF.fetch("http://localhost/practice?layout=mn-Mong", { headers: { Cookie: cookie } });
    expect(await practice.text()).toContain('<option value="mn-Mong" selected="">');
    // NNBSP typed for a particle's MVS was accepted: no miss on either key.
    expect(keys.every((k) => k.misses === 0)).toBe(true);
  });

  it("refuses a script log the plausibility rule refuses (a machine's even beat), saving nothing", async () => {
    const { user, bearer } = await createTestUser();
    const text = await insertScriptText();
    let state = createEngine(text.body);
    // The whole text at one key every 40 ms: the test ends with the text, far above the human line.
    [...text.body].forEach((key, i) => (state = applyKey(state, { key, time: i * 40 })));
    expect(state.endedBy).toBe("text");
    const res = await upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, durationMs: state.finishedAt, keystrokes: state.log });
    expect(res.status).toBe(400);
    expect(await db().select().from(testResults).where(eq(testResults.userId, user.id)).all()).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, user.id)).get()).toMatchObject({ points: 0 });
  });

  it("does not put a script speed on the top lists", async () => {
    const { user, bearer } = await createTestUser();
    const text = await insertScriptText();
    await upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes: typedLog(text.body, 20, 200, 11) });
    expect((await db().select().from(testResults).where(eq(testResults.userId, user.id)).all()).length).toBe(1);
    for (const path of ["/api/user/top-all-time", "/api/user/top-this-month"]) {
      const list = await (await SELF.fetch(`http://localhost${path}`)).json<{ data: { id: number }[] }>();
      expect(list.data.map((e) => e.id)).not.toContain(user.id);
    }
  });
});
