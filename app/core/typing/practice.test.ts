import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMPTY_TIMING, codeOf, type KeyStat } from "./key-stats";
import { ROUND_WORDS, generateExercise, practiceTargets, practiceWords, seededRandom } from "./practice";

const mnWords = practiceWords("mn", readFileSync("content/wordlist/mn-words.txt", "utf8"));
const enWords = practiceWords("en", readFileSync("content/wordlist/en-words.txt", "utf8"));

const stat = (layout: "mn" | "en", char: string, hits: number, misses: number): KeyStat => ({
  code: codeOf(layout, char)!,
  hits,
  misses,
  timing: EMPTY_TIMING,
  confusions: {},
});

/** Share of the letters of `text` typed on one of `codes`. */
function share(layout: "mn" | "en", text: string, codes: readonly string[]) {
  const letters = [...text.replace(/ /g, "")];
  return letters.filter((ch) => codes.includes(codeOf(layout, ch) ?? "")).length / letters.length;
}

describe("seededRandom", () => {
  it("repeats for a seed and stays in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(seededRandom(43)()).not.toBe(xs[0]);
  });
});

describe("practiceWords", () => {
  it("keeps lower-case words of the layout's letters and drops comments and other scripts", () => {
    expect(practiceWords("mn", "# heading\nнар сар\nbook Гэр ном1 ном")).toEqual(["нар", "сар", "ном"]);
    expect(practiceWords("en", "# x\nbook tree нар Sun can't")).toEqual(["book", "tree"]);
    expect(mnWords.length).toBeGreaterThan(1000);
    expect(enWords.length).toBeGreaterThan(500);
  });
});

describe("generateExercise", () => {
  const mnStats = [stat("mn", "ф", 20, 12), stat("mn", "ж", 30, 10), stat("mn", "а", 200, 2), stat("mn", "н", 150, 1), stat("mn", "р", 90, 1)];

  it("writes only words of the list, so only allowed characters", () => {
    for (const seed of [1, 2, 3]) {
      const { text } = generateExercise("mn", mnWords, mnStats, seed);
      const words = text.split(" ");
      expect(words).toHaveLength(ROUND_WORDS);
      for (const w of words) expect(mnWords).toContain(w);
      expect(text).toMatch(/^[а-яёөү ]+$/u);
    }
    expect(generateExercise("en", enWords, [], 9).text).toMatch(/^[a-z ]+$/);
  });

  it("aims at the weakest keys, weakest first", () => {
    expect(generateExercise("mn", mnWords, mnStats, 1).targets).toEqual([codeOf("mn", "ф"), codeOf("mn", "ж"), codeOf("mn", "р")]);
    expect(generateExercise("mn", mnWords, [], 1).targets).toEqual([]);
  });

  it("aims at keys a teacher chose instead of the weakest, and types them far more often", () => {
    const chosen = [codeOf("mn", "ө")!, codeOf("mn", "ү")!];
    expect(generateExercise("mn", mnWords, mnStats, 1, ROUND_WORDS, chosen).targets).toEqual(chosen);
    let aimed = "";
    let plain = "";
    for (let seed = 1; seed <= 50; seed++) {
      aimed += generateExercise("mn", mnWords, [], seed, ROUND_WORDS, chosen).text + " ";
      plain += generateExercise("mn", mnWords, [], seed).text + " ";
    }
    expect(share("mn", aimed, chosen)).toBeGreaterThan(2 * share("mn", plain, chosen));
    // A key no word of the list types is left out.
    expect(generateExercise("mn", mnWords, [], 1, ROUND_WORDS, ["Digit1"]).targets).toEqual([]);
  });

  it("is the same round for the same seed", () => {
    expect(generateExercise("mn", mnWords, mnStats, 7)).toEqual(generateExercise("mn", mnWords, mnStats, 7));
    expect(generateExercise("mn", mnWords, mnStats, 7).text).not.toBe(generateExercise("mn", mnWords, mnStats, 8).text);
  });

  it("types the weak keys far more often than plain rounds do (100 rounds, fixed seeds)", () => {
    for (const [layout, words, stats] of [
      ["mn", mnWords, mnStats],
      ["en", enWords, [stat("en", "v", 10, 10), stat("en", "k", 10, 8), stat("en", "e", 300, 1)]],
    ] as const) {
      const targets = practiceTargets(layout, stats, words).slice(0, 2);
      let weighted = "";
      let plain = "";
      for (let seed = 1; seed <= 100; seed++) {
        weighted += generateExercise(layout, words, stats, seed).text + " ";
        plain += generateExercise(layout, words, [], seed).text + " ";
      }
      expect(share(layout, weighted, targets)).toBeGreaterThan(3 * share(layout, plain, targets));
    }
  });

  it("never repeats a word twice in a row", () => {
    const words = generateExercise("en", ["ab", "cd"], [stat("en", "a", 10, 10)], 5, 50).text.split(" ");
    for (let i = 1; i < words.length; i++) expect(words[i]).not.toBe(words[i - 1]);
  });
});
