// @vitest-environment node
// The traditional script's 60-second test texts (issue 32): made only of vetted words, script only,
// typeable on the Standard layout, enough of them for the draw's memory, and what the generator writes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MONG_STANDARD, canType } from "../app/core/typing/layouts";
import { TEXT_MEMORY } from "../app/core/typing/text-memory";
import { splitWords } from "../app/core/typing/typing-engine";
// @ts-expect-error -- a plain Node script without type declarations
import { generateTexts } from "./script/generate-texts-mong.mjs";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const vetted = new Set(
  read("./script/wordlist/words.tsv")
    .trim()
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((row) => row[3] === "word")
    .map((row) => row[0]),
);

/** As scripts/seed-data.mjs reads them: one text per paragraph. */
function committed(level: string): string[] {
  return read(`./texts/mn-Mong/${level}.txt`)
    .split(/\n\s*\n/)
    .map((t) => t.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

describe.each(["begin", "middle", "advanced"])("mn-Mong %s test texts", (level) => {
  const texts = committed(level);

  it("are what the generator writes from the vetted list, more than the draw remembers, all different", () => {
    expect(texts).toEqual((generateTexts() as Record<string, string[]>)[level]);
    expect(texts.length).toBeGreaterThan(TEXT_MEMORY);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("hold only vetted words, no Cyrillic or Latin letter, and the Standard layout types them", () => {
    for (const text of texts) {
      expect(text).not.toMatch(/[\p{Script=Cyrillic}\p{Script=Latin}\d]/u);
      expect(canType(MONG_STANDARD, text), text).toBe(true);
      for (const word of splitWords(text)) expect(vetted.has(word), `"${word}" is not in the vetted word list`).toBe(true);
    }
  });
});

it("the provenance of the word list is recorded beside it", () => {
  const readme = read("./script/wordlist/README.md");
  expect(readme).toContain("Kushim-Jiang/mongfontbuilder");
  expect(readme).toContain("generate-texts-mong.mjs");
});
