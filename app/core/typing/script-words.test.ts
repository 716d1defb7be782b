import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scriptTextProblem, vettedScriptWords } from "./script-words";

const tsv = readFileSync(new URL("../../../content/script/wordlist/words.tsv", import.meta.url), "utf8");
const vetted = new Set(vettedScriptWords(tsv));

describe("the vetted script words", () => {
  it("are the list's word rows, not its probes", () => {
    expect(vetted.size).toBe(144);
    expect(vetted.has("ᠠᠮᠪᠠ")).toBe(true);
    const probe = tsv
      .split("\n")
      .find((line) => line.endsWith("\tprobe"))!
      .split("\t")[0];
    expect(vetted.has(probe)).toBe(false);
  });

  it("accept a text of list words only", () => {
    expect(scriptTextProblem("ᠠᠮᠪᠠ  ᠭᠡᠷ\u180eᠢᠶᠠᠷ\nᠠᠮᠪᠠ", vetted)).toBeNull();
  });

  it("name Cyrillic or Latin letters and digits first, each once", () => {
    expect(scriptTextProblem("ᠠᠮᠪᠠ хүн ᠠᠮᠪᠠ a х 7", vetted)).toEqual({ kind: "letters", found: ["х", "ү", "н", "a", "7"] });
  });

  it("name the words that are not in the list, each once", () => {
    // ᠠᠮᠪ is a prefix of a list word, not a list word; the particle written with NNBSP splits in two.
    expect(scriptTextProblem("ᠠᠮᠪ ᠠᠮᠪᠠ ᠠᠮᠪ ᠭᠡᠷ\u202fᠢᠶᠠᠷ", vetted)).toEqual({ kind: "words", found: ["ᠠᠮᠪ", "ᠭᠡᠷ", "ᠢᠶᠠᠷ"] });
  });
});
