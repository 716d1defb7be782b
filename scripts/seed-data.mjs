// What the seed loads. Content lives in content/; this file only shapes it into rows.
import { existsSync, readFileSync } from "node:fs";

const DAY_MS = 86_400_000;

/** Documented in README.md. The demo user has a 30-day plan; the admin has no plan. */
export function demoUsers() {
  return [
    { name: "Демо Хэрэглэгч", email: "demo@bichee.mn", password: "Bichee-demo-2026", phone: "99112233", role: "user", endAt: Date.now() + 30 * DAY_MS },
    { name: "Демо Админ", email: "admin@bichee.mn", password: "Bichee-admin-2026", phone: "99445566", role: "admin", endAt: null },
  ];
}

export function bannerRows() {
  return JSON.parse(readFileSync(new URL("../content/banners.json", import.meta.url), "utf8"));
}

const LEVELS = ["begin", "middle", "advanced", "certificate"];
const LANGUAGES = ["mn", "en"];

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

/** content/lessons.json is produced by the curriculum generator; absent until the curriculum exists. */
export function lessonRows() {
  const url = new URL("../content/lessons.json", import.meta.url);
  if (!existsSync(url)) return { groups: [], lessons: [] };
  return JSON.parse(readFileSync(url, "utf8"));
}
