// The two Windows layouts for the traditional Mongolian script (issue 32), key by key from Microsoft's
// globalization docs (MicrosoftDocs/globalization, keyboards/kbdmonst.html and kbdmonmo.html; the
// extracted tables and their provenance are in content/script/layouts/). A key types one code point;
// the font shapes the letter by its place in the word.
//   kbdmonst "Traditional Mongolian (Standard)", KLID 00010850, follows GB/T 28038-2011 like xkb
//            cn(mon_trad): the canonical layout, whose output is the encoding lessons compare against.
//   kbdmonmo "Mongolian (Mongolian Script)", KLID 00000850: the older layout, a variant (Q, W, C, the
//            brackets and a few signs differ).
// Shift states left blank by Microsoft type nothing, so their `shift` is "".
import { buildRows } from "./keys";
import type { KeyboardLayout } from "./types";

const STANDARD_CHARS: Record<string, readonly [string, string]> = {
  Backquote: ["\u180d", "~"],
  Digit1: ["1", "\ufe15"],
  Digit2: ["2", "\u2048"],
  Digit3: ["3", "\u2049"],
  Digit4: ["4", ""],
  Digit5: ["5", "%"],
  Digit6: ["6", "\u200c"],
  Digit7: ["7", "\u180a"],
  Digit8: ["8", "\u200d"],
  Digit9: ["9", "("],
  Digit0: ["0", ")"],
  Minus: ["\u202f", "\u180e"],
  Equal: ["=", "+"],
  KeyQ: ["\u1823", "\u1842"],
  KeyW: ["\u1838", ""],
  KeyE: ["\u1821", "\u1827"],
  KeyR: ["\u1837", "\u183f"],
  KeyT: ["\u1832", ""],
  KeyY: ["\u1836", ""],
  KeyU: ["\u1826", ""],
  KeyI: ["\u1822", ""],
  KeyO: ["\u1825", ""],
  KeyP: ["\u182b", ""],
  BracketLeft: ["[", "\u3008"],
  BracketRight: ["]", "\u3009"],
  KeyA: ["\u1820", ""],
  KeyS: ["\u1830", ""],
  KeyD: ["\u1833", ""],
  KeyF: ["\u1839", ""],
  KeyG: ["\u182d", ""],
  KeyH: ["\u182c", "\u183e"],
  KeyJ: ["\u1835", ""],
  KeyK: ["\u183a", "\u183b"],
  KeyL: ["\u182f", "\u1840"],
  Semicolon: ["\ufe14", "\u1804"],
  Quote: ["\u180b", "\u180c"],
  Backslash: ["\u1801", "\ufe31"],
  KeyZ: ["\u183d", "\u1841"],
  KeyX: ["\u1831", ""],
  KeyC: ["\u1834", "\u183c"],
  KeyV: ["\u1824", ""],
  KeyB: ["\u182a", ""],
  KeyN: ["\u1828", "\u1829"],
  KeyM: ["\u182e", ""],
  Comma: ["\u1802", "\u300a"],
  Period: ["\u1803", "\u300b"],
  Slash: ["\u00b7", "\ufe16"],
};

const MONGOLIAN_CHARS: Record<string, readonly [string, string]> = {
  Backquote: ["\u180d", "~"],
  Digit1: ["1", "!"],
  Digit2: ["2", "\u2048"],
  Digit3: ["3", "\u2049"],
  Digit4: ["4", "\u2014"],
  Digit5: ["5", "%"],
  Digit6: ["6", "\u200c"],
  Digit7: ["7", "\u180a"],
  Digit8: ["8", "\u200d"],
  Digit9: ["9", "("],
  Digit0: ["0", ")"],
  Minus: ["\u202f", "\u180e"],
  Equal: ["=", "+"],
  KeyQ: ["\u1834", ""],
  KeyW: ["\u1823", "\u1838"],
  KeyE: ["\u1821", "\u1827"],
  KeyR: ["\u1837", "\u183f"],
  KeyT: ["\u1832", ""],
  KeyY: ["\u1836", ""],
  KeyU: ["\u1826", ""],
  KeyI: ["\u1822", ""],
  KeyO: ["\u1825", ""],
  KeyP: ["\u182b", ""],
  BracketLeft: ["\u3014", "\u3008"],
  BracketRight: ["\u3015", "\u3009"],
  Backslash: ["\u1801", "|"],
  KeyA: ["\u1820", ""],
  KeyS: ["\u1830", ""],
  KeyD: ["\u1833", ""],
  KeyF: ["\u1839", ""],
  KeyG: ["\u182d", ""],
  KeyH: ["\u182c", "\u183e"],
  KeyJ: ["\u1835", ""],
  KeyK: ["\u183a", "\u183b"],
  KeyL: ["\u182f", "\u1840"],
  Semicolon: [";", "\u1804"],
  Quote: ["\u180b", "\u180c"],
  KeyZ: ["\u183d", "\u1841"],
  KeyX: ["\u1831", ""],
  KeyC: ["\u183c", "\u1842"],
  KeyV: ["\u1824", ""],
  KeyB: ["\u182a", ""],
  KeyN: ["\u1828", "\u1829"],
  KeyM: ["\u182e", ""],
  Comma: ["\u1802", "\u300a"],
  Period: ["\u1803", "\u300b"],
  Slash: [".", "?"],
};

/** Traditional Mongolian (Standard), kbdmonst: the canonical layout of the mn-Mong curriculum. */
export const MONG_STANDARD: KeyboardLayout = {
  id: "mong-standard",
  language: "mn-Mong",
  rows: buildRows(STANDARD_CHARS, false),
};

/** Mongolian (Mongolian Script), kbdmonmo: the older Windows layout, offered as a variant. */
export const MONG_MONGOLIAN: KeyboardLayout = {
  id: "mong-mongolian",
  language: "mn-Mong",
  rows: buildRows(MONGOLIAN_CHARS, false),
};
