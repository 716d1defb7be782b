// Facts about the Mongolian Cyrillic (MNS) layout the curriculum is built on
// (see /usr/share/X11/xkb/symbols/mn). Which hand types a letter decides what a hold lesson may use.

/** Letters typed by the left hand (pinky to index, top, home and bottom rows). */
export const LEFT_HAND = new Set([..."фцужэйыбөаячёсм"]);
/** Letters typed by the right hand, including е and щ on the number row right of 0. */
export const RIGHT_HAND = new Set([..."нгшүзкърхолдпитьвюещ"]);

/** The characters a lesson may contain besides the ones it has taught. */
export const SPACE = " ";

export const CYRILLIC_LOWER = "абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя";

export function isLowerLetter(ch) {
  return CYRILLIC_LOWER.includes(ch);
}

export function isUpperLetter(ch) {
  return CYRILLIC_LOWER.toUpperCase().includes(ch);
}

/** Every letter of the alphabet is typed by exactly one hand. */
export function handOf(ch) {
  const lower = ch.toLowerCase();
  if (LEFT_HAND.has(lower)) return "left";
  if (RIGHT_HAND.has(lower)) return "right";
  return null;
}
