// The typing-test texts in content/texts are real, correctly spelled, typeable and fit their level.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { EN_US, MN_LINUX, MN_WINDOWS, canType } from "~/core/typing/layouts";
import { splitWords } from "~/core/typing/typing-engine";

type Language = "mn" | "en";
type Level = "begin" | "middle" | "advanced" | "certificate";

/** Same parsing as scripts/seed-data.mjs: texts are separated by a blank line. */
function texts(language: Language, level: Level): string[] {
  const raw = readFileSync(resolve(process.cwd(), `content/texts/${language}/${level}.txt`), "utf8");
  return raw
    .split(/\n\s*\n/)
    .map((t) => t.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const TEST_LEVELS = ["begin", "middle", "advanced"] as const;
const LETTERS: Record<Language, { lower: string; upper: string }> = {
  mn: { lower: "а-яёөү", upper: "А-ЯЁӨҮ" },
  en: { lower: "a-z", upper: "A-Z" },
};

function hunspellAvailable(dictionary: string): boolean {
  const run = spawnSync("hunspell", ["-d", dictionary, "-l"], { input: "test\n", encoding: "utf8" });
  return !run.error && run.status === 0 && !/Can't open affix or dictionary/.test(run.stderr ?? "");
}

function misspelled(dictionary: string, text: string): string[] {
  const run = spawnSync("hunspell", ["-d", dictionary, "-l"], { input: text, encoding: "utf8" });
  return run.stdout.split("\n").filter(Boolean);
}

describe.each(["mn", "en"] as const)("%s typing-test texts", (language) => {
  const { lower, upper } = LETTERS[language];
  const layouts = language === "mn" ? [MN_WINDOWS, MN_LINUX] : [EN_US];

  // 100 a level, so a learner's last 30 tests (app/core/typing/text-memory.ts) leave 70 to draw from.
  it.each(TEST_LEVELS)("has at least 100 distinct %s texts of 25+ words", (level) => {
    const list = texts(language, level);
    expect(list.length).toBeGreaterThanOrEqual(100);
    expect(new Set(list).size).toBe(list.length);
    for (const text of list) expect(splitWords(text).length, text).toBeGreaterThanOrEqual(25);
  });

  it.each(TEST_LEVELS)("has no near-duplicate %s texts (at most 40%% of their words shared)", (level) => {
    const list = texts(language, level);
    const words = list.map(
      (t) =>
        new Set(
          t
            .toLowerCase()
            .split(/[^\p{L}\d]+/u)
            .filter(Boolean),
        ),
    );
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const shared = [...words[i]].filter((w) => words[j].has(w)).length;
        const similarity = shared / (words[i].size + words[j].size - shared);
        expect(similarity, `${list[i]}\n${list[j]}`).toBeLessThanOrEqual(0.4);
      }
    }
  });

  it("begin texts are lowercase letters and spaces only", () => {
    const pattern = new RegExp(`^[${lower} ]+$`, "u");
    for (const text of texts(language, "begin")) expect(text, text).toMatch(pattern);
  });

  it("middle texts add capitals, periods and commas, and nothing else", () => {
    const pattern = new RegExp(`^[${lower}${upper} .,]+$`, "u");
    for (const text of texts(language, "middle")) {
      expect(text, text).toMatch(pattern);
      expect(text, text).toMatch(new RegExp(`[${upper}]`, "u"));
      expect(text, text).toContain(".");
      expect(text, text).toContain(",");
    }
  });

  it("advanced texts have numbers and symbols", () => {
    for (const text of texts(language, "advanced")) {
      expect(text, text).toMatch(/\d/);
      expect(text, text).toMatch(/[%₮№?!:()"=+\-_/#$&@*]/);
    }
  });

  it("can be typed on the keyboard layout(s) of the language", () => {
    const levels: Level[] = language === "mn" ? [...TEST_LEVELS, "certificate"] : [...TEST_LEVELS];
    for (const level of levels) {
      for (const text of texts(language, level)) {
        for (const layout of layouts) expect(canType(layout, text), `${layout.id}: ${text}`).toBe(true);
      }
    }
  });

  if (language === "mn") {
    it("has no Latin look-alike letters in Mongolian", () => {
      for (const level of [...TEST_LEVELS, "certificate"] as const) {
        for (const text of texts("mn", level)) expect(text.match(/[A-Za-z]/g), text).toBeNull();
      }
    });
  }
});

describe("certificate texts", () => {
  it("are 12 longer Mongolian paragraphs with capitals and punctuation", () => {
    const list = texts("mn", "certificate");
    expect(list).toHaveLength(12);
    for (const text of list) {
      expect(splitWords(text).length, text).toBeGreaterThanOrEqual(60);
      expect(text).toMatch(/^[А-ЯЁӨҮ]/u);
      expect(text.endsWith(".")).toBe(true);
    }
  });
});

describe("spelling (hunspell)", () => {
  const cases = [
    { dictionary: "mn_MN", language: "mn" as const, levels: [...TEST_LEVELS, "certificate"] as Level[] },
    { dictionary: "en_US", language: "en" as const, levels: [...TEST_LEVELS] as Level[] },
  ];
  for (const { dictionary, language, levels } of cases) {
    const available = hunspellAvailable(dictionary);
    const name = available
      ? `every ${language} text passes hunspell -d ${dictionary}`
      : `SKIPPED: hunspell with ${dictionary} is not installed (apt-get install hunspell hunspell-mn hunspell-en-us)`;
    it.skipIf(!available)(name, () => {
      for (const level of levels) {
        const list = texts(language, level);
        expect({ level, misspelled: misspelled(dictionary, list.join("\n")) }).toEqual({ level, misspelled: [] });
      }
    });
  }
});
