// @vitest-environment node
// Content checks for the curriculum (issue 5): shape, spelling, alphabet and teaching order.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain Node script without type declarations
import { generate } from "./generate-lessons.mjs";
// @ts-expect-error -- a plain Node script without type declarations
import { LEFT_HAND, RIGHT_HAND } from "./curriculum/keyboard.mjs";

interface Group {
  id: number;
  position: number;
  name: string;
  targetWpm: number;
}
interface Lesson {
  id: number;
  level: number;
  groupId: number;
  type: "start" | "intro" | "hold" | "boxed" | "review";
  name: string;
  text: string;
  holdWord: string | null;
  image: string | null;
}

const curriculum: { groups: Group[]; lessons: Lesson[] } = JSON.parse(readFileSync(new URL("./lessons.json", import.meta.url), "utf8"));
const { groups, lessons } = curriculum;
const certificateTexts = readFileSync(new URL("./texts/mn/certificate.txt", import.meta.url), "utf8")
  .split(/\n\s*\n/)
  .map((t) => t.replace(/\s+/g, " ").trim())
  .filter(Boolean);

const HUNSPELL_DIC = "/usr/share/hunspell/mn_MN.dic";
const hasHunspell = (() => {
  try {
    execFileSync("hunspell", ["-v"], { stdio: "ignore" });
    return existsSync(HUNSPELL_DIC);
  } catch {
    return false;
  }
})();
if (!hasHunspell) {
  console.warn("SKIPPING the hunspell spelling check: install hunspell and hunspell-mn (apt-get install hunspell hunspell-mn)");
}

/** Words are runs of letters; a single letter is a key drill, not a word. */
const wordsOf = (text: string) => (text.match(/\p{L}+/gu) ?? []).filter((w) => w.length > 1);
const typed = lessons.filter((l) => l.type !== "start");

describe("curriculum shape", () => {
  it("has 12 groups and 278 lessons with levels 1..278 and no gaps", () => {
    expect(groups).toHaveLength(12);
    expect(groups.map((g) => g.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(groups.map((g) => g.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(lessons).toHaveLength(278);
    expect(lessons.map((l) => l.level)).toEqual(Array.from({ length: 278 }, (_, i) => i + 1));
    expect(new Set(lessons.map((l) => l.id)).size).toBe(278);
  });

  it("keeps each group's lessons together, in group order, each group with a target speed", () => {
    const order = lessons.map((l) => l.groupId);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const g of groups) {
      expect(lessons.some((l) => l.groupId === g.id)).toBe(true);
      expect(Number.isInteger(g.targetWpm) && g.targetWpm >= 18).toBe(true);
    }
  });

  it("uses all five lesson types and leaves the last 12 lessons for certificate preparation", () => {
    expect(new Set(lessons.map((l) => l.type))).toEqual(new Set(["start", "intro", "hold", "boxed", "review"]));
    expect(lessons.filter((l) => l.groupId === 12).map((l) => l.level)).toEqual(Array.from({ length: 12 }, (_, i) => 267 + i));
  });

  it("gives hold lessons a key to hold and no other lesson one", () => {
    for (const l of lessons) {
      if (l.type === "hold") expect(l.holdWord === "Shift" || /^\p{Ll}$/u.test(l.holdWord ?? "")).toBe(true);
      else expect(l.holdWord).toBeNull();
    }
  });

  it("has three advice steps in every start lesson and text long enough in every other", () => {
    for (const l of lessons) {
      if (l.type === "start") expect(l.text.split("\n")).toHaveLength(3);
      else expect(l.text.length).toBeGreaterThanOrEqual(40);
      expect(l.text).toBe(l.text.trim());
      expect(l.text).not.toMatch(/ {2}/);
    }
  });

  it("stores twelve certificate test texts", () => {
    expect(certificateTexts).toHaveLength(12);
    for (const t of certificateTexts) expect(t.length).toBeGreaterThan(300);
  });

  it("is exactly what the generator writes (run npm run content:lessons after editing the sources)", () => {
    expect(generate()).toEqual(curriculum);
  });
});

describe("Mongolian text", () => {
  const everything = [...groups.map((g) => g.name), ...lessons.flatMap((l) => [l.name, l.text]), ...certificateTexts];

  it("has no Latin letters, so no Latin look-alike of a Cyrillic letter", () => {
    for (const text of everything) expect(text).not.toMatch(/[A-Za-z]/);
  });

  it.skipIf(!hasHunspell)("spells every word the way hunspell mn_MN accepts", { timeout: 30_000 }, () => {
    const words = [...new Set(everything.flatMap(wordsOf))];
    expect(words.length).toBeGreaterThan(1000);
    const rejected = execFileSync("hunspell", ["-d", "mn_MN", "-l"], { input: words.join("\n"), encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    expect(rejected).toEqual([]);
  });
});

describe("teaching order", () => {
  it("introduces in every intro lesson a character no earlier lesson required, first in its text", () => {
    const seen = new Set<string>();
    for (const l of typed) {
      const fresh = [...new Set(l.text)].filter((ch) => !seen.has(ch));
      if (l.type === "intro") {
        expect(fresh.length, `lesson ${l.level}`).toBeGreaterThan(0);
        expect(fresh, `lesson ${l.level}`).toContain(l.text[0]);
      }
      for (const ch of l.text) seen.add(ch);
    }
  });

  it("uses in drill lessons only characters that intro lessons have taught", () => {
    const taught = new Set([" "]);
    for (const l of typed) {
      if (l.type === "intro") {
        // An intro brings its new characters in the key drill at its start.
        const drill = l.text.split(" ").filter((t) => t.length === 1 && !taught.has(t));
        for (const ch of drill) taught.add(ch);
      }
      const stray = [...new Set(l.text)].filter((ch) => !taught.has(ch));
      expect(stray, `lesson ${l.level} (${l.type})`).toEqual([]);
    }
    const allTaught = taught;
    for (const t of certificateTexts) expect([...new Set(t)].filter((ch) => !allTaught.has(ch))).toEqual([]);
  });

  it("orders the letters home row first, then а х, then н э г", () => {
    const intros = typed.filter((l) => l.type === "intro").map((l) => l.text[0]);
    expect(intros.slice(0, 8).sort()).toEqual([..."йыбөролд"].sort());
    expect(intros.slice(8, 13)).toEqual([..."ахнэг"]);
  });

  it("has the hold lessons typed by the other hand only (or in capitals while Shift is held)", () => {
    for (const l of lessons.filter((x) => x.type === "hold")) {
      const letters = [...l.text.replace(/ /g, "")];
      if (l.holdWord === "Shift") {
        expect(letters.every((ch) => ch === ch.toUpperCase())).toBe(true);
        continue;
      }
      const otherHand: Set<string> = LEFT_HAND.has(l.holdWord) ? RIGHT_HAND : LEFT_HAND;
      expect(
        letters.filter((ch) => !otherHand.has(ch)),
        `lesson ${l.level}`,
      ).toEqual([]);
    }
  });
});
