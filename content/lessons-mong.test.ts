// @vitest-environment node
// Content checks for the traditional-script curriculum (issue 32): provenance, the vetted word list,
// teaching order and script-only texts.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MONG_CURRICULUM } from "../app/core/lessons/curricula";
import { MONG_STANDARD, canType } from "../app/core/typing/layouts";
// @ts-expect-error -- a plain Node script without type declarations
import { generate } from "./script/generate-lessons-mong.mjs";
// @ts-expect-error -- a plain Node script without type declarations
import { GROUPS_MONG } from "./script/plan.mjs";
// @ts-expect-error -- a plain Node script without type declarations
import { ALIASES, parseCoreHud } from "./script/wordlist/build-words.mjs";

interface Lesson {
  id: number;
  curriculum: string;
  level: number;
  groupId: number;
  type: string;
  text: string;
}
interface Entry {
  type: string;
  chars?: string[];
}

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const committed: { groups: { id: number; curriculum: string }[]; lessons: Lesson[] } = JSON.parse(read("./lessons-mong.json"));
const wordRows = read("./script/wordlist/words.tsv")
  .trim()
  .split("\n")
  .map((line) => line.split("\t"));
const lessonWords = new Set(wordRows.filter((row) => row[3] === "word").map((row) => row[0]));
const PUNCTUATION: Record<string, string> = { comma: "\u1802", stop: "\u1803" };
const charOf = (unit: string): string => PUNCTUATION[unit] ?? (unit in ALIASES ? String.fromCodePoint((ALIASES as Record<string, number>)[unit]) : unit);

describe("the traditional-script word list", () => {
  it("is exactly what build-words.mjs makes of the committed core-hud.tsv", () => {
    const rebuilt = (parseCoreHud(read("./script/wordlist/core-hud.tsv")) as { word: string; id: string; spelling: string; kind: string }[]).map((w) => [
      w.word,
      w.id,
      w.spelling,
      w.kind,
    ]);
    expect(wordRows).toEqual(rebuilt);
  });

  it("records its source, commit and licence, and ships the licence", () => {
    const readme = read("./script/wordlist/README.md");
    for (const fact of ["Kushim-Jiang/mongfontbuilder", "433d3b5cdf27265e02e57bcc3caf004b0c06a1ca", "tests/data/core-hud.tsv", "MIT", "UTN #57"])
      expect(readme).toContain(fact);
    expect(existsSync(new URL("./script/wordlist/LICENSE-mongfontbuilder.txt", import.meta.url))).toBe(true);
    expect(read("./script/layouts/README.md")).toContain("CC BY 4.0");
  });
});

describe("the mn-Mong curriculum", () => {
  it("is what the generator writes, with the curriculum's ids and figures", () => {
    expect(committed).toEqual(generate());
    expect(committed.lessons).toHaveLength(MONG_CURRICULUM.totalLessons);
    expect(committed.groups).toHaveLength(MONG_CURRICULUM.totalGroups);
    committed.lessons.forEach((l, i) => expect(l).toMatchObject({ curriculum: "mn-Mong", level: i + 1, id: MONG_CURRICULUM.lessonIdOffset + i + 1 }));
    expect(new Set(committed.lessons.map((l) => l.type))).toEqual(new Set(["start", "intro", "boxed", "review", "hold"]));
  });

  it("types only list words, or taught characters alone, using only what earlier intro lessons taught", () => {
    const taught = new Set([" "]);
    const entries: Entry[] = (GROUPS_MONG as { lessons: Entry[] }[]).flatMap((g) => g.lessons);
    entries.forEach((entry, i) => {
      const lesson = committed.lessons[i];
      if (entry.type === "intro") for (const unit of entry.chars ?? []) taught.add(charOf(unit));
      if (lesson.type === "start") return;
      for (const ch of lesson.text)
        expect(taught.has(ch), `lesson ${lesson.level} uses ${ch} (U+${ch.codePointAt(0)?.toString(16)}) before it is taught`).toBe(true);
      for (const token of lesson.text.split(" ")) {
        const word = token.replace(/[\u1802\u1803]$/u, "");
        const single = [...token].length === 1;
        const digits = /^\d+$/.test(token);
        expect(single || digits || lessonWords.has(word), `lesson ${lesson.level}: "${token}" is not in the word list`).toBe(true);
      }
    });
  });

  it("holds no Cyrillic or Latin letter in any typed text, and the Standard layout types all of it", () => {
    for (const lesson of committed.lessons.filter((l) => l.type !== "start")) {
      expect(lesson.text, `lesson ${lesson.level}`).not.toMatch(/[\p{Script=Cyrillic}\p{Script=Latin}]/u);
      expect(canType(MONG_STANDARD, lesson.text), `lesson ${lesson.level}`).toBe(true);
    }
  });
});
