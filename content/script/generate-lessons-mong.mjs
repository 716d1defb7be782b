#!/usr/bin/env node
// Writes content/lessons-mong.json, the traditional-script (mn-Mong) curriculum, from plan.mjs,
// advice.mjs and the vetted word list wordlist/words.tsv (no other words, no conversion from
// Cyrillic). Deterministic. Lesson ids are level + 2000, group ids position + 200
// (app/core/lessons/curricula.ts). scripts/seed.mjs loads it with the other curricula.
//   node content/script/generate-lessons-mong.mjs          (write)
//   node content/script/generate-lessons-mong.mjs --check  (fail if the committed file is out of date)
import { readFileSync, writeFileSync } from "node:fs";
import { createRng } from "../curriculum/random.mjs";
import { ADVICE_MONG } from "./advice.mjs";
import { GROUPS_MONG } from "./plan.mjs";
import { ALIASES } from "./wordlist/build-words.mjs";

const here = (name) => new URL(name, import.meta.url);
const LESSON_ID_OFFSET = 2000;
const GROUP_ID_OFFSET = 200;
const PUNCTUATION = { comma: "\u1802", stop: "\u1803" };
/** Keys typed by the left hand on kbdmonst (A S D F G, Q W E R T, Z X C V B). */
const LEFT_HAND = new Set(["a", "s", "d", "f", "g", "o", "w", "e", "r", "t", "z", "sh", "ch", "u", "b"]);
const INVISIBLE = new Set(["mvs", "fvs1", "fvs2", "fvs3"]);
const LENGTH = { intro: 24, boxed: 20, review: 32, long: 48 };

const charOf = (unit) => PUNCTUATION[unit] ?? (ALIASES[unit] !== undefined ? String.fromCodePoint(ALIASES[unit]) : unit);

function loadWords() {
  return readFileSync(here("./wordlist/words.tsv"), "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [word, , spelling, kind] = line.split("\t");
      return { word, units: spelling.split(" "), kind };
    })
    .filter((w) => w.kind === "word");
}

/** Words made only of taught units; `focus` keeps those with at least one of the given units. */
function available(words, taught, focus) {
  return words.filter((w) => w.units.every((u) => taught.has(u)) && (!focus || w.units.some((u) => focus.includes(u))));
}

/** `length` picks from `pool`, never the same word twice in a row (unless the pool has one word). */
function fill(rng, pool, length) {
  const out = [];
  while (out.length < length) {
    const next = rng.pick(pool);
    if (pool.length > 1 && next === out[out.length - 1]) continue;
    out.push(next);
  }
  return out;
}

function introText(rng, words, taught, units) {
  const visible = units.filter((u) => !INVISIBLE.has(u));
  const drill = [];
  for (const u of visible) drill.push(...Array(4).fill(charOf(u)));
  const digits = visible.length > 0 && visible.every((u) => /^\d$/.test(u));
  const recent = digits ? [] : [...taught].filter((u) => !INVISIBLE.has(u) && !units.includes(u) && ALIASES[u] !== undefined).slice(-4);
  for (const u of visible) for (const r of recent) drill.push(charOf(u), charOf(r));
  if (visible.length > 0 && visible.every((u) => PUNCTUATION[u])) {
    const pool = available(words, taught).map((w) => w.word);
    for (const word of fill(rng, pool, LENGTH.intro - drill.length)) drill.push(`${word}${charOf(rng.pick(visible))}`);
    return drill.join(" ");
  }
  if (digits) {
    while (drill.length < LENGTH.intro) drill.push(Array.from({ length: 3 }, () => rng.pick(visible)).join(""));
    return drill.join(" ");
  }
  const pool = available(words, taught, units).map((w) => w.word);
  const needed = Math.max(LENGTH.intro - drill.length, pool.length > 0 ? 8 : 0);
  return [...drill.slice(0, LENGTH.intro), ...(pool.length ? fill(rng, pool, needed) : [])].join(" ");
}

function wordText(rng, words, taught, lesson, length) {
  if (lesson.digits) return Array.from({ length }, () => Array.from({ length: 4 }, () => rng.int(10)).join("")).join(" ");
  const pool = available(words, taught, lesson.focus).map((w) => w.word);
  const picked = fill(rng, pool, length);
  if (!lesson.punctuation) return picked.join(" ");
  // Every few words a comma, at the end of each run a full stop: the words stay the list's.
  return picked.map((w, i) => (i % 6 === 5 || i === picked.length - 1 ? `${w}${PUNCTUATION.stop}` : i % 3 === 2 ? `${w}${PUNCTUATION.comma}` : w)).join(" ");
}

function holdText(rng, words, taught) {
  const pool = available(words, taught).filter((w) => w.units.every((u) => LEFT_HAND.has(u)));
  return fill(
    rng,
    pool.map((w) => w.word),
    LENGTH.boxed,
  ).join(" ");
}

function lessonName(lesson, advice) {
  if (lesson.type === "start") return advice.title;
  if (lesson.type === "intro") return `Шинэ: ${lesson.chars.map((u) => (INVISIBLE.has(u) ? u.toUpperCase() : charOf(u))).join(" ")}`;
  if (lesson.type === "hold") return `${charOf(lesson.hold)} товчийг барьж, зүүн гараар`;
  if (lesson.type === "boxed")
    return lesson.focus ? `Хэсгээр: ${lesson.focus.map((u) => (INVISIBLE.has(u) ? u.toUpperCase() : charOf(u))).join(" ")}` : "Хэсгээр";
  return lesson.long ? "Урт давталт" : lesson.punctuation ? "Давталт, цэг тэмдэгтэй" : "Давталт";
}

export function generate() {
  const rng = createRng(57);
  const words = loadWords();
  const taught = new Set();
  const groups = [];
  const lessons = [];
  GROUPS_MONG.forEach((group, g) => {
    const groupId = GROUP_ID_OFFSET + g + 1;
    groups.push({ id: groupId, curriculum: "mn-Mong", position: g + 1, name: group.name, targetWpm: group.targetWpm });
    for (const lesson of group.lessons) {
      const level = lessons.length + 1;
      if (lesson.type === "intro") for (const u of lesson.chars) taught.add(u);
      const advice = ADVICE_MONG[lesson.advice] ?? ADVICE_MONG.home;
      let text;
      if (lesson.type === "start") text = advice.steps.join("\n");
      else if (lesson.type === "intro") text = introText(rng, words, new Set(taught), lesson.chars);
      else if (lesson.type === "hold") text = holdText(rng, words, taught);
      else text = wordText(rng, words, taught, lesson, lesson.long ? LENGTH.long : lesson.type === "boxed" ? LENGTH.boxed : LENGTH.review);
      lessons.push({
        id: LESSON_ID_OFFSET + level,
        curriculum: "mn-Mong",
        level,
        groupId,
        type: lesson.type,
        name: lessonName(lesson, advice),
        text,
        holdWord: lesson.type === "hold" ? charOf(lesson.hold) : null,
        image: null,
      });
    }
  });
  return { groups, lessons };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const json = `${JSON.stringify(generate(), null, 1)}\n`;
  const file = here("../lessons-mong.json");
  if (process.argv.includes("--check")) {
    if (readFileSync(file, "utf8") !== json) throw new Error("content/lessons-mong.json is out of date: run node content/script/generate-lessons-mong.mjs");
  } else writeFileSync(file, json);
  const { lessons } = JSON.parse(json);
  console.log(`${lessons.length} lessons`);
}
