// Sentences and paragraphs written for this product (content/curriculum/sentences/*.txt, one sentence
// per line, in full orthography). A lesson only gets the sentences it can type with what it has taught:
// before capitals are taught a sentence is lower-cased (and skipped if it holds a proper noun); before
// any punctuation is taught the strippable marks are removed (and the sentence skipped if another
// symbol is left); after that a sentence must use only taught characters as written.
import { readFileSync, readdirSync } from "node:fs";

const DIR = new URL("./sentences/", import.meta.url);
/** Marks that can be dropped from a sentence without breaking a word. */
const STRIPPABLE = /[.,?!:"]/g;
export const PUNCTUATION = new Set([".", ",", "?", "!", "-", ":", '"', "%", "₮", "№"]);

function readLines(name, dir = DIR) {
  return readFileSync(new URL(name, dir), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/**
 * Every sentence file except the paragraph files, deduplicated, in file order. Sentences of the
 * names file start with a proper noun, so they wait until capitals are taught.
 */
export function loadSentences(dir = DIR) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".txt") && !f.startsWith("paragraphs"))
    .sort();
  const lines = files.flatMap((file) => readLines(file, dir).map((text) => ({ text, file })));
  // A capitalised word inside a sentence, or the first word of a names sentence, is a proper noun.
  const properNouns = new Set();
  for (const { text, file } of lines) {
    const words = text.match(/\p{L}+/gu) ?? [];
    words.forEach((w, i) => {
      if ((i > 0 || file.includes("names")) && /^\p{Lu}/u.test(w)) properNouns.add(w);
    });
  }
  const seen = new Set();
  const out = [];
  for (const { text, file } of lines) {
    if (seen.has(text)) continue;
    seen.add(text);
    const first = text.match(/\p{L}+/u)?.[0] ?? "";
    out.push({ text, properNoun: file.includes("names") || properNouns.has(first) });
  }
  return out;
}

/** Paragraphs are separated by blank lines; each is joined into one line. */
export function loadParagraphs(name, dir = DIR) {
  return readFileSync(new URL(name, dir), "utf8")
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split("\n")
        .filter((l) => !l.startsWith("#"))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

/** The sentence as this lesson can type it, or null when it cannot (`punctuation`: the curriculum's marks). */
export function adaptSentence(sentence, taught, punctuation = PUNCTUATION) {
  const capsTaught = [...taught].some((ch) => ch !== ch.toLowerCase());
  const punctuationTaught = [...taught].some((ch) => punctuation.has(ch));
  if (sentence.properNoun && !capsTaught) return null;
  let s = sentence.text;
  if (!punctuationTaught) {
    // 14:30 or 0,4 would turn into another number without their mark.
    if (/\d[.,:]\d/.test(s)) return null;
    s = s.replace(STRIPPABLE, "");
  }
  if (!capsTaught) {
    s = s.charAt(0).toLowerCase() + s.slice(1);
    if (s !== s.toLowerCase()) return null;
  }
  s = s.replace(/\s+/g, " ").trim();
  for (const ch of s) if (ch !== " " && !taught.has(ch)) return null;
  return s;
}
