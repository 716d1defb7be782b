#!/usr/bin/env node
// Writes content/lessons.json (the Mongolian curriculum: 12 groups, 278 lessons) and
// content/lessons-en.json (the English one for the US layout) from each curriculum's plan, its word
// list derived from hunspell and the sentences written for the product. Deterministic: run it again
// and nothing changes. scripts/seed.mjs loads the results into lesson_groups and lessons.
//   npm run content:lessons            (write both files)
//   npm run content:lessons -- --check (fail if a committed file is out of date)
import { readFileSync, writeFileSync } from "node:fs";
import { ADVICE } from "./curriculum/advice.mjs";
import { ADVICE_EN } from "./curriculum/en/advice.mjs";
import { LEFT_HAND_EN, PUNCTUATION_EN, RIGHT_HAND_EN } from "./curriculum/en/keyboard.mjs";
import { lessonNameEn } from "./curriculum/en/names.mjs";
import { GROUPS_EN } from "./curriculum/en/plan.mjs";
import { lessonName } from "./curriculum/names.mjs";
import { GROUPS } from "./curriculum/plan.mjs";
import { createRng } from "./curriculum/random.mjs";
import { loadParagraphs, loadSentences } from "./curriculum/sentences.mjs";
import { BuildError, LENGTH, holdText, introText, sentenceText, wordText } from "./curriculum/text-builders.mjs";

const here = (name) => new URL(name, import.meta.url);

function loadWords(file) {
  return readFileSync(here(`./wordlist/${file}`), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/**
 * What differs between the curricula. Mongolian lessons keep their ids (id = level) and carry no
 * curriculum field (the column defaults to mn); English ids are level + 1000, group ids position + 100
 * (app/core/lessons/curricula.ts).
 */
const CURRICULA = {
  mn: {
    file: "lessons.json",
    groups: GROUPS,
    advice: ADVICE,
    name: lessonName,
    words: "mn-words.txt",
    sentenceDir: undefined,
    lang: undefined,
    lessonIdOffset: 0,
    groupIdOffset: 0,
  },
  en: {
    file: "lessons-en.json",
    groups: GROUPS_EN,
    advice: ADVICE_EN,
    name: lessonNameEn,
    words: "en-words.txt",
    sentenceDir: here("./curriculum/en/sentences/"),
    lang: { leftHand: LEFT_HAND_EN, rightHand: RIGHT_HAND_EN, punctuation: PUNCTUATION_EN, double: /ee|oo|ll|ss/ },
    lessonIdOffset: 1000,
    groupIdOffset: 100,
  },
};

function lessonText(ctx, entry, advice) {
  switch (entry.type) {
    case "start":
      return advice[entry.advice].steps.join("\n");
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

export function generate(curriculum = "mn") {
  const c = CURRICULA[curriculum];
  const tag = curriculum === "mn" ? {} : { curriculum };
  const ctx = {
    lang: c.lang,
    words: loadWords(c.words),
    sentences: loadSentences(c.sentenceDir),
    paragraphs: loadParagraphs("paragraphs-prep.txt", c.sentenceDir),
    taught: new Set([" "]),
    recentLetters: [],
    wordUsage: new Map(),
    sentenceUsage: new Map(),
    rng: null,
  };
  const groups = [];
  const lessons = [];
  let level = 0;
  c.groups.forEach((group, index) => {
    const groupId = c.groupIdOffset + index + 1;
    groups.push({ id: groupId, ...tag, position: index + 1, name: group.name, targetWpm: group.targetWpm });
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
        text = lessonText(ctx, entry, c.advice);
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
        id: c.lessonIdOffset + level,
        ...tag,
        level,
        groupId,
        type: entry.type,
        name: c.name(entry, c.advice[entry.advice]?.title),
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
  let stale = false;
  for (const curriculum of Object.keys(CURRICULA)) {
    const json = `${JSON.stringify(generate(curriculum), null, 2)}\n`;
    const target = here(`./${CURRICULA[curriculum].file}`);
    if (process.argv.includes("--check")) {
      if (readFileSync(target, "utf8") !== json) {
        console.error(`content/${CURRICULA[curriculum].file} is out of date: run npm run content:lessons`);
        stale = true;
      } else console.log(`content/${CURRICULA[curriculum].file} is up to date`);
      continue;
    }
    writeFileSync(target, json);
    const { groups, lessons } = JSON.parse(json);
    const byType = {};
    for (const l of lessons) byType[l.type] = (byType[l.type] ?? 0) + 1;
    console.log(
      `${curriculum}: wrote ${groups.length} groups, ${lessons.length} lessons: ${Object.entries(byType)
        .map(([t, n]) => `${t} ${n}`)
        .join(", ")}`,
    );
  }
  if (stale) process.exit(1);
}
