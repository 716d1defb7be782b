#!/usr/bin/env node
// Builds content/wordlist/en-practice-words.txt, the English words of weak-key practice (issue 19):
// the lower-case words of this product's own English test texts (content/texts/en) that are entries
// of Debian's hunspell en_US dictionary, so every word is both common and correctly spelled.
//   node content/wordlist/build-en-practice-words.mjs   (needs /usr/share/hunspell/en_US.dic)
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";

const DIC = "/usr/share/hunspell/en_US.dic";
const here = (name) => new URL(name, import.meta.url);

if (!existsSync(DIC)) {
  console.error(`${DIC} is missing: apt-get install hunspell-en-us`);
  process.exit(1);
}

const stems = new Set(
  readFileSync(DIC, "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.split("/")[0].trim()),
);
const textsDir = new URL("../texts/en/", import.meta.url);
const words = new Set();
for (const file of readdirSync(textsDir)) {
  for (const token of readFileSync(new URL(file, textsDir), "utf8").split(/[^A-Za-z']+/)) {
    if (/^[a-z]{2,10}$/.test(token) && stems.has(token)) words.add(token);
  }
}
const sorted = [...words].sort();
writeFileSync(
  here("en-practice-words.txt"),
  [
    "# English words for weak-key practice: the lower-case words of content/texts/en that are entries of",
    "# hunspell en_US (Debian hunspell-en-us, en_US.dic from SCOWL, see NOTICE).",
    `# ${sorted.length} words. Rebuild: node content/wordlist/build-en-practice-words.mjs`,
    ...sorted,
    "",
  ].join("\n"),
);
console.log(`${sorted.length} words`);
