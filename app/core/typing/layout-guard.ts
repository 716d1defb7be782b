// The wrong-layout guard (issue 19 §6): a Latin letter typed into a Mongolian (Cyrillic) text, or a
// Cyrillic letter into an English one, means the keyboard is on the other layout, not that the learner
// mistyped. The engines ask these pure functions about every key: such a key is not an error and is not
// logged; the attempt waits (layoutPause) until a key of the right script arrives. Digits, spaces and
// punctuation are the same on both layouts, so they never trip the guard. The traditional script
// (issue 32) is a third: a Cyrillic or Latin letter typed where a Mongolian-script letter is due means
// the system is still on a Cyrillic or US layout; the script's controls (NNBSP, MVS, FVS) are neutral.

export type Script = "cyrillic" | "latin" | "mongolian";

/** An attempt waiting for the right layout: since when (the caller's clock) and which script it wants. */
export interface LayoutPause {
  readonly at: number;
  readonly want: Script;
}

const CYRILLIC_LETTER = /^[\p{Script=Cyrillic}]$/u;
const LATIN_LETTER = /^[\p{Script=Latin}]$/u;
const MONGOLIAN_LETTER = /^[\p{Script=Mongolian}]$/u;
const LETTER = /^\p{L}$/u;

/**
 * The script of one typed character, or null for a neutral one (digit, space, punctuation, symbol).
 * Cyrillic covers the Mongolian letters ө, ү, ё; Latin covers the look-alikes (x, o, e … and ö, ü, ë,
 * ɵ from other layouts) that the MNS keyboard never produces.
 */
export function scriptOf(char: string): Script | null {
  if (!LETTER.test(char)) return null;
  if (CYRILLIC_LETTER.test(char)) return "cyrillic";
  if (LATIN_LETTER.test(char)) return "latin";
  if (MONGOLIAN_LETTER.test(char)) return "mongolian";
  return null;
}

/** The script most of the text's letters are in (Cyrillic on a tie); null when it has no letter. */
export function textScript(text: string): Script | null {
  const counts: Record<Script, number> = { cyrillic: 0, latin: 0, mongolian: 0 };
  for (const char of text) {
    const script = scriptOf(char);
    if (script) counts[script]++;
  }
  const best = (["cyrillic", "latin", "mongolian"] as const).reduce((a, b) => (counts[b] > counts[a] ? b : a));
  return counts[best] === 0 ? null : best;
}

/**
 * The script the learner should be typing in now: the expected character's when it is a letter, else
 * the current word's (a Latin brand name inside a Mongolian text wants the Latin layout), else the
 * whole text's (computed once by the caller).
 */
export function expectedScript(expected: string | null, word: string, fallback: Script | null): Script | null {
  const own = expected === null ? null : scriptOf(expected);
  if (own) return own;
  for (const char of word) {
    const script = scriptOf(char);
    if (script) return script;
  }
  return fallback;
}

/** True when the key is a letter of the other script than the one expected: the wrong layout. */
export function isWrongLayout(key: string, expected: Script | null): boolean {
  if (expected === null) return false;
  const typed = scriptOf(key);
  return typed !== null && typed !== expected;
}

/**
 * While the attempt waits for the right layout, only a key that shows the learner has switched ends
 * the pause: a letter of the expected script, or exactly the expected character (a digit or a sign is
 * the same on both layouts). Anything else (more keys of the wrong layout, a space, Backspace) is
 * ignored, so a burst typed before the learner saw the message changes nothing.
 */
export function endsLayoutPause(key: string, expectedChar: string | null, expected: Script | null): boolean {
  if (expectedChar !== null && key === expectedChar) return true;
  return expected !== null && scriptOf(key) === expected;
}

export type Platform = "windows" | "macos" | "linux" | "chromeos" | "phone";

/** Which switching advice to show first, from the browser's user agent (and touch points, for iPadOS). */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)) return "phone";
  if (/CrOS/.test(userAgent)) return "chromeos";
  // iPadOS asks for desktop pages with a Mac user agent; only the touch screen gives it away.
  if (/Macintosh|Mac OS X/.test(userAgent)) return maxTouchPoints > 1 ? "phone" : "macos";
  if (/Windows/.test(userAgent)) return "windows";
  if (/Linux|X11|BSD/.test(userAgent)) return "linux";
  return "windows";
}
