import { describe, expect, it } from "vitest";
import { TextRequestSchema, UpgradeWpmSchema, isTextType, testLanguageOf, topListSize } from "./typing-api";

describe("typing API shapes", () => {
  it("reads the API's language names", () => {
    expect(testLanguageOf("Мон")).toBe("mn");
    expect(testLanguageOf("мон")).toBe("mn");
    expect(testLanguageOf("Eng")).toBe("en");
    expect(testLanguageOf("fr")).toBeNull();
    expect(testLanguageOf("mn-Mong")).toBe("mn-Mong");
    expect(TextRequestSchema.safeParse({ lang: "Мон" }).data).toEqual({ lang: "mn" });
    expect(TextRequestSchema.safeParse({ lang: "Deu" }).success).toBe(false);
  });
  it("knows the three text kinds", () => {
    expect(isTextType("middletext")).toBe(true);
    expect(isTextType("certificate")).toBe(false);
  });
  it("accepts a well-formed finished test and rejects junk", () => {
    const good = { testId: crypto.randomUUID(), textId: 3, durationMs: 60_000, keystrokes: [{ key: "а", expected: "а", t: 0 }] };
    expect(UpgradeWpmSchema.safeParse(good).success).toBe(true);
    expect(UpgradeWpmSchema.safeParse({ ...good, testId: "1" }).success).toBe(false);
    expect(UpgradeWpmSchema.safeParse({ ...good, keystrokes: [{ key: "а", expected: "а", t: -1 }] }).success).toBe(false);
    expect(UpgradeWpmSchema.safeParse({ ...good, keystrokes: Array(2001).fill({ key: "а", expected: "", t: 1 }) }).success).toBe(false);
  });
  it("shows 10 on the beginner screen and 9 elsewhere", () => {
    expect(topListSize("beginner")).toBe(10);
    expect(topListSize("middle")).toBe(9);
    expect(topListSize("advanced")).toBe(9);
  });
});

describe("screenParams", () => {
  it("reads language and text type from the URL, falling back sensibly", async () => {
    const { screenParams } = await import("./typing-api");
    expect(screenParams("beginner", {}, "mn")).toEqual({ language: "mn", textType: "begintext", level: "begin" });
    expect(screenParams("beginner", { lang: "en", type: "advancedtext" }, "mn")).toEqual({ language: "en", textType: "advancedtext", level: "advanced" });
    expect(screenParams("beginner", { lang: "fr", type: "bogus" }, "en")).toEqual({ language: "en", textType: "begintext", level: "begin" });
    expect(screenParams("middle", { lang: "mn-Mong" }, "mn")).toEqual({ language: "mn-Mong", textType: "middletext", level: "middle" });
    // Only the beginner screen has the text-type choice.
    expect(screenParams("middle", { type: "advancedtext" }, "mn")).toEqual({ language: "mn", textType: "middletext", level: "middle" });
    expect(screenParams("advanced", {}, "mn").level).toBe("advanced");
  });
});
