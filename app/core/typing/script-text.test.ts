import { describe, expect, it } from "vitest";
import { LOOK_ALIKE_SOURCES } from "./script-text-sources";
import { markOf } from "./script-marks";
import { LOOK_ALIKES, MVS, NNBSP, acceptsLookAlike, isChachlagMvs, isSingleUnitText } from "./script-text";

// Words of the vetted list (content/script/wordlist/words.tsv), by their mongfontbuilder spelling.
const ANAGA = "\u1820\u1828\u1820\u182d\u180e\u1820"; // a n a g mvs a (a-3): the chachlag
const UULACHA = "\u1824\u1824\u182f\u180e\u1820\u1834\u1820"; // u u l mvs a ch a (a-5): a particle
const HEB_I = "\u182c\u1821\u182a\u180e\u1822"; // h e b mvs i (i-3)
const TEGUNU = "\u1832\u1821\u182d\u1826\u1828\u180e\u1826\u180d"; // t e g ue n mvs ue fvs3 (ue-8)

describe("invisible characters", () => {
  it("have a label each: NNBSP, MVS, FVS1-4, ZWJ; letters have none", () => {
    expect(["\u202f", "\u180e", "\u180b", "\u180c", "\u180d", "\u180f", "\u200d"].map(markOf)).toEqual(["NNBSP", "MVS", "FVS1", "FVS2", "FVS3", "FVS4", "ZWJ"]);
    expect(markOf("\u1820")).toBeNull();
    expect(markOf(" ")).toBeNull();
  });
});

describe("MVS: chachlag or particle", () => {
  it("tells the MVS before a final A or E from the MVS heading a suffix", () => {
    expect(isChachlagMvs(ANAGA, 4)).toBe(true);
    expect(isChachlagMvs(`${ANAGA} ${UULACHA}`, 4)).toBe(true);
    expect(isChachlagMvs(UULACHA, 3)).toBe(false);
    expect(isChachlagMvs(HEB_I, 3)).toBe(false);
    expect(isChachlagMvs(TEGUNU, 5)).toBe(false);
    expect(isChachlagMvs(ANAGA, 3)).toBe(false);
  });
});

describe("the normalisation table", () => {
  it("accepts NNBSP for a particle's MVS, never for the chachlag's, and nothing else", () => {
    expect(acceptsLookAlike(UULACHA, 3, NNBSP)).toBe(true);
    expect(acceptsLookAlike(HEB_I, 3, NNBSP)).toBe(true);
    expect(acceptsLookAlike(ANAGA, 4, NNBSP)).toBe(false);
    expect(acceptsLookAlike(UULACHA, 3, " ")).toBe(false);
    expect(acceptsLookAlike(UULACHA, 2, NNBSP)).toBe(false);
    expect(acceptsLookAlike(`${UULACHA}${NNBSP}`, 7, MVS)).toBe(false);
  });

  it("names a source for every entry", () => {
    for (const entry of LOOK_ALIKES) expect(LOOK_ALIKE_SOURCES[entry.id]?.length ?? 0).toBeGreaterThan(40);
  });

  it("keeps script text one UTF-16 unit per code point, so CPM counts code points", () => {
    expect(isSingleUnitText(`${ANAGA} ${UULACHA} ${TEGUNU}`)).toBe(true);
    expect(isSingleUnitText("\u{11660}")).toBe(false);
  });
});
