// @vitest-environment node
// Content checks for the English curriculum (issue 19): shape, spelling, alphabet and teaching order.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EN_CURRICULUM } from "../app/core/lessons/curricula";
// @ts-expect-error -- a plain Node script without type declarations
import { generate } from "./generate-lessons.mjs";
// @ts-expect-error -- a plain Node script without type declarations
import { LEFT_HAND_EN, RIGHT_HAND_EN } from "./curriculum/en/keyboard.mjs";

interface Group {
  id: number;
  curriculum: string;
  position: number;
  name: string;
  targetWpm: number;
}
interface Lesson {
  id: number;
  curriculum: string;
  level: number;
  groupId: number;
  type: "start" | "intro" | "hold" | "boxed" | "review";
  name: string;
  text: string;
  holdWord: string | null;
  image: string | null;
}

const curriculum: { groups: Group[]; lessons: Lesson[] } = JSON.parse(readFileSync(new URL("./lessons-en.json", import.meta.url), "utf8"));
const { groups, lessons } = curriculum;
const wordList = readFileSync(new URL("./wordlist/en-words.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line && !line.startsWith("#"));
const total = EN_CURRICULUM.totalLessons;

const hasHunspell = (() => {
  try {
    execFileSync("hunspell", ["-v"], { stdio: "ignore" });
    return existsSync("/usr/share/hunspell/en_US.dic");
  } catch {
    return false;
  }
})();
if (!hasHunspell) console.warn("SKIPPING the English spelling check: install hunspell and hunspell-en-us (apt-get install hunspell hunspell-en-us)");

const wordsOf = (text: string) => (text.match(/\p{L}+/gu) ?? []).filter((w) => w.length > 1);
const rejectedBy = (words: string[]) =>
  execFileSync("hunspell", ["-d", "en_US", "-l"], { input: words.join("\n"), encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
const typed = lessons.filter((l) => l.type !== "start");

describe("English curriculum shape", () => {
  it(`has 12 groups and ${total} lessons, levels 1..${total}, ids after the Mongolian ones`, () => {
    expect(groups).toHaveLength(EN_CURRICULUM.totalGroups);
    expect(groups.map((g) => g.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(groups.map((g) => g.id)).toEqual(groups.map((g) => EN_CURRICULUM.groupIdOffset + g.position));
    expect(lessons).toHaveLength(total);
    expect(lessons.map((l) => l.level)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(lessons.map((l) => l.id)).toEqual(lessons.map((l) => EN_CURRICULUM.lessonIdOffset + l.level));
    expect(new Set([...groups, ...lessons].map((x) => x.curriculum))).toEqual(new Set(["en"]));
  });

  it("keeps each group's lessons together, in order, and uses all five lesson types", () => {
    const order = lessons.map((l) => l.groupId);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order)).toEqual(new Set(groups.map((g) => g.id)));
    expect(new Set(lessons.map((l) => l.type))).toEqual(new Set(["start", "intro", "hold", "boxed", "review"]));
    for (const g of groups) expect(lessons.find((l) => l.groupId === g.id)?.type, g.name).toBe("start");
  });

  it("puts the free lessons, the guest level and the login gate inside the curriculum, in that order", () => {
    const gate = lessons.find((l) => l.id === EN_CURRICULUM.loginGateLessonId);
    expect(gate).toBeDefined();
    expect(EN_CURRICULUM.guestLevel).toBeLessThan(EN_CURRICULUM.freeLessons);
    expect(EN_CURRICULUM.freeLessons).toBeLessThan(gate?.level ?? 0);
  });

  it("has three advice steps in every start lesson and enough text in every other", () => {
    for (const l of lessons) {
      if (l.type === "start") expect(l.text.split("\n")).toHaveLength(3);
      else expect(l.text.length, `lesson ${l.level}`).toBeGreaterThanOrEqual(30);
      expect(l.text).toBe(l.text.trim());
      expect(l.text).not.toMatch(/ {2}/);
      if (l.type === "hold") expect(l.holdWord === "Shift" || /^[a-z]$/.test(l.holdWord ?? "")).toBe(true);
      else expect(l.holdWord).toBeNull();
    }
  });

  it("ends with full texts that use capitals, digits and punctuation", () => {
    const last = lessons.filter((l) => l.groupId === groups[11].id && l.type === "review");
    expect(last.length).toBeGreaterThanOrEqual(10);
    for (const l of last) {
      expect(l.text.length).toBeGreaterThan(250);
      expect(l.text).toMatch(/[A-Z]/);
      expect(l.text).toMatch(/[.,]/);
    }
    expect(last.some((l) => /\d/.test(l.text))).toBe(true);
  });

  it("is exactly what the generator writes (run npm run content:lessons after editing the sources)", () => {
    expect(generate("en")).toEqual(curriculum);
  });
});

describe("English text", () => {
  const everything = [...groups.map((g) => g.name), ...lessons.flatMap((l) => [l.name, l.text])];

  it("has no Cyrillic letter and nothing a US keyboard cannot type", () => {
    for (const text of everything) {
      expect(text).not.toMatch(/\p{Script=Cyrillic}/u);
      expect(text, text.slice(0, 40)).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });

  it.skipIf(!hasHunspell)("spells every word of every lesson the way hunspell en_US accepts", { timeout: 30_000 }, () => {
    const words = [...new Set(everything.flatMap(wordsOf))];
    expect(words.length).toBeGreaterThan(1000);
    expect(rejectedBy(words)).toEqual([]);
  });

  it.skipIf(!hasHunspell)("builds its drills from a word list hunspell en_US accepts", { timeout: 30_000 }, () => {
    expect(wordList.length).toBeGreaterThan(1000);
    for (const w of wordList) expect(w).toMatch(/^[a-z]{2,}$/);
    expect(rejectedBy(wordList)).toEqual([]);
  });
});

describe("English teaching order", () => {
  it("teaches the home row first, then g h, then e i r u", () => {
    const intros = typed.filter((l) => l.type === "intro").map((l) => l.text[0]);
    expect(intros.slice(0, 7).sort()).toEqual([..."adfjkls"]);
    expect(intros.slice(7, 9)).toEqual([..."gh"]);
    expect(intros.slice(9, 13).sort()).toEqual([..."eiru"]);
  });

  it("uses in every lesson only characters that intro lessons have taught", () => {
    const taught = new Set([" "]);
    for (const l of typed) {
      if (l.type === "intro") for (const t of l.text.split(" ")) if (t.length === 1 && !taught.has(t)) taught.add(t);
      const stray = [...new Set(l.text)].filter((ch) => !taught.has(ch));
      expect(stray, `lesson ${l.level} (${l.type})`).toEqual([]);
    }
  });

  it("drills real words: after the first intro, every word of a word drill is in the word list", () => {
    const known = new Set(wordList);
    // Sentence lessons (named so) are the product's sentences; every other boxed or review lesson of lower-case text is a word drill.
    const drills = lessons.filter((l) => (l.type === "boxed" || l.type === "review") && !/sentence/i.test(l.name) && /^[a-z ]+$/.test(l.text));
    expect(drills.length).toBeGreaterThan(40);
    for (const l of drills)
      expect(
        l.text.split(" ").filter((w) => !known.has(w)),
        `lesson ${l.level}`,
      ).toEqual([]);
  });

  it("has the hold lessons typed by the other hand only (or in capitals while Shift is held)", () => {
    for (const l of lessons.filter((x) => x.type === "hold")) {
      const letters = [...l.text.replace(/ /g, "")];
      if (l.holdWord === "Shift") {
        expect(letters.every((ch) => ch === ch.toUpperCase())).toBe(true);
        continue;
      }
      const otherHand: Set<string> = LEFT_HAND_EN.has(l.holdWord) ? RIGHT_HAND_EN : LEFT_HAND_EN;
      expect(
        letters.filter((ch) => !otherHand.has(ch)),
        `lesson ${l.level}`,
      ).toEqual([]);
    }
  });
});
