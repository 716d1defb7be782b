// Class accounts' login names (issue 30 §2): readable, lowercase ASCII letters and digits, made from the
// student's name with the Mongolian national standard Cyrillic→Latin table (MNS 5217:2012). The standard
// writes ө and ү as ö and ü; a login name stays ASCII, so they become o and u.

/** MNS 5217:2012, lower case (й, ъ, ь → i and щ → sh, as the standard has them). */
const MNS_5217: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "ye",
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  ө: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ү: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sh",
  ъ: "i",
  ы: "y",
  ь: "i",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** A login name: 3–24 lowercase ASCII letters and digits, beginning with a letter. */
export const USERNAME_PATTERN = /^[a-z][a-z0-9]{2,23}$/;

/** Longest part taken from the name; three digits follow it. */
const BASE_MAX = 12;
const FALLBACK_BASE = "student";

/** Cyrillic (MNS 5217:2012) and Latin letters to lowercase ASCII; everything else is dropped. */
export function transliterate(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC").toLowerCase()) {
    if (ch in MNS_5217) out += MNS_5217[ch];
    else if (/[a-z0-9]/.test(ch)) out += ch;
  }
  return out;
}

/**
 * The readable part of a login name: the given name. Mongolian names are written "Б. Болд" or
 * "Батын Болд" (the father's name first), so the last word of two letters or more is the given name.
 */
export function usernameBase(name: string): string {
  const words = name
    .split(/[\s.\-_,]+/)
    .map(transliterate)
    .filter((w) => w.length >= 2);
  const given = words.at(-1) ?? "";
  const base = given.replace(/^[0-9]+/, "").slice(0, BASE_MAX);
  return base.length >= 2 ? base : FALLBACK_BASE;
}

/** `base` and three digits from `random` (0–999): "bold042". A collision is retried with new digits. */
export function usernameCandidate(base: string, random: number): string {
  return `${base}${String(Math.abs(Math.floor(random)) % 1000).padStart(3, "0")}`;
}

/** What a login form's identifier is: an e-mail (has an "@") or a login name. */
export function looksLikeUsername(identifier: string): boolean {
  return USERNAME_PATTERN.test(identifier);
}
