#!/usr/bin/env node
// Writes content/lessons.json (12 groups, 278 lessons) from the plan, the word list derived from
// hunspell-mn and the sentences written for the product. Deterministic: run it again and nothing
// changes. scripts/seed.mjs loads the result into lesson_groups and lessons.
//   npm run content:lessons            (write content/lessons.json)
//   npm run content:lessons -- --check (fail if the committed file is out of date)
import { readFileSync, writeFileSync } from "node:fs";
import { ADVICE } from "./curriculum/advice.mjs";
import { lessonName } from "./curriculum/names.mjs";
import { GROUPS } from "./curriculum/plan.mjs";
import { createRng } from "./curriculum/random.mjs";
import { loadParagraphs, loadSentences } from "./curriculum/sentences.mjs";
import { BuildError, LENGTH, holdText, introText, sentenceText, wordText } from "./curriculum/text-builders.mjs";

const here = (name) => new URL(name, import.meta.url);

function loadWords() {
  return readFileSync(here("./wordlist/mn-words.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

function lessonText(ctx, entry) {
  switch (entry.type) {
    case "start":
      return ADVICE[entry.advice].steps.join("\n");
    case "intro":
      return introText(ctx, entry.chars);
    case "hold":
      return holdText(ctx, entry.key);
    case "boxed":
      if (entry.source === "sentences") return sentenceText(ctx, { length: LENGTH.boxedSentences });
      return wordText(ctx, { focus: entry.focus, theme: entry.theme, length: LENGTH.boxed });
    case "review":
      if (entry.source === "paragraph") return ctx.paragraphs[entry.index];
      if (entry.source === "sentences") return sentenceText(ctx, { length: LENGTH.sentences[entry.size] });
      return wordText(ctx, { focus: entry.focus, theme: entry.theme, length: LENGTH.review });
    default:
      throw new Error(`unknown lesson type ${entry.type}`);
  }
}

export function generate() {
  const ctx = {
    words: loadWords(),
    sentences: loadSentences(),
    paragraphs: loadParagraphs("paragraphs-prep.txt"),
    taught: new Set([" "]),
    recentLetters: [],
    wordUsage: new Map(),
    sentenceUsage: new Map(),
    rng: null,
  };
  const groups = [];
  const lessons = [];
  let level = 0;
  GROUPS.forEach((group, index) => {
    const groupId = index + 1;
    groups.push({ id: groupId, position: groupId, name: group.name, targetWpm: group.targetWpm });
    for (const entry of group.lessons) {
      level += 1;
      ctx.rng = createRng(level * 7919 + 17);
      if (entry.type === "intro") {
        for (const ch of entry.chars) {
          if (ctx.taught.has(ch)) throw new BuildError(`lesson ${level}: ${ch} was already taught`);
        }
      }
      let text;
      try {
        if (entry.type === "intro") entry.chars.forEach((ch) => ctx.taught.add(ch));
        text = lessonText(ctx, entry);
      } catch (error) {
        if (error instanceof BuildError) error.message = `lesson ${level} (${entry.type}): ${error.message}`;
        throw error;
      }
      if (entry.type === "intro") {
        for (const ch of entry.chars) if (/\p{Ll}/u.test(ch)) ctx.recentLetters.push(ch);
      }
      if (entry.type !== "start") {
        const stray = [...text].filter((ch) => !ctx.taught.has(ch));
        if (stray.length) throw new BuildError(`lesson ${level}: untaught characters ${[...new Set(stray)].join(" ")}`);
      }
      lessons.push({
        id: level,
        level,
        groupId,
        type: entry.type,
        name: lessonName(entry, ADVICE[entry.advice]?.title),
        text,
        holdWord: entry.type === "hold" ? entry.key : null,
        image: null,
      });
    }
  });
  return { groups, lessons };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const json = `${JSON.stringify(generate(), null, 2)}\n`;
  const target = here("./lessons.json");
  if (process.argv.includes("--check")) {
    if (readFileSync(target, "utf8") !== json) {
      console.error("content/lessons.json is out of date: run npm run content:lessons");
      process.exit(1);
    }
    console.log("content/lessons.json is up to date");
  } else {
    writeFileSync(target, json);
    const { lessons } = JSON.parse(json);
    const byType = {};
    for (const l of lessons) byType[l.type] = (byType[l.type] ?? 0) + 1;
    console.log(`wrote ${lessons.length} lessons: ${Object.entries(byType).map(([t, n]) => `${t} ${n}`).join(", ")}`);
  }
}
