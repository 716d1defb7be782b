#!/usr/bin/env node
// Writes content/texts/mn-Mong/{begin,middle,advanced}.txt, the traditional script's 60-second test
// texts (issue 32), from the vetted word list wordlist/words.tsv only (its `word` rows; no other words,
// nothing converted from Cyrillic). Deterministic: the same list always gives the same texts.
// scripts/seed.mjs loads them like the other test texts (one text per paragraph).
//   node content/script/generate-texts-mong.mjs          (write)
//   node content/script/generate-texts-mong.mjs --check  (fail if the committed files are out of date)
import { readFileSync, writeFileSync } from "node:fs";
import { createRng } from "../curriculum/random.mjs";

const here = (name) => new URL(name, import.meta.url);
const INVISIBLE = /[\u180b-\u180f\u202f]/u;

/**
 * Per level: which words and how many per text. More texts than the draw's memory (TEXT_MEMORY, 30
 * tests of one level and language) so a learner does not meet a text again for 40 tests.
 * begin: short words without invisible characters; middle: up to seven characters, MVS and FVS
 * included; advanced: every word.
 */
export const TEXT_LEVELS = {
  begin: { maxLength: 4, invisible: false, words: 40 },
  middle: { maxLength: 7, invisible: true, words: 45 },
  advanced: { maxLength: Infinity, invisible: true, words: 50 },
};
export const TEXTS_PER_LEVEL = 40;

export function vettedWords() {
  return readFileSync(here("./wordlist/words.tsv"), "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((row) => row[3] === "word")
    .map((row) => row[0]);
}

/** `count` words from `pool`, never the same word twice in a row. */
function textOf(rng, pool, count) {
  const out = [];
  while (out.length < count) {
    const next = rng.pick(pool);
    if (next !== out[out.length - 1]) out.push(next);
  }
  return out.join(" ");
}

/** { begin: string[], middle: string[], advanced: string[] }: each level's texts, all different. */
export function generateTexts() {
  const rng = createRng(3202);
  const words = vettedWords();
  const result = {};
  for (const [level, rule] of Object.entries(TEXT_LEVELS)) {
    const pool = words.filter((w) => [...w].length <= rule.maxLength && (rule.invisible || !INVISIBLE.test(w)));
    const texts = new Set();
    while (texts.size < TEXTS_PER_LEVEL) texts.add(textOf(rng, pool, rule.words));
    result[level] = [...texts];
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes("--check");
  for (const [level, texts] of Object.entries(generateTexts())) {
    const file = here(`../texts/mn-Mong/${level}.txt`);
    const body = `${texts.join("\n\n")}\n`;
    if (check) {
      if (readFileSync(file, "utf8") !== body)
        throw new Error(`content/texts/mn-Mong/${level}.txt is out of date: run node content/script/generate-texts-mong.mjs`);
    } else writeFileSync(file, body);
    console.log(`${level}: ${texts.length} texts`);
  }
}
