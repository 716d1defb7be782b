// What the seed loads. Content lives in content/; this file only shapes it into rows.
import { existsSync, readFileSync } from "node:fs";

const DAY_MS = 86_400_000;

/** Documented in README.md. The demo user has a 30-day plan; the admin and the teacher have no plan. */
export function demoUsers() {
  return [
    { name: "Демо Хэрэглэгч", email: "demo@bichee.mn", password: "Bichee-demo-2026", phone: "99112233", role: "user", endAt: Date.now() + 30 * DAY_MS },
    { name: "Демо Админ", email: "admin@bichee.mn", password: "Bichee-admin-2026", phone: "99445566", role: "admin", endAt: null },
    { name: "Демо Багш", email: "teacher@bichee.mn", password: "Bichee-teacher-2026", phone: "99778899", role: "teacher", endAt: null },
  ];
}

/**
 * The demo teacher's approved request, class and one student (issue 30). The join code is fixed so a
 * second run finds the class again; it uses the join-code alphabet (app/core/classes/join-code.ts).
 */
export function demoClass() {
  return {
    teacher: "teacher@bichee.mn",
    request: { school: "Улаанбаатарын 1-р сургууль", town: "Улаанбаатар", phone: "99778899" },
    class: { name: "7а анги", grade: 7, school: "Улаанбаатарын 1-р сургууль", curriculum: "mn", joinCode: "TEACH7MN" },
    members: ["demo@bichee.mn"],
  };
}

export function bannerRows() {
  return JSON.parse(readFileSync(new URL("../content/banners.json", import.meta.url), "utf8"));
}

const LEVELS = ["begin", "middle", "advanced", "certificate"];
const LANGUAGES = ["mn", "en", "mn-Mong"];

/** content/texts/<language>/<level>.txt: one text per paragraph (texts are separated by a blank line). */
export function textRows() {
  const rows = [];
  for (const language of LANGUAGES) {
    for (const level of LEVELS) {
      const url = new URL(`../content/texts/${language}/${level}.txt`, import.meta.url);
      if (!existsSync(url)) continue;
      for (const body of readFileSync(url, "utf8").split(/\n\s*\n/)) {
        const text = body.replace(/\s+/g, " ").trim();
        if (text) rows.push({ level, language, body: text });
      }
    }
  }
  return rows;
}

/** The curricula: Mongolian (rows without a curriculum field), English, and the traditional script (content/script/). */
export const LESSON_FILES = ["lessons.json", "lessons-en.json", "lessons-mong.json"];

/** content/lessons*.json are produced by the curriculum generator; absent until the curriculum exists. */
export function lessonRows(file = "lessons.json") {
  const url = new URL(`../content/${file}`, import.meta.url);
  if (!existsSync(url)) return { groups: [], lessons: [] };
  return JSON.parse(readFileSync(url, "utf8"));
}

/** Demo racers who fill the demo prize races' boards (they can log in with the same password). */
export function demoRacers() {
  const names = ["Болд Батаа", "Сараа Дорж", "Тэмүүлэн Ганаа", "Номин Энх"];
  return names.map((name, i) => ({
    name,
    email: `racer${i + 1}@bichee.mn`,
    password: "Bichee-racer-2026",
    phone: `9900000${i + 1}`,
    role: "user",
    endAt: Date.now() + 30 * DAY_MS,
  }));
}

/**
 * The three demo prize races of content/prize/races.json (open now, starting in two days, finished),
 * their windows relative to `now` (the time the seed runs), and the demo racers' bests.
 */
export function prizeRaceRows(now = Date.now()) {
  const races = JSON.parse(readFileSync(new URL("../content/prize/races.json", import.meta.url), "utf8"));
  const results = {
    open: [
      { racer: 1, wpm: 48, cpm: 240, accuracy: 96 },
      { racer: 2, wpm: 41, cpm: 205, accuracy: 93 },
    ],
    finished: [
      { racer: 3, wpm: 72, cpm: 360, accuracy: 98, place: 1 },
      { racer: 1, wpm: 65, cpm: 325, accuracy: 95, place: 2 },
      { racer: 4, wpm: 57, cpm: 285, accuracy: 97, place: 3 },
      { racer: 2, wpm: 44, cpm: 220, accuracy: 90, place: 4 },
    ],
    upcoming: [],
  };
  return races.map((race) => {
    const startAt = now + race.startOffsetMs;
    const endAt = now + race.endOffsetMs;
    const finished = race.key === "finished";
    return {
      ...race,
      startAt,
      endAt,
      closedAt: finished ? endAt + 1_000 : null,
      results: results[race.key].map((r, i) => ({ ...r, email: `racer${r.racer}@bichee.mn`, at: Math.min(now, startAt + (i + 1) * 60_000) })),
    };
  });
}
