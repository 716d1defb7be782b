// Latin letters that look like Cyrillic ones (DESIGN: "never a Latin look-alike (x for х, o for о,
// e for е …)"). A Mongolian text holding one looks right on screen but cannot be typed on the MNS
// keyboard: the learner presses х and the text wants x. The admin's text forms refuse such text and
// name each letter, where it is and what it should be.

/** Latin (and Latin-extended) letter → the Cyrillic letter it imitates. */
export const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  A: "А",
  a: "а",
  B: "В",
  C: "С",
  c: "с",
  E: "Е",
  e: "е",
  H: "Н",
  K: "К",
  k: "к",
  M: "М",
  O: "О",
  o: "о",
  P: "Р",
  p: "р",
  T: "Т",
  X: "Х",
  x: "х",
  y: "у",
  Y: "Ү",
  Ë: "Ё",
  ë: "ё",
  Ɵ: "Ө",
  ɵ: "ө",
  Ö: "Ө",
  ö: "ө",
  Ü: "Ү",
  ü: "ү",
};

export interface Lookalike {
  /** The Latin letter found. */
  letter: string;
  /** The Cyrillic letter it should be. */
  cyrillic: string;
  /** Index in the text (UTF-16 code units, as the browser's selection counts). */
  index: number;
  /** The word it sits in, for the message. */
  word: string;
}

/** Every Latin look-alike letter in the text, in order. */
export function findLookalikes(text: string): Lookalike[] {
  const found: Lookalike[] = [];
  for (let index = 0; index < text.length; index++) {
    const letter = text[index];
    const cyrillic = LATIN_LOOKALIKES[letter];
    if (cyrillic === undefined) continue;
    let start = index;
    while (start > 0 && !/\s/.test(text[start - 1])) start--;
    let end = index;
    while (end < text.length && !/\s/.test(text[end])) end++;
    found.push({ letter, cyrillic, index, word: text.slice(start, end) });
  }
  return found;
}

/** The text with every look-alike replaced by its Cyrillic letter (what the admin probably meant). */
export function replaceLookalikes(text: string): string {
  return [...text].map((ch) => LATIN_LOOKALIKES[ch] ?? ch).join("");
}

/** "x → х in «xар», o → о in «сoнин»": the first few, for a form message. */
export function describeLookalikes(found: readonly Lookalike[], limit = 5): string {
  const shown = found.slice(0, limit).map((f) => `${f.letter} → ${f.cyrillic} «${f.word}»`);
  return found.length > limit ? `${shown.join(", ")} …` : shown.join(", ");
}
