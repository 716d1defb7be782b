// The traditional script's text rules shared by the engines and the screens (issue 32).
//  - Invisible characters a learner must still type get a visible name (script-marks.ts).
//  - Look-alike encodings: two encodings of one visible word are both accepted where a table entry,
//    each with its source, says they are the same. The lesson text is in the canonical encoding (the
//    UTN #57 test words as published); the typed key is compared with it code point by code point.

export const NNBSP = "\u202f";
export const MVS = "\u180e";
export const ZWJ = "\u200d";

const FVS = /[\u180b-\u180d\u180f]/u;
const MONGOLIAN_LETTER = /\p{Script=Mongolian}/u;

/**
 * True when the MVS at `index` only separates a final A or E (the chachlag: ᠠᠨᠠᠭ + MVS + ᠠ), written
 * "_" in mongfontbuilder's tests; any other MVS heads a particle (a suffix), written "-".
 */
export function isChachlagMvs(text: string, index: number): boolean {
  if (text[index] !== MVS) return false;
  let i = index + 1;
  if (text[i] !== "\u1820" && text[i] !== "\u1821") return false;
  i++;
  while (i < text.length && FVS.test(text[i])) i++;
  return i >= text.length || !MONGOLIAN_LETTER.test(text[i]);
}

export interface LookAlike {
  /** The character in the canonical text. */
  canonical: string;
  /** The other encoding accepted in its place. */
  alike: string;
  /** Where the two look the same. */
  applies: (text: string, index: number) => boolean;
  /** Its key in LOOK_ALIKE_SOURCES (script-text-sources.ts: the sources stay out of the browser's bundle). */
  id: string;
}

/**
 * The normalisation table. One entry so far, the one the sources state outright; each new entry needs
 * its source and a unit test.
 */
export const LOOK_ALIKES: readonly LookAlike[] = [
  {
    canonical: MVS,
    alike: NNBSP,
    applies: (text, index) => !isChachlagMvs(text, index),
    id: "nnbsp-for-particle-mvs",
  },
];

/** True when `typed` is an accepted look-alike of the canonical character at `index` of `text`. */
export function acceptsLookAlike(text: string, index: number, typed: string): boolean {
  const canonical = text[index];
  return LOOK_ALIKES.some((entry) => entry.canonical === canonical && entry.alike === typed && entry.applies(text, index));
}

/** Every character of the text is a single UTF-16 unit (the script is in the BMP), so CPM counts code points. */
export function isSingleUnitText(text: string): boolean {
  return [...text].length === text.length;
}
