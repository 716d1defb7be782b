// Builds words.tsv, the only words the traditional-script lessons may use, from core-hud.tsv: the
// Hudum (Mongolian) test words of mongfontbuilder, the reference implementation written with UTN #57
// (see README.md for provenance and licence). Each test spells its text as letter aliases; this maps
// each alias to its code point exactly (no conversion from Cyrillic, no respelling) and splits on
// spaces. Run: node content/script/wordlist/build-words.mjs (the content test checks the output).
import { readFileSync, writeFileSync } from "node:fs";

/** mongfontbuilder's aliases for the Hudum locale (lib/mongfontbuilder/data/aliases.json, "MNG"). */
export const ALIASES = {
  fvs1: 0x180b,
  fvs2: 0x180c,
  fvs3: 0x180d,
  mvs: 0x180e,
  fvs4: 0x180f,
  nirugu: 0x180a,
  zwj: 0x200d,
  zwnj: 0x200c,
  nnbsp: 0x202f,
  a: 0x1820,
  e: 0x1821,
  i: 0x1822,
  o: 0x1823,
  u: 0x1824,
  oe: 0x1825,
  ue: 0x1826,
  ee: 0x1827,
  n: 0x1828,
  ng: 0x1829,
  b: 0x182a,
  p: 0x182b,
  h: 0x182c,
  g: 0x182d,
  m: 0x182e,
  l: 0x182f,
  s: 0x1830,
  sh: 0x1831,
  t: 0x1832,
  d: 0x1833,
  ch: 0x1834,
  j: 0x1835,
  y: 0x1836,
  r: 0x1837,
  w: 0x1838,
  f: 0x1839,
  k2: 0x183a,
  k: 0x183b,
  c: 0x183c,
  z: 0x183d,
  hh: 0x183e,
  rh: 0x183f,
  lh: 0x1840,
  zr: 0x1841,
  cr: 0x1842,
};

const LETTER_TEST = /^(a|e|ee|i|o|u|oe|ue|n|ng|b|p|h|g|m|l|s|sh|t|d|ch|j|y|r|w|f|k|k2|c|z|hh|rh|lh|zr|cr)-\d+$/;

/**
 * "word" for the tests that show a letter in real words (a-1 … cr-2), the chachlag and MVS-syllable
 * tests and the particles ᠤᠤ ᠦᠦ ᠪᠦᠦ (particle-24, -25); "probe" for the rest: syllables and letter
 * strings made to probe one shaping rule, and lists of suffix variants. Lessons use words only.
 */
export function kindOf(id) {
  return LETTER_TEST.test(id) || /^(chachlag|syllabic-mvs)-\d+$/.test(id) || id === "particle-24" || id === "particle-25" ? "word" : "probe";
}

/** The test words as [word, test id, alias spelling], in file order, each word once. */
export function parseCoreHud(tsv) {
  const words = new Map();
  for (const line of tsv.split("\n")) {
    if (line.startsWith("#") || !line.trim()) continue;
    const [id, spelling] = line.split("\t");
    const tokens = spelling.trim().split(/\s+/);
    let word = [];
    const flush = () => {
      if (word.length === 0) return;
      const text = String.fromCodePoint(...word.map((t) => ALIASES[t]));
      if (!words.has(text)) words.set(text, { word: text, id, spelling: word.join(" "), kind: kindOf(id) });
      word = [];
    };
    for (const token of tokens) {
      if (token === "space") flush();
      else if (ALIASES[token] === undefined) throw new Error(`${id}: unknown alias ${token}`);
      else word.push(token);
    }
    flush();
  }
  return [...words.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tsv = readFileSync(new URL("./core-hud.tsv", import.meta.url), "utf8");
  const rows = parseCoreHud(tsv).map((w) => `${w.word}\t${w.id}\t${w.spelling}\t${w.kind}`);
  writeFileSync(new URL("./words.tsv", import.meta.url), `${rows.join("\n")}\n`);
  console.log(`${rows.length} words`);
}
