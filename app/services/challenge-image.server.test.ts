// The challenge image: glyph outlines only, never the text itself (ADR 033).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { challengeFont, challengeSvg } from "./challenge-image.server";

const bytes = readFileSync(resolve("public/fonts/DejaVuSerif.ttf"));
const font = challengeFont(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
const TEXT = "Хавар болоход тал нутаг ногоорч, малчид шинэ бэлчээрт нүүдэг. Өвөл Үүр";

function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe("challengeSvg", () => {
  it("draws the text as paths: no text element, no title, none of the words in the markup", () => {
    const svg = challengeSvg(font, TEXT, seeded(7));
    if (process.env.CHALLENGE_SVG_OUT) writeFileSync(process.env.CHALLENGE_SVG_OUT, svg);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<text|<title|<desc|aria-label|font-family/);
    for (const word of TEXT.split(/[\s,.]+/).filter(Boolean)) expect(svg).not.toContain(word);
    // Only Latin markup, digits and punctuation: no Cyrillic letter survives anywhere.
    expect(svg).not.toMatch(/[\u0400-\u04ff]/);
    // Every glyph became outline commands.
    expect((svg.match(/[QC]/g) ?? []).length).toBeGreaterThan(200);
  });

  it("is drawn differently each time (no two copies share their distortion)", () => {
    expect(challengeSvg(font, TEXT, seeded(1))).not.toBe(challengeSvg(font, TEXT, seeded(2)));
  });
});
