// Per-key statistics (issue 19 §3, §5): results fold their keys into key_stats in the same write,
// once per result; the read call's answer matches its schema; guest merges are bounded and once.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { codeOf, keyDeltas, mergeKeyStats, pressesOfTestLog, type KeyStat } from "~/core/typing/key-stats";
import { GuestMergeResponseSchema, KEY_STATS_API, KeyStatsErrorSchema, KeyStatsResponseSchema } from "~/core/typing/key-stats-api";
import { applyKey, createEngine, splitWords, type Keystroke } from "~/core/typing/typing-engine";
import { createDb } from "~/db/client.server";
import { keyConfusions, keyStatSources, keyStats, texts } from "~/db/schema";
import { foldKeyStats, readKeyStats } from "~/models/typing/key-stats.server";
import { practiceWordList } from "~/models/typing/practice.server";
import { saveTestResult } from "~/models/typing/test-results.server";
import { createTestUser } from "../support/auth";
import { postJson } from "../support/http";
import { finishLessonsUpTo, lessonAt, seedCurriculum, typingLog } from "../support/lessons";

const db = () => createDb(env.DB);
const GAPS = [0.6, 1.4, 0.8, 1.2, 1.0, 0.7, 1.3, 0.9, 1.1, 1.0];

async function insertText() {
  const words = ["сайн", "байна", "уу", "нар", "сар", "гэр", "ном"];
  const body = [
    ...Array.from({ length: 60 }, (_, i) => words[i % words.length]),
    [...crypto.randomUUID().replace(/-/g, "")].map((h) => "абвгдежзийклмноп"[parseInt(h, 16)]).join(""),
  ].join(" ");
  return db().insert(texts).values({ level: "begin", language: "mn", body }).returning().get();
}

/** Types `words` words; every `н` is first mistyped as `т` and every `р` as `п`, then corrected. */
function logWithMisses(text: string, words: number, msPerKey = 160): Keystroke[] {
  let state = createEngine(text);
  let time = 0;
  let i = 0;
  const press = (key: string) => {
    state = applyKey(state, { key, time });
    time += Math.round(msPerKey * GAPS[i++ % GAPS.length]);
  };
  for (const ch of splitWords(text).slice(0, words).join(" ") + " ") {
    if (ch === "н" || ch === "р") {
      press(ch === "н" ? "т" : "п");
      press("Backspace");
    }
    press(ch);
  }
  return [...state.log];
}

const upgrade = (bearer: string, body: unknown) => postJson("/api/text/upgrade-wpm", body, { Authorization: bearer });

async function rowsOf(userId: number) {
  return db().select().from(keyStats).where(eq(keyStats.userId, userId)).orderBy(keyStats.code).all();
}

describe("per-key rows from typing tests", () => {
  it("folds a test's keys in once: a retried identical post does not count twice", async () => {
    const { user, bearer } = await createTestUser();
    const text = await insertText();
    const log = logWithMisses(text.body, 20);
    const body = { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes: log };
    expect((await upgrade(bearer, body)).status).toBe(200);
    const first = await rowsOf(user.id);
    const expected = keyDeltas("mn", pressesOfTestLog(log));
    expect(first.map((r) => [r.code, r.hits, r.misses, r.timedN])).toEqual(expected.map((d) => [d.code, d.hits, d.misses, d.timing.n]));
    const n = first.find((r) => r.code === codeOf("mn", "н"))!;
    expect(n.misses).toBeGreaterThan(0);
    expect(first.find((r) => r.code === codeOf("mn", "а"))!.misses).toBe(0);
    const confusions = await db().select().from(keyConfusions).where(eq(keyConfusions.userId, user.id)).all();
    expect(confusions.map((c) => [c.code, c.pressed, c.count]).sort()).toEqual(
      [
        [codeOf("mn", "н"), "т", n.misses],
        [codeOf("mn", "р"), "п", first.find((r) => r.code === codeOf("mn", "р"))!.misses],
      ].sort(),
    );

    // The same post again (a network retry): 200, nothing moves.
    const again = await upgrade(bearer, body);
    expect(again.status).toBe(200);
    expect(await rowsOf(user.id)).toEqual(first);
    expect(await db().select().from(keyStatSources).where(eq(keyStatSources.userId, user.id)).all()).toHaveLength(1);

    // A second, different test adds to the rows; Welford's figures merge as in app/core.
    const log2 = logWithMisses(text.body, 10, 220);
    expect((await upgrade(bearer, { ...body, testId: crypto.randomUUID(), keystrokes: log2 })).status).toBe(200);
    const merged = mergeKeyStats(expected, keyDeltas("mn", pressesOfTestLog(log2)));
    const stored = await readKeyStats(db(), user.id, "mn");
    expect(stored.map((s) => [s.code, s.hits, s.misses, s.timing.n])).toEqual(merged.map((s) => [s.code, s.hits, s.misses, s.timing.n]));
    for (const [i, s] of stored.entries()) {
      expect(s.timing.mean).toBeCloseTo(merged[i].timing.mean, 6);
      expect(s.timing.m2).toBeCloseTo(merged[i].timing.m2, 3);
    }
  });

  it("takes the expected characters from the server's replay, not from the posted log", async () => {
    const { user, bearer } = await createTestUser();
    const text = await insertText();
    // Correct keys claimed as misses: the posted `expected` values are lies.
    const log = logWithMisses(text.body, 12).map((k) => (k.key === "а" ? { ...k, expected: "б" } : k));
    expect((await upgrade(bearer, { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes: log })).status).toBe(200);
    const a = (await rowsOf(user.id)).find((r) => r.code === codeOf("mn", "а"))!;
    expect(a.misses).toBe(0);
    expect(a.hits).toBeGreaterThan(0);
  });

  it("answers the read call with rows that match its schema, and times a results write (p95)", async () => {
    const { user, bearer } = await createTestUser();
    const text = await insertText();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const outcome = await saveTestResult(db(), user.id, {
        testId: crypto.randomUUID(),
        textId: text.id,
        durationMs: 60_000,
        keystrokes: logWithMisses(text.body, 40, 120),
      });
      times.push(performance.now() - started);
      expect(outcome.ok).toBe(true);
    }
    times.sort((a, b) => a - b);
    console.log(`results write with per-key update: p50 ${times[10].toFixed(1)} ms, p95 ${times[18].toFixed(1)} ms (20 tests of ~300 keys)`);
    // The per-key statements alone (the same batch shape, no result row), for scale.
    const deltas = keyDeltas("mn", pressesOfTestLog(logWithMisses(text.body, 40, 120)));
    const alone: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await foldKeyStats(db(), user.id, "mn", `test:${crypto.randomUUID()}`, deltas);
      alone.push(performance.now() - started);
    }
    alone.sort((a, b) => a - b);
    console.log(`per-key statements alone: p50 ${alone[10].toFixed(1)} ms, p95 ${alone[18].toFixed(1)} ms`);
    const res = await postJson(KEY_STATS_API.read, { layout: "mn" }, { Authorization: bearer });
    expect(res.status).toBe(200);
    const body = KeyStatsResponseSchema.parse(await res.json());
    expect(body.keys.length).toBeGreaterThan(5);
    const rows = await db().select().from(keyStats).where(eq(keyStats.userId, user.id)).all();
    const confusionRows = await db().select().from(keyConfusions).where(eq(keyConfusions.userId, user.id)).all();
    const bytes = JSON.stringify(rows).length + JSON.stringify(confusionRows).length;
    console.log(`per-key rows after 20 tests: ${rows.length} key_stats + ${confusionRows.length} key_confusions rows, ~${bytes} bytes as JSON`);
    expect(body.keys.find((k) => k.code === codeOf("mn", "р"))?.confusions).toEqual({ п: rows.find((r) => r.code === codeOf("mn", "р"))!.misses });

    const bad = await postJson(KEY_STATS_API.read, { layout: "de" }, { Authorization: bearer, Cookie: "lang=en" });
    expect(bad.status).toBe(400);
    expect(KeyStatsErrorSchema.parse(await bad.json()).message).toBe("The key figures are not valid.");
    expect((await postJson(KEY_STATS_API.read, { layout: "mn" })).status).toBe(401);
  });
});

describe("guest merge", () => {
  const key = (code: string, hits: number, misses: number, extra: Partial<KeyStat> = {}): KeyStat => ({
    code,
    hits,
    misses,
    timing: { n: 0, mean: 0, m2: 0 },
    confusions: {},
    ...extra,
  });

  it("folds bounded, consistent rows in once per mergeId", async () => {
    const { user, bearer } = await createTestUser();
    const body = {
      mergeId: crypto.randomUUID(),
      layout: "en",
      keys: [key("KeyA", 40, 4, { timing: { n: 30, mean: 210, m2: 30 * 40 * 40 }, confusions: { s: 3 } }), key("Space", 20, 0)],
    };
    const res = await postJson(KEY_STATS_API.merge, body, { Authorization: bearer });
    expect(GuestMergeResponseSchema.parse(await res.json())).toEqual({ result: true, merged: true });
    const again = await postJson(KEY_STATS_API.merge, body, { Authorization: bearer });
    expect(GuestMergeResponseSchema.parse(await again.json())).toEqual({ result: true, merged: false });
    const stored = await readKeyStats(db(), user.id, "en");
    expect(stored).toEqual([
      { code: "KeyA", hits: 40, misses: 4, timing: { n: 30, mean: 210, m2: 48_000 }, confusions: { s: 3 } },
      { code: "Space", hits: 20, misses: 0, timing: { n: 0, mean: 0, m2: 0 }, confusions: {} },
    ]);
  });

  it("refuses counts out of bounds or inconsistent, and keys the layout lacks", async () => {
    const { user, bearer } = await createTestUser();
    const post = (keys: unknown[]) => postJson(KEY_STATS_API.merge, { mergeId: crypto.randomUUID(), layout: "en", keys }, { Authorization: bearer });
    for (const keys of [
      [key("KeyA", 1_000_000, 0)], // too many presses
      [key("KeyA", 10, 0, { timing: { n: 11, mean: 200, m2: 0 } })], // more timed presses than hits
      [key("KeyA", 10, 1, { confusions: { s: 5 } })], // more confusions than misses
      [key("KeyA", 10, 1, { timing: { n: 5, mean: 99_999, m2: 0 } })], // a press slower than a pause
      [key("ShiftLeft", 10, 0)], // not a character key
      [key("KeyA", 10, 0), key("KeyA", 10, 0)], // twice
    ]) {
      const res = await post(keys);
      expect(res.status).toBe(400);
      expect(KeyStatsErrorSchema.parse(await res.json()).message).toBe("Товчны үзүүлэлт буруу байна.");
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe("practice rounds", () => {
  it("folds a round of list words once and refuses words not on the list", async () => {
    const { user, bearer } = await createTestUser();
    const words = practiceWordList("mn").slice(0, 6);
    const text = words.join(" ");
    let state = createEngine(text);
    let time = 0;
    for (const [i, ch] of [...text].entries()) state = applyKey(state, { key: ch, time: (time += Math.round(200 * GAPS[i % GAPS.length])) });
    const round = { roundId: crypto.randomUUID(), layout: "mn", text, keystrokes: state.log };
    const res = await postJson(KEY_STATS_API.practice, round, { Authorization: bearer });
    expect(res.status).toBe(200);
    const body = KeyStatsResponseSchema.parse(await res.json());
    const hits = body.keys.reduce((n, k) => n + k.hits, 0);
    expect(hits).toBe([...text].length);
    await postJson(KEY_STATS_API.practice, round, { Authorization: bearer });
    expect((await readKeyStats(db(), user.id, "mn")).reduce((n, k) => n + k.hits, 0)).toBe(hits);

    const foreign = await postJson(KEY_STATS_API.practice, { ...round, roundId: crypto.randomUUID(), text: "абвгд ёжз" }, { Authorization: bearer });
    expect(foreign.status).toBe(400);
  });
});

describe("per-key rows from lessons", () => {
  it("folds a lesson attempt's keys in once per attempt id, a wrong key a miss on the character due", async () => {
    await seedCurriculum();
    const { user, bearer } = await createTestUser();
    await finishLessonsUpTo(user.id, 1);
    const lesson = lessonAt(2);
    const body = { lessonId: lesson.id, attemptId: crypto.randomUUID(), keystrokes: typingLog(lesson.text, 300, 2) };
    expect((await postJson("/api/lesson/update-user-lesson", body, { Authorization: bearer })).status).toBe(200);
    const first = await readKeyStats(db(), user.id, "mn");
    const presses = first.reduce((n, k) => n + k.hits, 0);
    expect(presses).toBe([...lesson.text].filter((ch) => codeOf("mn", ch === "\u00a0" ? " " : ch) !== null).length);
    const last = [...lesson.text].at(-1)!;
    expect(first.find((k) => k.code === codeOf("mn", last))).toMatchObject({ confusions: { "§": 2 } });
    await postJson("/api/lesson/update-user-lesson", body, { Authorization: bearer });
    expect(await readKeyStats(db(), user.id, "mn")).toEqual(first);
  });
});
