import { describe, expect, it } from "vitest";
import { describeLookalikes, findLookalikes, LATIN_LOOKALIKES, replaceLookalikes } from "./lookalikes";

describe("findLookalikes", () => {
  it("finds nothing in clean Mongolian Cyrillic, including ө, ү and ё", () => {
    expect(findLookalikes("Өглөө эрт сэрээд үргэлж ёслол хийнэ. Хар морь!")).toEqual([]);
  });

  it("finds a Latin x posing as х, with its place and word", () => {
    expect(findLookalikes("Сайн xүн")).toEqual([{ letter: "x", cyrillic: "х", index: 5, word: "xүн" }]);
  });

  it("finds every look-alike, upper and lower case, in order", () => {
    const found = findLookalikes("Ceтгэл TOM байна");
    expect(found.map((f) => [f.letter, f.cyrillic])).toEqual([
      ["C", "С"],
      ["e", "е"],
      ["T", "Т"],
      ["O", "О"],
      ["M", "М"],
    ]);
    expect(found[2].word).toBe("TOM");
  });

  it("catches barred o and diaeresis letters imitating ө, ү and ё", () => {
    expect(findLookalikes("ɵвɵл Üнэн ëс").map((f) => f.cyrillic)).toEqual(["ө", "ө", "Ү", "ё"]);
  });

  it("leaves Latin letters with no Cyrillic twin (q, z, d, f, g are not look-alikes)", () => {
    expect(findLookalikes("qz dfg")).toEqual([]);
    expect(findLookalikes("Google").map((f) => f.index)).toEqual([1, 2, 5]);
  });

  it("every mapping goes from a non-Cyrillic letter to a Cyrillic one", () => {
    for (const [latin, cyrillic] of Object.entries(LATIN_LOOKALIKES)) {
      expect(latin).not.toMatch(/\p{Script=Cyrillic}/u);
      expect(cyrillic).toMatch(/^\p{Script=Cyrillic}$/u);
    }
  });
});

describe("replaceLookalikes and describeLookalikes", () => {
  it("repairs the text and describes what it found", () => {
    expect(replaceLookalikes("Сайн xүн")).toBe("Сайн хүн");
    expect(describeLookalikes(findLookalikes("Сайн xүн"))).toBe("x → х «xүн»");
  });

  it("shortens a long list", () => {
    expect(describeLookalikes(findLookalikes("aaaaaaa"), 2)).toBe("a → а «aaaaaaa», a → а «aaaaaaa» …");
  });
});
