#!/usr/bin/env node
// Creates a prize race with its own pool of texts in the local D1 (or --remote); prints its id.
//   npm run prize:create -- --name "Хаврын уралдаан" --start 2026-12-01T09:00+08:00 --end 2026-12-07T21:00+08:00 \
//     --min-point 0 --max-point 5000 --limit-wpm 120 --texts texts.txt [--image /images/prize/spring.svg] [--lang mn] [--remote] [--persist-to DIR]
// The texts file holds one text per paragraph (texts separated by a blank line), as content/texts does.
import { readFileSync } from "node:fs";
import { d1Target, executeD1, runWhenExecuted } from "./d1-cli.mjs";

const q = (value) => (value === null || value === undefined ? "NULL" : typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

function wholeNumber(name, raw, min = 0) {
  const n = Number(raw);
  if (raw === undefined || !Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number${min > 0 ? ` from ${min}` : " (0 or more)"}`);
  return n;
}

function instant(name, raw) {
  const ms = raw === undefined ? NaN : Date.parse(raw);
  if (!Number.isFinite(ms)) throw new Error(`${name} must be a date and time, e.g. 2026-12-01T09:00+08:00`);
  return ms;
}

export function parseArgs(argv) {
  const value = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const name = value("--name")?.trim();
  if (!name) throw new Error("--name is required");
  const startAt = instant("--start", value("--start"));
  const endAt = instant("--end", value("--end"));
  if (endAt <= startAt) throw new Error("--end must be after --start");
  const minPoint = wholeNumber("--min-point", value("--min-point") ?? "0");
  const maxPoint = wholeNumber("--max-point", value("--max-point"));
  if (maxPoint < minPoint) throw new Error("--max-point must not be below --min-point");
  const limitWpm = wholeNumber("--limit-wpm", value("--limit-wpm"), 1);
  const texts = value("--texts");
  if (!texts) throw new Error("--texts is required (a file with one text per paragraph)");
  const language = value("--lang") ?? "mn";
  if (language !== "mn" && language !== "en") throw new Error("--lang must be mn or en");
  const target = d1Target(argv);
  return { name, image: value("--image") ?? null, startAt, endAt, minPoint, maxPoint, limitWpm, texts, language, target };
}

/** Paragraphs of the file, whitespace folded. */
export function splitTexts(content) {
  return content
    .split(/\n\s*\n/)
    .map((body) => body.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The race, its texts (level 'prize') and its pool, as one script; the last statement returns the id. */
export function insertStatements(race, bodies) {
  const tag = `prize-create:${race.startAt}:${race.name}`;
  return [
    `INSERT INTO prize_races (name, image, min_point, max_point, limit_wpm, start_at, end_at, active) VALUES (${q(race.name)}, ${q(race.image)}, ${race.minPoint}, ${race.maxPoint}, ${race.limitWpm}, ${race.startAt}, ${race.endAt}, 1);`,
    ...bodies.flatMap((body) => [
      `INSERT INTO texts (level, language, body) VALUES ('prize', ${q(race.language)}, ${q(body)}) ON CONFLICT(body) DO NOTHING;`,
      `INSERT INTO prize_race_texts (race_id, text_id) SELECT (SELECT max(id) FROM prize_races WHERE name = ${q(race.name)} AND start_at = ${race.startAt}), id FROM texts WHERE body = ${q(body)} AND level = 'prize' ON CONFLICT DO NOTHING;`,
    ]),
    `SELECT max(id) AS id, ${q(tag)} AS tag FROM prize_races WHERE name = ${q(race.name)} AND start_at = ${race.startAt};`,
  ].join("\n");
}

function main() {
  const race = parseArgs(process.argv.slice(2));
  const bodies = splitTexts(readFileSync(race.texts, "utf8"));
  if (bodies.length === 0) throw new Error(`${race.texts} holds no text`);
  const id = executeD1(race.target, insertStatements(race, bodies)).find((row) => row.id !== undefined)?.id;
  console.log(String(id));
  console.error(`Prize race ${id} «${race.name}» with ${bodies.length} text(s) created (${race.target.join(" ")}).`);
}

runWhenExecuted(import.meta.url, main);
